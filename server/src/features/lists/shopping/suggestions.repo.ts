import { type Lang, type ListSuggestion, shoppingTripHours as tripHours } from '@listok/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { knownPurchase } from '../../../lib/purchases.js';

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
 * the lists the caller is a member of now, and the caller's own ticks anywhere). Products already on the list, and
 * products the caller may not put on a list (another user's own), are never suggested.
 */
export async function suggestionsFor(
  db: Executor,
  listId: number,
  userId: number,
  lang: Lang,
): Promise<ListSuggestion[]> {
  const mine = sql`(select product_id from list_items where list_id = ${listId})`;
  const known = (h: string) => knownPurchase(h, userId);
  const usable = sql`(p.common or p.owner_id = ${userId})`;
  const history = sql`h.bought_at > now() - make_interval(days => ${historyDays}) and ${known('h')}`;

  const often = await db.execute(sql`
    select p.id, p.name_ru, p.name_en
    from purchases h join products p on p.id = h.product_id
    where ${history} and ${usable} and h.product_id not in ${mine}
    group by p.id
    order by sum(power(0.5, extract(epoch from now() - h.bought_at) / ${halfLifeDays * 86400})) desc, p.id
    limit ${oftenLimit}`);

  const together = await db.execute(sql`
    select p.id, p.name_ru, p.name_en
    from purchases h
    join purchases o on o.list_id = h.list_id and o.product_id <> h.product_id
      and o.bought_at between h.bought_at - make_interval(hours => ${tripHours})
                          and h.bought_at + make_interval(hours => ${tripHours})
    join products p on p.id = o.product_id
    where ${history} and ${known('o')}
      and h.product_id in (select product_id from list_items where list_id = ${listId} and not completed)
      and ${usable} and o.product_id not in ${mine}
    group by p.id
    order by count(distinct h.id) desc, p.id
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
