/**
 * What is probably at home when a recipe goes on a list (the review screen's unticked lines, a preview's `lines`):
 * the goods the user keeps (`users.at_home`, salt, pepper and water until changed) and the goods the family bought
 * lately enough that they are still there (within the good's usual interval between purchases).
 */
import { type AtHomeAnswer, type AtHomeReason, foldName, keptAtHome, type Lang } from '@listok/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Executor, rowsOf } from '../../../db/client.js';
import { users } from '../../../db/schema.js';
import { knownPurchasesSince, type TokenLists } from '../../../lib/purchases.js';
import type { SessionUser } from '../../../plugins/sessions.js';
import { readIngredientGoods } from './ingredients.js';

/** The goods every kitchen has, until the user says otherwise. */
const defaultAtHome: Record<Lang, string[]> = { ru: ['Соль', 'Перец', 'Вода'], en: ['Salt', 'Pepper', 'Water'] };

/** How far back purchases tell what is at home, and how long one purchase alone (no interval yet) counts. */
const historyDays = 180;
const singlePurchaseDays = 7;

/** The goods the user keeps at home, as they wrote them (the defaults in their language until they change them). */
export async function atHomeOf(db: Executor, userId: number, lang: Lang): Promise<string[]> {
  const [row] = await db.select({ atHome: users.atHome }).from(users).where(eq(users.id, userId));
  return row?.atHome ?? defaultAtHome[lang];
}

/** The goods at home as answered: the names, and the catalogue's goods they mean, read as a recipe's lines are. */
export async function atHomeAnswer(
  app: FastifyInstance,
  user: SessionUser,
  lang: Lang,
  names: string[],
): Promise<AtHomeAnswer> {
  const [read = []] = await readIngredientGoods(app, user, lang, [names]);
  return { names, goods: [...new Set(read.flatMap(({ good }) => (good ? [good.id] : [])))] };
}

/** Keeps the user's goods at home: each name once (up to case and ё), in the order given. */
export async function setAtHome(db: Executor, userId: number, names: readonly string[]): Promise<string[]> {
  const seen = new Set<string>();
  const kept = names.filter((name) => {
    const folded = foldName(name);
    if (seen.has(folded)) return false;
    seen.add(folded);
    return true;
  });
  await db.update(users).set({ atHome: kept }).where(eq(users.id, userId));
  return kept;
}

/**
 * The goods of `productIds` bought lately enough to be at home still, with their last purchase: a good bought on
 * several days is at home within its usual interval (the mean gap between those days) of the last one, a good bought
 * once within a week. Only purchases the user may know count (`knownPurchasesSince`).
 */
export async function boughtLately(
  db: Executor,
  userId: number,
  productIds: readonly number[],
  lists: TokenLists,
): Promise<Map<number, string>> {
  if (productIds.length === 0) return new Map();
  const ids = `{${[...new Set(productIds)].join(',')}}`;
  const rows = rowsOf<{ product_id: number; last: string }>(
    await db.execute(sql`
      with known as (
        select h.product_id, h.bought_at
        from ${knownPurchasesSince(userId, historyDays, sql`h.product_id = any(${ids}::int[])`, lists)} h
      ), per_good as (
        select product_id, max(bought_at) as last,
          count(distinct date_trunc('day', bought_at)) as days,
          max(bought_at) - min(bought_at) as span
        from known group by product_id
      )
      select product_id, to_json(last) #>> '{}' as last from per_good
      where now() - last < case
        when days > 1 then span / (days - 1)
        else make_interval(days => ${singlePurchaseDays}) end`),
  );
  return new Map(rows.map((row) => [row.product_id, new Date(row.last).toISOString()]));
}

/** Why an ingredient is probably at home, or null: the user keeps it (`keptAtHome`), or it was bought lately. */
export function homeReason(
  good: number | null,
  name: string,
  staples: { goods: readonly number[]; names: readonly string[] },
  bought: ReadonlyMap<number, string>,
): AtHomeReason | null {
  if (keptAtHome(good, name, staples)) return { kind: 'staple' };
  const at = good === null ? undefined : bought.get(good);
  return at ? { kind: 'bought', at } : null;
}
