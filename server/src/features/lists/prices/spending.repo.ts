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
      ), trips as (
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
      ), marked as (
        select t.*, exists (select 1 from slips s where s.list_id = t.list_id and s.buyer = t.buyer and s.trip = t.trip)
          as receipted
        from trips t
      ), priced as (
        -- The trips' priced goods, summed by shop and department: what a trip's spending is made of.
        select n.list_id, n.buyer, n.trip, n.store_id, pr.category_id as department, sum(n.price) as price,
          min(n.id) as first
        from numbered n join products pr on pr.id = n.product_id
        where n.price is not null
        group by n.list_id, n.buyer, n.trip, n.store_id, pr.category_id
      ), spread as (
        -- A receipt over its trip's priced goods, with the running sum of their prices, so that its total is spread
        -- over them in whole minor units that sum to it (each takes its running share less the one before).
        select s.id as receipt, g.department, g.price,
          sum(g.price) over (partition by s.id order by g.first) as running, sum(g.price) over (partition by s.id) as whole
        from slips s join priced g on g.list_id = s.list_id and g.buyer = s.buyer and g.trip = s.trip
        where g.price > 0
      ), parts as (
        -- The priced goods of the trips without receipts.
        select 't' || g.list_id || ':' || g.buyer || ':' || g.trip as trip_key, g.list_id, nullif(g.buyer, 0) as member,
          t.first as at, g.store_id as store, g.department, g.price::numeric as amount
        from priced g join marked t on t.list_id = g.list_id and t.buyer = g.buyer and t.trip = g.trip
        where not t.receipted and t.first >= ${start} and t.first < ${end}
        union all
        -- The receipts, each over its trip's departments by its priced goods, or whole without a department.
        select coalesce('t' || s.list_id || ':' || s.buyer || ':' || s.trip, 'r' || s.id), s.list_id, s.payer_id,
          s.paid_at, s.store, d.department,
          coalesce(round(s.total * d.running / d.whole) - round(s.total * (d.running - d.price) / d.whole), s.total)
        from slips s left join spread d on d.receipt = s.id
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
