import { type Lang, type ListSuggestion, shoppingTripHours as tripHours } from '@listok/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { knownPurchasesSince, type TokenLists } from '../../../lib/purchases.js';

/** How far back purchases count and how fast they fade (one trip is the contract's shoppingTripHours). */
const historyDays = 180;
const halfLifeDays = 30;
const oftenLimit = 8;
const togetherLimit = 6;

interface Row {
  id: number;
  name_ru: string;
  name_en: string;
}

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
  lang: Lang,
  lists: TokenLists = null,
): Promise<ListSuggestion[]> {
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
  // read once (`known`).
  const margin = 1e-6;
  const often = await db.execute(sql`
    with known as materialized (select h.product_id, h.bought_at from ${knownRows} h),
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
    )
    select p.id, p.name_ru, p.name_en
    from candidates c join products p on p.id = c.product_id left join exact e on e.product_id = c.product_id
    order by c.run, e.exact desc, p.id
    limit ${oftenLimit}`);

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

  const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;
  const seen = new Set<number>();
  const answer: ListSuggestion[] = [];
  // What goes with the list now first: it is the more specific hint.
  for (const [reason, rows] of [
    ['together', rowsOf(together)],
    ['often', rowsOf(often)],
  ] as const) {
    for (const row of rows) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      answer.push({
        id: row.id,
        name: lang === 'ru' ? row.name_ru : row.name_en,
        name_ru: row.name_ru,
        name_en: row.name_en,
        reason,
      });
    }
  }
  return answer;
}
