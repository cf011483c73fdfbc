import { shoppingTripHours as tripGapHours } from '@listok/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../../db/client.js';
import { categories, listCategoryOrder } from '../../../db/schema.js';

/** How many ticks a shop needs before its own order is learned; until then it follows the list's. */
export const storeTicksToLearn = 10;

/**
 * A purchase (`h`) of a trip that is over: its buyer is no longer on the trip it was made on (in one of the list's
 * shops, or going shopping, since before it). The ticks of a trip still going on teach nothing yet, so that the
 * departments do not move under the shopper's finger; they count once the trip ends (docs/behaviour.md, "Several shops").
 */
const settled = sql`not exists (
  select 1 from list_members m
  where m.list_id = h.list_id and m.user_id = h.user_id
    and ((listok_in_shop(m.here_store_id, m.here_since) and h.bought_at >= m.here_since)
      or exists (select 1 from shopping_notices n
                 where n.list_id = m.list_id and n.user_id = m.user_id
                   and n.sent_at > now() - make_interval(hours => ${tripGapHours}) and h.bought_at >= n.sent_at)))`;

/**
 * The learned order of the list's departments (of the ticks made in one of its shops, with `storeId`): in each trip
 * (ticks of the list without a three-hour gap), the departments are ranked by their first tick, from 0 (first) to 1
 * (last); a department's place is its mean rank over the trips it appears in. Departments never ticked are not in it,
 * nor the ticks of a trip still going on (`settled`).
 */
async function learnedOrder(db: Executor, listId: number, storeId?: number): Promise<number[]> {
  const result = await db.execute(sql`
    with ticks as (
      select h.bought_at, p.category_id,
        case when h.bought_at - lag(h.bought_at) over (order by h.bought_at, h.id)
          > make_interval(hours => ${tripGapHours}) then 1 else 0 end as starts
      from purchases h join products p on p.id = h.product_id
      where h.list_id = ${listId} and p.category_id is not null and ${settled}
        ${storeId === undefined ? sql`` : sql`and h.store_id = ${storeId}`}
    ), trips as (
      select category_id, bought_at, sum(starts) over (order by bought_at rows unbounded preceding) as trip from ticks
    ), firsts as (
      select trip, category_id, min(bought_at) as first_tick from trips group by trip, category_id
    ), ranked as (
      select category_id,
        (rank() over (partition by trip order by first_tick) - 1)::float8
          / greatest(count(*) over (partition by trip) - 1, 1) as place
      from firsts
    )
    select category_id as "categoryId" from ranked group by category_id order by avg(place), category_id`);
  return rowsOf<{ categoryId: number }>(result).map((row) => row.categoryId);
}

/** `order` followed by every other category in the catalogue's order. */
export async function withTheRest(db: Executor, order: number[]): Promise<number[]> {
  const all = await db
    .select({ id: categories.id })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id));
  const placed = new Set(order);
  return [...order, ...all.map((row) => row.id).filter((id) => !placed.has(id))];
}

/** The order of the list's departments, and whether its members arranged it (else it is learned from their ticks). */
export async function shopOrderOf(db: Executor, listId: number): Promise<{ order: number[]; arranged: boolean }> {
  const rows = await db
    .select({ categoryId: listCategoryOrder.categoryId })
    .from(listCategoryOrder)
    .where(eq(listCategoryOrder.listId, listId))
    .orderBy(asc(listCategoryOrder.position));
  if (rows.length === 0) return { order: await withTheRest(db, await learnedOrder(db, listId)), arranged: false };
  return {
    order: await withTheRest(
      db,
      rows.map((row) => row.categoryId),
    ),
    arranged: true,
  };
}

/** Keeps the members' arrangement (only known categories; unknown ids are dropped), or forgets it with `null`. */
export async function arrangeShopOrder(db: Executor, listId: number, order: number[] | null): Promise<void> {
  await db.delete(listCategoryOrder).where(eq(listCategoryOrder.listId, listId));
  if (order === null || order.length === 0) return;
  const known = new Set((await db.select({ id: categories.id }).from(categories)).map((row) => row.id));
  const values = order.filter((id) => known.has(id)).map((categoryId, position) => ({ listId, categoryId, position }));
  if (values.length > 0) await db.insert(listCategoryOrder).values(values);
}

/**
 * A shop's learned order: the departments ticked there, when it has had enough ticks, else the list's order (read
 * by `listOrder`, once for all the shops of an answer).
 */
export async function learnedStoreOrder(
  db: Executor,
  listId: number,
  storeId: number,
  listOrder: () => Promise<number[]>,
): Promise<number[]> {
  const [row] = rowsOf<{ ticks: number }>(
    await db.execute(sql`select count(*)::int as ticks from purchases h where h.store_id = ${storeId} and ${settled}`),
  );
  if ((row?.ticks ?? 0) < storeTicksToLearn) return listOrder();
  return withTheRest(db, await learnedOrder(db, listId, storeId));
}
