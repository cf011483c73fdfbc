import { type Lang, type ListSuggestion, shoppingTripHours as tripHours } from '@listok/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../../db/client.js';
import { preparedPerDatabase } from '../../../db/prepared.js';
import { users } from '../../../db/schema.js';
import { knownPurchasesSince, type TokenLists } from '../../../lib/purchases.js';

/** How far back purchases count and how fast they fade (one trip is the contract's shoppingTripHours). */
const historyDays = 180;
const halfLifeDays = 30;
const oftenLimit = 8;
const togetherLimit = 6;

/** A product to suggest with both its names (the language's is chosen when answered: `inLanguage`). */
export interface ProductNames {
  id: number;
  name_ru: string;
  name_en: string;
}

/** A suggestion as made and kept, in no language. */
export type KeptSuggestion = ProductNames & Pick<ListSuggestion, 'reason'>;

/** The suggestions of a list for a caller, and the versions of the lists they left that the answer counted. */
export interface MadeSuggestions {
  suggestions: KeptSuggestion[];
  /**
   * The lists the caller is no longer a member of whose purchases (their own ticks) the answer counted, each as
   * `id.items_version`, in id order, joined by commas (as `suggestionsStamp` reads them again).
   */
  former: string;
}

/** The suggestions in the language: `name` is the language's name. */
export const inLanguage = (kept: readonly KeptSuggestion[], lang: Lang): ListSuggestion[] =>
  kept.map((s) => ({ ...s, name: lang === 'ru' ? s.name_ru : s.name_en }));

/**
 * Suggestions for a list, from purchases (a row per tick): the products bought most, each purchase weighing less as it
 * ages (half-life 30 days), and the products most often bought in the same trip (the same list, within three hours)
 * as the ones on the list now. Only purchases the caller may know count (`knownPurchase` in lib/purchases.ts: ticks on
 * the lists the caller is a member of now, and the caller's own ticks anywhere; with `lists`, an API token's, only the
 * purchases on those). Products already on the list, and products the caller may not put on a list (another user's
 * own), are never suggested.
 */
export async function suggestionsFor(
  db: Executor,
  listId: number,
  userId: number,
  lists: TokenLists = null,
): Promise<MadeSuggestions> {
  const mine = sql`(select product_id from list_items where list_id = ${listId})`;
  const usable = sql`(p.common or p.owner_id = ${userId})`;
  const knownRows = knownPurchasesSince(userId, historyDays, sql`true`, lists);

  // "Bought often" orders products by the sum of their purchases' weights, power(0.5, age / half-life), summed in
  // numeric (`extract` answers numeric), at 7 µs a purchase. So the sums are made first in float8 for every product
  // (`scored`), and in numeric only where float8 cannot decide. Each float8 weight is within about 1e-14 of the
  // numeric one and a float8 sum of n positive weights within n × 1.2e-16 more, relatively: far inside the margin of
  // a millionth used here for any number of purchases a product can have. So a product whose float8 sum is more than
  // a millionth under the eighth's cannot be among the first eight (`candidates`); the candidates in float8 order fall
  // into runs, a new run where a sum is more than a millionth under the one before it, and every product of a run
  // comes after those of the runs before it in numeric order too; within a run of more than one product (near or
  // exact ties) their numeric sums, then p.id, order them (`exact`). The answer is the numeric order, ties included,
  // with numeric sums made only for the purchases of near-tied candidates (none most of the time). The purchases are
  // read once (`known`). The statement also answers the lists left behind whose purchases count, at their versions
  // (`former`), in the same snapshot as the purchases it read: the answer's label for the cache, never newer than it.
  const margin = 1e-6;
  const often = await db.execute(sql`
    with known as materialized (select h.product_id, h.bought_at, h.list_id, h.member from ${knownRows} h),
    scored as (
      select h.product_id, sum(power(0.5, date_part('epoch', now() - h.bought_at) / ${halfLifeDays * 86400})) as score
      from known h join products p on p.id = h.product_id
      where ${usable} and h.product_id not in ${mine}
      group by h.product_id
    ), candidates as (
      select product_id, count(*) filter (where starts) over (order by score desc, product_id) as run
      from (
        select product_id, score,
          not coalesce(score >= lag(score) over (order by score desc, product_id) * (1 - ${margin}::float8), false) as starts
        from scored
        where score >= (select min(score) from (select score from scored order by score desc limit ${oftenLimit}) top)
                       * (1 - ${margin}::float8)
      ) c
    ), exact as (
      select h.product_id, sum(power(0.5, extract(epoch from now() - h.bought_at) / ${halfLifeDays * 86400})) as exact
      from known h
      where h.product_id in (select product_id from candidates c where (select count(*) from candidates d where d.run = c.run) > 1)
      group by h.product_id
    ), ranked as (
      select p.id, p.name_ru, p.name_en, row_number() over (order by c.run, e.exact desc, p.id) as rank
      from candidates c join products p on p.id = c.product_id left join exact e on e.product_id = c.product_id
      order by c.run, e.exact desc, p.id
      limit ${oftenLimit}
    )
    select
      coalesce((select json_agg(json_build_object('id', id, 'name_ru', name_ru, 'name_en', name_en) order by rank)
                from ranked), '[]')::text as often,
      ${versionsOf(sql`(select list_id from known where not member)`)} as former`);

  // "Goes with it" counts, for each product, the purchases of what is open on the list now (`h`, of the 180 days) with
  // a purchase of it on the same list within a trip (`o`, of any age): on the caller's lists every purchase of the
  // list, on another list (their own ticks there) only the caller's own, as `knownPurchase` says. Each row of `h` is
  // one purchase and each product comes once per row, so count(*) is the number of distinct purchases of `h`, and
  // `h` is read from the indexes alone (the open products are a key of them), without the ids.
  const open = sql`h.product_id = any(array(select product_id from list_items where list_id = ${listId} and not completed))`;
  const together = await db.execute(sql`
    select p.id, p.name_ru, p.name_en
    from ${knownPurchasesSince(userId, historyDays, open, lists)} h
    cross join lateral (
      select distinct o.product_id from purchases o
      where o.list_id = h.list_id and o.product_id <> h.product_id
        and o.bought_at between h.bought_at - make_interval(hours => ${tripHours})
                            and h.bought_at + make_interval(hours => ${tripHours})
        and (h.member or o.user_id = ${userId})
    ) o
    join products p on p.id = o.product_id
    where ${usable} and o.product_id not in ${mine}
    group by p.id
    order by count(*) desc, p.id
    limit ${togetherLimit}`);

  const [first] = rowsOf<{ often: string; former: string }>(often);
  const seen = new Set<number>();
  const suggestions: KeptSuggestion[] = [];
  // What goes with the list now first: it is the more specific hint.
  for (const [reason, rows] of [
    ['together', rowsOf<ProductNames>(together)],
    ['often', JSON.parse(first?.often ?? '[]') as ProductNames[]],
  ] as const) {
    for (const row of rows) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      suggestions.push({ id: row.id, name_ru: row.name_ru, name_en: row.name_en, reason });
    }
  }
  return { suggestions, former: first?.former ?? '' };
}

/** The lists of `ids` (a subquery or an array) at their items versions: `id.items_version`, in id order, by commas. */
const versionsOf = (ids: SQL) => sql`coalesce((select string_agg(l.id || '.' || l.items_version, ',' order by l.id)
  from lists l where l.id in ${ids}), '')`;

/** What a caller's suggestions are made from, as `suggestionsStamp` reads it. */
export interface SuggestionsStamp {
  /** The lists the caller is a member of, each as `id.items_version`, in id order, joined by commas. */
  lists: string;
  /** The lists of `formerIds` the same way (a list deleted is missing). */
  former: string;
  /** The products of `productIds` the caller may still put on a list, with their names, in id order. */
  products: ProductNames[];
}

/**
 * What a caller's suggestions are made from, read again on every read to tell whether kept ones still hold
 * (suggestions.cache.ts): every change of a list's items or of its purchases (a mark) raises its items version in the
 * change's transaction, so `lists` changes with the family's purchases and with a list joined or left; `former`
 * likewise for the lists left behind whose purchases a kept answer counted; `products` shows a suggested product
 * renamed, deleted or no longer the caller's. One statement, prepared per connection. Undefined when there is no such
 * user.
 */
export async function suggestionsStamp(
  db: Executor,
  userId: number,
  productIds: readonly number[],
  formerIds: readonly number[],
): Promise<SuggestionsStamp | undefined> {
  const [row] = await preparedStamp(db).execute({
    userId,
    products: `{${productIds.join(',')}}`,
    former: `{${formerIds.join(',')}}`,
  });
  return row && { lists: row.lists, former: row.former, products: JSON.parse(row.products) as ProductNames[] };
}

/** The stamp's statement, built once and prepared per connection: it runs on every read of suggestions. */
const preparedStamp = preparedPerDatabase((db) =>
  db
    .select({
      lists: sql<string>`coalesce((select string_agg(l.id || '.' || l.items_version, ',' order by l.id)
        from list_members m join lists l on l.id = m.list_id where m.user_id = ${sql.placeholder('userId')}), '')`,
      former: sql<string>`${versionsOf(sql`(select unnest(${sql.placeholder('former')}::int[]))`)}`,
      products: sql<string>`coalesce((select json_agg(json_build_object('id', p.id, 'name_ru', p.name_ru,
          'name_en', p.name_en) order by p.id)
        from products p where p.id = any(${sql.placeholder('products')}::int[]) and (p.common or p.owner_id = ${sql.placeholder('userId')})),
        '[]')::text`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('listok_suggestions_stamp'),
);
