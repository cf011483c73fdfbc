/**
 * The app's copies of recipes' pictures (`recipe_pictures`, kept by a trigger on recipes: migration 0048): claimed
 * by a reader in any process, read, kept or tried again later.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../../db/client.js';
import { recipePictures } from '../../../db/schema.js';
import type { KeptPicture } from '../../../lib/link-fetch/index.js';

/** An image to read, claimed by a reader: its recipe, its address, and the tries so far (this one counted). */
export interface ClaimedPicture {
  recipeId: number;
  image: string;
  tries: number;
}

/** How long a claimed image is left to its reader before another may try it (a crash only delays it). */
const claimSeconds = 60;

/** Claims up to `count` images due to be read: their next try moves on and their tries up by one. */
export async function claimDuePictures(db: Executor, count: number): Promise<ClaimedPicture[]> {
  const rows = rowsOf<{ recipe_id: number; image: string; tries: number }>(
    await db.execute(
      sql`update recipe_pictures p set next_at = now() + make_interval(secs => ${claimSeconds}), tries = p.tries + 1
        where p.recipe_id in (
          select recipe_id from recipe_pictures where read_at is null and next_at <= now()
          order by next_at, recipe_id limit ${count} for update skip locked)
        returning p.recipe_id, p.image, p.tries`,
    ),
  );
  return rows.map((r) => ({ recipeId: r.recipe_id, image: r.image, tries: Number(r.tries) }));
}

/**
 * The end of a read of a claimed image: its picture (none when the address gave no raster image, or the last try
 * failed), or its next try after `retryMs`. Kept only while the recipe's image is still that address. Answers
 * whether a picture was kept.
 */
export async function keepPicture(
  db: Executor,
  claimed: ClaimedPicture,
  outcome: { picture: KeptPicture | undefined } | { retryMs: number },
): Promise<boolean> {
  const set =
    'retryMs' in outcome
      ? { nextAt: new Date(Date.now() + outcome.retryMs) }
      : {
          readAt: new Date(),
          pictureType: outcome.picture?.type ?? null,
          picture: outcome.picture?.body ?? null,
          pictureVersion: outcome.picture?.version ?? null,
        };
  const kept = await db
    .update(recipePictures)
    .set(set)
    .where(
      and(
        eq(recipePictures.recipeId, claimed.recipeId),
        eq(recipePictures.image, claimed.image),
        isNull(recipePictures.readAt),
      ),
    )
    .returning({ id: recipePictures.recipeId });
  return kept.length > 0 && 'picture' in outcome && outcome.picture !== undefined;
}

/** A recipe's picture, if it is the version asked for. Whether the caller may read the recipe is asked before. */
export async function recipePictureOf(db: Executor, recipeId: number, version: string) {
  const [row] = await db
    .select({ type: recipePictures.pictureType, body: recipePictures.picture })
    .from(recipePictures)
    .where(and(eq(recipePictures.recipeId, recipeId), eq(recipePictures.pictureVersion, version)));
  return row?.type && row.body ? { type: row.type, body: row.body } : undefined;
}
