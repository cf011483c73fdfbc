import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../../db/client.js';
import { linkPages, listItems } from '../../../db/schema.js';
import type { KeptPicture } from '../../../lib/link-fetch/index.js';

/** A link to read, claimed by a reader: its item, list and name as they were when claimed. */
export interface ClaimedLink {
  itemId: number;
  listId: number;
  link: string;
  tries: number;
  /** A plain entry's text; null for a product's item (its name is the product's, never renamed). */
  name: string | null;
}

/** How long a claimed link is left to its reader before another may try it (a crash only delays it). */
const claimSeconds = 60;

/**
 * Claims up to `count` links due to be read, in any process: each claimed row's next try moves `claimSeconds` on and
 * its tries up by one, so two readers never read one link at the same time.
 */
export async function claimDueLinks(db: Executor, count: number): Promise<ClaimedLink[]> {
  const rows = rowsOf<{
    item_id: number;
    list_id: number;
    link: string;
    tries: number;
    name: string | null;
  }>(
    await db.execute(
      sql`update link_pages p set next_at = now() + make_interval(secs => ${claimSeconds}), tries = p.tries + 1
        from list_items i
        where p.item_id in (
          select item_id from link_pages where read_at is null and next_at <= now()
          order by next_at, item_id limit ${count} for update skip locked)
          and i.id = p.item_id
        returning p.item_id, i.list_id, p.link, p.tries, i.name`,
    ),
  );
  return rows.map((r) => ({
    itemId: r.item_id,
    listId: r.list_id,
    link: r.link,
    tries: Number(r.tries),
    name: r.name,
  }));
}

/** What a read of the page found: the item's new name (a plain entry named by its host), the picture. */
export interface PageReading {
  name?: string | undefined;
  picture?: KeptPicture | undefined;
}

/**
 * Keeps a reading of `link`, if the item still has that link: answers whether anything the answers show changed (a
 * new name, a picture). The name is taken only if the item is still named `hostName` (the user has not renamed it).
 */
export async function keepReading(
  db: Executor,
  claimed: ClaimedLink,
  hostName: string | undefined,
  reading: PageReading,
): Promise<boolean> {
  const [kept] = await db
    .update(linkPages)
    .set({
      readAt: new Date(),
      pictureType: reading.picture?.type ?? null,
      picture: reading.picture?.body ?? null,
      pictureVersion: reading.picture?.version ?? null,
    })
    .where(and(eq(linkPages.itemId, claimed.itemId), eq(linkPages.link, claimed.link)))
    .returning({ itemId: linkPages.itemId });
  if (!kept) return false;
  let renamed = false;
  if (reading.name !== undefined && hostName !== undefined && reading.name !== hostName) {
    const rows = await db
      .update(listItems)
      .set({ name: reading.name, updatedAt: new Date() })
      .where(
        and(
          eq(listItems.id, claimed.itemId),
          isNull(listItems.productId),
          eq(listItems.name, hostName),
          eq(listItems.link, claimed.link),
        ),
      )
      .returning({ id: listItems.id });
    renamed = rows.length > 0;
  }
  return renamed || reading.picture !== undefined;
}

/**
 * A failed read: tried again after `retryMs`, or given up (read, without a name or picture) once `lastTry` failed.
 * The item keeps its name, its link's host, either way.
 */
export async function keepFailure(db: Executor, claimed: ClaimedLink, retryMs: number | undefined): Promise<void> {
  await db
    .update(linkPages)
    .set(retryMs === undefined ? { readAt: new Date() } : { nextAt: new Date(Date.now() + retryMs) })
    .where(and(eq(linkPages.itemId, claimed.itemId), eq(linkPages.link, claimed.link)));
}

/** An item's picture, if it is the version asked for and the item is on the list. */
export async function pictureOf(db: Executor, listId: number, itemId: number, version: string) {
  const [row] = await db
    .select({ type: linkPages.pictureType, body: linkPages.picture })
    .from(linkPages)
    .innerJoin(listItems, eq(listItems.id, linkPages.itemId))
    .where(and(eq(linkPages.itemId, itemId), eq(listItems.listId, listId), eq(linkPages.pictureVersion, version)));
  return row?.type && row.body ? { type: row.type, body: row.body } : undefined;
}
