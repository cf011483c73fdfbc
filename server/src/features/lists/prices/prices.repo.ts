/**
 * What the shopping costs (issue 50): a ticked item's price, kept with its purchase (the good's last price, per unit
 * for another amount), and the list's estimate and spending.
 */
import {
  type Estimate,
  estimateOf,
  type LastPrice,
  perUnitOf,
  type RawLastPrice,
  type UnitRef,
} from '@listok/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../../db/client.js';
import { formatDate } from '../../../lib/dates.js';
import { inShopOf } from '../../../lib/in-shop.js';

/**
 * A good's last price on a list (`RawLastPrice`, as `perUnitOf` reads it): its latest purchase there with a price, or
 * the latest price a copy brought along (`known_prices`), its amount and unit, where and when; one paid at
 * `hereStore` first, when given. The items' `lastPrice` and the header's estimate read it. Each source gives its one
 * best row by its index, then the two are compared.
 */
export const lastPriceColumn = (listId: SQL, productId: SQL, hereStore?: SQL) => {
  const here = (store: SQL) => (hereStore ? sql`(${store} = ${hereStore}) is true desc, ` : sql``);
  return sql<RawLastPrice | null>`(
  select json_build_object('price', p.price, 'amount', p.amount, 'unit', p.unit_id, 'code', pu.code,
    'store', p.store_id, 'at', p.at)
  from (
    (select h.price, h.amount, h.unit_id, h.store_id, h.bought_at as at from purchases h
     where h.list_id = ${listId} and h.product_id = ${productId} and h.price is not null
     order by ${here(sql`h.store_id`)}h.bought_at desc limit 1)
    union all
    (select k.price, k.amount, k.unit_id, k.store_id, k.paid_at from known_prices k
     where k.list_id = ${listId} and k.product_id = ${productId}
     order by ${here(sql`k.store_id`)}k.paid_at desc limit 1)
  ) p left join units pu on pu.id = p.unit_id
  order by ${here(sql`p.store_id`)}p.at desc limit 1)`;
};

/**
 * Every price a list knows of its goods (of one good, with `productId`): its purchases with a price and what a copy
 * brought along (`known_prices`), as `product_id, store_id, price, amount, unit_id, at`. The copies and the dialog's
 * prices per shop read it whole; `lastPriceColumn`, on every item's answer, takes each source's best row by its index.
 */
const knownPrices = (listId: number, productId?: number) => {
  const good = (table: SQL) => (productId === undefined ? sql`` : sql`and ${table}.product_id = ${productId}`);
  return sql`(
    select h.product_id, h.store_id, h.price, h.amount, h.unit_id, h.bought_at as at from purchases h
    where h.list_id = ${listId} and h.price is not null ${good(sql`h`)}
    union all
    select k.product_id, k.store_id, k.price, k.amount, k.unit_id, k.paid_at from known_prices k
    where k.list_id = ${listId} ${good(sql`k`)})`;
};

/**
 * A copy's knowledge of its goods' prices (`known_prices`): for each good on the new list, the source's last price
 * at each of its shops (and at none), purchases and known prices alike, with the shop of the copy of the same name.
 * The receipts and the purchases stay the source's.
 */
export async function copyKnownPrices(db: Executor, from: number, to: number): Promise<void> {
  await db.execute(sql`
    insert into known_prices (list_id, product_id, store_id, price, amount, unit_id, paid_at)
    select ${to}, k.product_id, ns.id, k.price, k.amount, k.unit_id, k.at
    from (
      select distinct on (x.product_id, lower(coalesce(s.name, ''))) x.product_id, s.name as store_name, x.price,
        x.amount, x.unit_id, x.at
      from ${knownPrices(from)} x
      left join list_stores s on s.id = x.store_id
      where x.product_id in (select product_id from list_items where list_id = ${to} and product_id is not null)
      order by x.product_id, lower(coalesce(s.name, '')), x.at desc
    ) k
    left join list_stores ns on ns.list_id = ${to} and lower(ns.name) = lower(k.store_name)`);
}

/** A good's last price as answered (`LastPrice`): per one of the item's `unit` now, rounded, where the units agree. */
export function toLastPrice(last: RawLastPrice, unit: UnitRef | null, timeZone: string): LastPrice {
  const perUnit = perUnitOf(last, unit);
  return {
    price: last.price,
    perUnit: perUnit === null ? null : Math.round(perUnit),
    store: last.store,
    at: formatDate(new Date(last.at), timeZone),
  };
}

/**
 * A good's last price at each shop of the list it was paid at (and at none), the latest first: its purchases and the
 * prices a copy brought along. The item's unit with it, for the price per unit; none for a plain entry.
 */
export async function lastPricesByStore(
  db: Executor,
  itemRowId: number,
): Promise<{ prices: RawLastPrice[]; unit: UnitRef | null }> {
  const [item] = rowsOf<{ list_id: number; product_id: number | null; unit_id: number | null; code: string | null }>(
    await db.execute(sql`
      select i.list_id, i.product_id, i.unit_id, u.code from list_items i left join units u on u.id = i.unit_id
      where i.id = ${itemRowId}`),
  );
  if (!item || item.product_id === null) return { prices: [], unit: null };
  const prices = rowsOf<RawLastPrice>(
    await db.execute(sql`
      select * from (
        select distinct on (coalesce(x.store_id, 0)) x.price::int8 as price, x.amount, x.unit_id as unit, pu.code,
          x.store_id as store, x.at
        from ${knownPrices(item.list_id, item.product_id)} x left join units pu on pu.id = x.unit_id
        order by coalesce(x.store_id, 0), x.at desc
      ) last order by at desc`),
  );
  const unit = item.unit_id === null ? null : { id: item.unit_id, code: item.code ?? '' };
  return { prices: prices.map((row) => ({ ...row, price: Number(row.price) })), unit };
}

/** A ticked item as its price is set: its list's currency, and whether it is ticked. */
export interface TickRow {
  currency: string;
  completed: boolean;
}

export async function tickOf(db: Executor, itemRowId: number): Promise<TickRow | undefined> {
  const [row] = rowsOf<TickRow>(
    await db.execute(sql`
      select l.currency, i.completed from list_items i join lists l on l.id = i.list_id where i.id = ${itemRowId}`),
  );
  return row;
}

/**
 * Sets (or clears) a ticked item's price, and its purchase's (the tick's row of `purchases`; a plain entry has none)
 * with the amount bought, so the good's last price knows what it was for.
 */
export async function setTickPrice(db: Executor, itemRowId: number, price: number | null) {
  await db.execute(sql`update list_items set price = ${price} where id = ${itemRowId}`);
  // The tick's own time as the row keeps it (microseconds: a time read into JavaScript keeps milliseconds only).
  await db.execute(sql`
    update purchases p set price = ${price}, amount = case when ${price}::bigint is null then null else i.amount end,
      unit_id = case when ${price}::bigint is null then null else i.unit_id end
    from list_items i
    where i.id = ${itemRowId} and p.list_id = i.list_id and p.product_id = i.product_id
      and p.bought_at = i.completed_at`);
}

/**
 * A shopping list's money for a member (`ListHeader.estimate`, `spent`): the open goods' prices typed with them, else
 * their last prices (at the shop the member is in now, when the good was bought there; else anywhere on the list) per
 * their unit times their amounts; and the prices of the ticked items.
 */
export async function listMoney(
  db: Executor,
  listId: number,
  userId: number,
): Promise<{ estimate: Estimate; spent: number }> {
  const rows = rowsOf<{
    completed: boolean;
    price: string | null;
    amount: string | null;
    unit_id: number | null;
    unit_code: string | null;
    last: RawLastPrice | null;
  }>(
    await db.execute(sql`
      with here as (
        select here_store_id as store from list_members m
        where list_id = ${listId} and user_id = ${userId} and ${inShopOf(sql`m.here_store_id`, sql`m.here_since`)}
      )
      select i.completed, i.price::text as price, i.amount::text as amount, i.unit_id, u.code as unit_code,
        ${lastPriceColumn(sql`i.list_id`, sql`i.product_id`, sql`(select store from here)`)} as last
      from list_items i left join units u on u.id = i.unit_id
      where i.list_id = ${listId}`),
  );
  let spent = 0;
  const open: { amount: number | null; perUnit: number | null }[] = [];
  for (const row of rows) {
    if (row.completed) {
      spent += Number(row.price ?? 0);
      continue;
    }
    // A price typed with the good («молоко 89₽») is its line's whole price.
    if (row.price !== null) {
      open.push({ amount: 1, perUnit: Number(row.price) });
      continue;
    }
    const unit = row.unit_id === null ? null : { id: row.unit_id, code: row.unit_code ?? '' };
    open.push({ amount: row.amount === null ? null : Number(row.amount), perUnit: perUnitOf(row.last, unit) });
  }
  return { estimate: estimateOf(open), spent };
}

/** The shop of a shopping list a member is in now (`inShopOf`); null when none (or no member, or another kind). */
export async function hereStoreOf(db: Executor, listId: number, userId: number): Promise<number | null> {
  const [row] = rowsOf<{ store: number }>(
    await db.execute(sql`
      select m.here_store_id as store from list_members m join lists l on l.id = m.list_id
      where m.list_id = ${listId} and m.user_id = ${userId} and l.kind = 'shopping'
        and ${inShopOf(sql`m.here_store_id`, sql`m.here_since`)}`),
  );
  return row?.store ?? null;
}

/**
 * The last prices of a list's goods that were paid at `storeId` (the shop a member is in), by item row: what that
 * member's items carry instead of the latest anywhere on the list (`lastPriceColumn` with the shop); of one item
 * (`itemRowId`) when given. Goods never bought there are not in it.
 */
export async function lastPricesAt(
  db: Executor,
  listId: number,
  storeId: number,
  timeZone: string,
  itemRowId?: number,
): Promise<Map<number, LastPrice>> {
  const rows = rowsOf<{ id: number; unit_id: number | null; code: string | null; last: RawLastPrice }>(
    await db.execute(sql`
      select i.id, i.unit_id, u.code, ${lastPriceColumn(sql`i.list_id`, sql`i.product_id`, sql`${storeId}::int`)} as last
      from list_items i left join units u on u.id = i.unit_id
      where i.list_id = ${listId} and i.product_id is not null ${itemRowId === undefined ? sql`` : sql`and i.id = ${itemRowId}`}
        and (exists (select 1 from purchases h where h.list_id = i.list_id and h.product_id = i.product_id
                     and h.store_id = ${storeId} and h.price is not null)
          or exists (select 1 from known_prices k where k.list_id = i.list_id and k.product_id = i.product_id
                     and k.store_id = ${storeId}))`),
  );
  const unitOf = (row: (typeof rows)[number]) =>
    row.unit_id === null ? null : { id: row.unit_id, code: row.code ?? '' };
  return new Map(rows.map((row) => [Number(row.id), toLastPrice(row.last, unitOf(row), timeZone)]));
}
