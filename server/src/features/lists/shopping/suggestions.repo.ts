import { type Lang, type ListSuggestion, shoppingTripHours as tripHours } from '@listok/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../../db/client.js';
import { preparedPerDatabase } from '../../../db/prepared.js';
import { keptSuggestions, users } from '../../../db/schema.js';
import { causesOf } from '../../../lib/errors.js';
import { knownPurchasesSince, type TokenLists } from '../../../lib/purchases.js';
import {
  type KeptSuggestion,
  type KeptSuggestions,
  type ProductNames,
  type SuggestionsStamp,
  suggestionsKeptMinutes,
} from './suggestions.cache.js';

/** How far back purchases count and how fast they fade (one trip is the contract's shoppingTripHours). */
const historyDays = 180;
const halfLifeDays = 30;
const oftenLimit = 8;
const togetherLimit = 6;

/** The suggestions of a list for a caller, and the versions of the lists they left that the answer counted. */
export interface MadeSuggestions {
  suggestions: KeptSuggestion[];
  /**
   * The lists the caller is no longer a member of whose purchases (their own ticks) the answer counted, their ids in
   * order, joined by commas (as `suggestionsStamp` reads them again).
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
  // Plain entries (no product) left out: a null in `not in` would match nothing.
  const mine = sql`(select product_id from list_items where list_id = ${listId} and product_id is not null)`;
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
  // read once (`known`). The statement also answers the lists left behind whose purchases count (`former`), in the
  // same snapshot as the purchases it read: the answer's label for the cache.
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
      ${idsIn(sql`(select list_id from known where not member)`)} as former`);

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

/** The lists of `ids` (a subquery) that exist: their ids in order, joined by commas. */
const idsIn = (ids: SQL) => sql`coalesce((select string_agg(l.id::text, ',' order by l.id)
  from lists l where l.id in ${ids}), '')`;

/** Which kept suggestions: of a list, for a caller, for an API token's lists (`scopeOf`). */
export interface KeptKey {
  listId: number;
  userId: number;
  scope: string;
}

/**
 * The suggestions kept for `key` if they were made within `suggestionsKeptMinutes`, and what of them must be followed
 * at once as it is now (suggestions.cache.ts `stillHolding`): the lists the caller is a member of, the lists the kept
 * answer counted as left behind that still exist, the list's last item, and the products the kept answer suggests,
 * with their names, where the caller may still use them and whether they are on the list. One statement, prepared
 * per connection. Undefined when there is no such user.
 */
export async function readKeptSuggestions(
  db: Executor,
  listId: number,
  userId: number,
  scope: string,
): Promise<{ kept: KeptSuggestions | undefined; stamp: SuggestionsStamp } | undefined> {
  const [row] = await preparedRead(db).execute({ listId, userId, scope, minutes: suggestionsKeptMinutes });
  if (!row) return undefined;
  const stamp = {
    lists: row.lists,
    former: row.former,
    lastItem: Number(row.lastItem),
    products: JSON.parse(row.products) as SuggestionsStamp['products'],
  };
  const kept = row.kept && {
    lists: row.kept.lists,
    former: row.kept.former,
    lastItem: Number(row.kept.lastItem),
    suggestions: JSON.parse(row.kept.suggestions) as KeptSuggestion[],
  };
  return { kept: kept || undefined, stamp };
}

const fresh = and(
  eq(keptSuggestions.listId, sql.placeholder('listId')),
  eq(keptSuggestions.userId, users.id),
  eq(keptSuggestions.scope, sql.placeholder('scope')),
  sql`${keptSuggestions.madeAt} > now() - make_interval(mins => ${sql.placeholder('minutes')}::int)`,
);

/** The read's statement, built once and prepared per connection: it runs on every read of suggestions. */
const preparedRead = preparedPerDatabase((db) =>
  db
    .select({
      kept: {
        lists: keptSuggestions.lists,
        former: keptSuggestions.former,
        lastItem: keptSuggestions.lastItem,
        suggestions: sql<string>`${keptSuggestions.suggestions}::text`,
      },
      lists: sql<string>`coalesce((select string_agg(m.list_id::text, ',' order by m.list_id)
        from list_members m where m.user_id = ${users.id}), '')`,
      former: sql<string>`coalesce((select string_agg(l.id::text, ',' order by l.id) from lists l
        where l.id = any(string_to_array(${keptSuggestions.former}, ',')::int[])), '')`,
      // `+ 0`: max(id) alone is planned as a backward scan of the whole table's id index until a row of the list.
      lastItem: sql<number>`(select coalesce(max(i.id + 0), 0) from list_items i
        where i.list_id = ${sql.placeholder('listId')})`,
      products: sql<string>`coalesce((select json_agg(json_build_object('id', p.id, 'name_ru', p.name_ru,
          'name_en', p.name_en, 'onList', exists (select from list_items i
            where i.list_id = ${sql.placeholder('listId')} and i.product_id = p.id)) order by p.id)
        from products p
        where p.id = any(array(select (s ->> 'id')::int from jsonb_array_elements(${keptSuggestions.suggestions}) s))
          and (p.common or p.owner_id = ${users.id})), '[]')::text`,
    })
    .from(users)
    .leftJoin(keptSuggestions, fresh)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('listok_kept_suggestions'),
);

/** Keeps suggestions made now for `key`, in place of those kept before; not when the list or the caller is gone. */
export async function keepSuggestions(db: Executor, key: KeptKey, kept: KeptSuggestions) {
  const made = { lists: kept.lists, former: kept.former, lastItem: kept.lastItem, suggestions: kept.suggestions };
  try {
    await db
      .insert(keptSuggestions)
      .values({ ...key, ...made })
      .onConflictDoUpdate({
        target: [keptSuggestions.listId, keptSuggestions.userId, keptSuggestions.scope],
        set: { ...made, madeAt: sql`now()` },
      });
  } catch (error) {
    // Deleted since it was read: nothing to keep them for.
    if (![...causesOf(error)].some((e) => e.code === '23503')) throw error;
  }
}

/** Deletes the suggestions kept longer than they are read (the hourly maintenance). */
export async function purgeKeptSuggestions(db: Executor) {
  await db
    .delete(keptSuggestions)
    .where(sql`${keptSuggestions.madeAt} <= now() - make_interval(mins => ${suggestionsKeptMinutes})`);
}
