/**
 * What the caller's shopping lists cost over a period (`GET /api/spending`, issue 50), in one statement. A shopping
 * trip is one member's ticks on one list without a gap of `shoppingTripHours`; a receipt belongs to the list's trip
 * its time falls in (from that many hours before the trip's first tick to as many after its last; the nearest, its
 * author's first), and a trip with receipts counts by them, one without by its items' prices — so a trip counts once.
 */
import { type Lang, type SpendingGroup, shoppingTripHours } from '@listok/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../../db/client.js';

export interface SpendingPeriod {
  userId: number;
  currency: string;
  /** The first and the last day, `YYYY-MM-DD` in `timeZone`. */
  from: string;
  to: string;
  timeZone: string;
  /** One list of the caller's only. */
  listId?: number | undefined;
  /** The lists an API token is limited to: the others are left out. */
  onlyLists?: readonly number[] | undefined;
}

export interface SpendingGroupRow {
  key: string;
  /** The name of what is grouped (a shop, department, member or list); null for a period, or for none. */
  name: string | null;
  total: number;
  count: number;
}

/** What a part of the spending is grouped by: its key and name. */
const groups = (lang: Lang, timeZone: string): Record<SpendingGroup, { key: SQL; name: SQL }> => ({
  month: { key: sql`to_char(c.at at time zone ${timeZone}, 'YYYY-MM')`, name: sql`null` },
  week: { key: sql`to_char(date_trunc('week', c.at at time zone ${timeZone}), 'YYYY-MM-DD')`, name: sql`null` },
  // Shops of the same name on several lists are one shop.
  store: { key: sql`coalesce(lower(st.name), '')`, name: sql`min(st.name)` },
  department: {
    key: sql`coalesce(c.department::text, '')`,
    name: lang === 'en' ? sql`min(cat.name_en)` : sql`min(cat.name_ru)`,
  },
  member: { key: sql`coalesce(c.member::text, '')`, name: sql`min(u.username)` },
  list: { key: sql`c.list_id::text`, name: sql`min(l.name)` },
});

export async function spendingBy(
  db: Executor,
  period: SpendingPeriod,
  by: SpendingGroup,
  lang: Lang,
): Promise<SpendingGroupRow[]> {
  const { userId, currency, from, to, timeZone, listId, onlyLists } = period;
  const gap = sql`make_interval(hours => ${shoppingTripHours})`;
  const start = sql`(${from}::date::timestamp at time zone ${timeZone})`;
  const end = sql`((${to}::date + 1)::timestamp at time zone ${timeZone})`;
  const group = groups(lang, timeZone)[by];
  // Only departments need a receipt's total spread over its trip's goods; the rest take it whole.
  const spread = sql.raw(by === 'department' ? 'true' : 'false');
  const rows = rowsOf<{ key: string; name: string | null; total: string; count: number }>(
    await db.execute(sql`
      with mine as (
        select l.id from lists l join list_members m on m.list_id = l.id and m.user_id = ${userId}
        where l.kind = 'shopping' and l.currency = ${currency}
          ${listId === undefined ? sql`` : sql`and l.id = ${listId}`}
          ${onlyLists ? sql`and l.id = any(${`{${onlyLists.join(',')}}`}::int[])` : sql``}
      ), bought as (
        select p.id, p.list_id, coalesce(p.user_id, 0) as buyer, p.bought_at, p.price, p.store_id, p.product_id,
          case when p.bought_at - lag(p.bought_at) over w <= ${gap} then 0 else 1 end as starts
        from purchases p
        where p.list_id in (select id from mine) and p.bought_at >= ${start} - ${gap} and p.bought_at < ${end} + ${gap}
        window w as (partition by p.list_id, coalesce(p.user_id, 0) order by p.bought_at, p.id)
      ), numbered as (
        select b.*, sum(b.starts) over (partition by b.list_id, b.buyer order by b.bought_at, b.id) as trip
        from bought b
      ), trips as materialized (
        select list_id, buyer, trip, min(bought_at) as first, max(bought_at) as last,
          (array_agg(store_id order by bought_at) filter (where store_id is not null))[1] as store
        from numbered group by list_id, buyer, trip
      ), slips as (
        select r.id, r.list_id, r.payer_id, r.total, r.paid_at, coalesce(r.store_id, t.store) as store,
          t.buyer, t.trip
        from receipts r
        left join lateral (
          select t.buyer, t.trip, t.store from trips t
          where t.list_id = r.list_id and r.paid_at between t.first - ${gap} and t.last + ${gap}
          order by greatest(t.first - r.paid_at, r.paid_at - t.last, interval '0'),
            (t.buyer = r.author_id) is true desc, t.first
          limit 1) t on true
        where r.list_id in (select id from mine) and r.paid_at >= ${start} and r.paid_at < ${end}
      ), priced as (
        -- The trips' priced goods, summed by shop and department, with their trip's first tick.
        select n.list_id, n.buyer, n.trip, n.store_id, pr.category_id as department, sum(n.price) as price,
          min(n.id) as first_id, min(min(n.bought_at)) over (partition by n.list_id, n.buyer, n.trip) as first
        from numbered n join products pr on pr.id = n.product_id
        where n.price is not null
        group by n.list_id, n.buyer, n.trip, n.store_id, pr.category_id
      ), stream as (
        -- The trips' goods and the receipts, side by side by their trip (a receipt without one is a trip of its own):
        -- windows over a trip, not joins, so that no plan can be quadratic in the trips.
        select 't' || list_id || ':' || buyer || ':' || trip as trip_key, list_id, nullif(buyer, 0) as member,
          first as at, store_id as store, department, price::numeric as amount, first_id as place, false as receipt
        from priced where first >= ${start} and first < ${end}
        union all
        select coalesce('t' || list_id || ':' || buyer || ':' || trip, 'r' || id), list_id, payer_id, paid_at, store,
          null, total::numeric, 0, true
        from slips
      ), weighed as (
        select s.*,
          sum(amount) filter (where receipt) over trip as receipts,
          sum(amount) filter (where not receipt and amount > 0) over trip as whole,
          sum(amount) filter (where not receipt and amount > 0)
            over (partition by trip_key order by receipt, place rows unbounded preceding) as running
        from stream s
        window trip as (partition by trip_key)
      ), parts as (
        -- A trip with receipts counts by them: whole, or (by department) spread over its priced goods by their prices
        -- in whole minor units that sum to them (each good takes its running share less the one before); a trip
        -- without counts by its goods' prices.
        select trip_key, list_id, member, at, store, department,
          case
            when receipt then amount
            when receipts is null then amount
            else round(receipts * running / whole) - round(receipts * (running - amount) / whole)
          end as amount
        from weighed
        where case
          when receipt then not (${spread} and whole is not null)
          else receipts is null or ${spread}
        end
      )
      select ${group.key} as key, ${group.name} as name, sum(c.amount)::text as total,
        count(distinct c.trip_key)::int as count
      from parts c
      left join list_stores st on st.id = c.store
      left join categories cat on cat.id = c.department
      left join users u on u.id = c.member
      left join lists l on l.id = c.list_id
      group by 1
      order by sum(c.amount) desc, 1`),
  );
  return rows.map((row) => ({ ...row, total: Number(row.total) }));
}
