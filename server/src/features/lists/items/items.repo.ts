import { foldName, type ItemSort, type Lang, type ListItem, piecesCode } from '@listok/contract';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client.js';
import {
  type FieldEdits,
  listItemStores,
  listItems,
  listStores,
  products,
  type StoredReplaced,
  units,
} from '../../../db/schema.js';
import { foldColumn } from '../../../lib/search.js';
import type { DueChange } from '../todos/due.js';
import { type JoinedItem, joined, nameColumn, toListItem } from './item-rows.js';

export { markedFields } from './item-rows.js';

export type ItemRow = typeof listItems.$inferSelect;
export type ProductRow = typeof products.$inferSelect;

/** A product's name column in a language. */
const productName = (lang: Lang) => (lang === 'ru' ? products.nameRu : products.nameEn);

/**
 * The contract's `compareItemsByName` in SQL: the folded name code point by code point (`collate "C"`, whatever the
 * database's collation), then the row id. items-order.test.ts holds the two together.
 */
const nameOrder = (lang: Lang) => [sql`${foldColumn(nameColumn(lang))} collate "C"`, listItems.id];

/** The rows of a list's items in the requested order, with the `extra` columns asked. */
function itemRowsOfList<Extra>(db: Executor, listId: number, sort: ItemSort, lang: Lang, extra: SelectedFields = {}) {
  const direction = sort.startsWith('-') ? desc : asc;
  const order = (sort.endsWith('name') ? nameOrder(lang) : [listItems.addedAt, listItems.id]).map((key) =>
    direction(key),
  );
  return joined(db, extra)
    .where(eq(listItems.listId, listId))
    .orderBy(...order) as Promise<(JoinedItem & Extra)[]>;
}

/** Every item of a list in the requested order, numbered from 1. */
export async function itemsOfList(db: Executor, listId: number, sort: ItemSort, lang: Lang, timeZone: string) {
  const rows = await itemRowsOfList(db, listId, sort, lang);
  return rows.map((row, index) => toListItem(row, index + 1, lang, timeZone));
}

/**
 * `itemsOfList` and, in the same read, who reserved which of them (row → user): a wish list's reader who may reserve
 * reads the items once (items.reservations.ts).
 */
export async function itemsOfListReserved(db: Executor, listId: number, sort: ItemSort, lang: Lang, timeZone: string) {
  const rows = await itemRowsOfList<{ reservedBy: number | null }>(db, listId, sort, lang, {
    reservedBy: listItems.reservedBy,
  });
  const reserved = new Map<number, number>();
  for (const row of rows) if (row.reservedBy !== null) reserved.set(row.id, row.reservedBy);
  return { items: rows.map((row, index) => toListItem(row, index + 1, lang, timeZone)), reserved };
}

/**
 * An item's number in the default order (time added) among its list's items, counted in SQL: timestamps carry
 * microseconds that a JavaScript Date would round away.
 */
const placeColumn = sql<number>`(select count(*)::int from list_items other
  where other.list_id = ${listItems.listId} and (other.added_at, other.id) <= (${listItems.addedAt}, ${listItems.id}))`;

/** One item, numbered by its place in the default order (time added): one statement. */
export async function itemOfList(db: Executor, rowId: number, lang: Lang, timeZone: string): Promise<ListItem> {
  const [row] = (await joined(db, { place: placeColumn }).where(eq(listItems.id, rowId))) as (JoinedItem & {
    place: number;
  })[];
  return toListItem(row!, Number(row!.place), lang, timeZone);
}

/**
 * One item as `itemOfList` answers it, with its row's reservation, its row locked for a change of it (the joined rows
 * are not): what a reservation checks and answers, in one statement. Undefined when there is no such item.
 */
export async function lockedItemOfList(db: Executor, rowId: number, lang: Lang, timeZone: string) {
  const [row] = (await joined(db, {
    place: placeColumn,
    reservedBy: listItems.reservedBy,
    reservedAt: listItems.reservedAt,
  })
    .where(eq(listItems.id, rowId))
    .for('update', { of: listItems })) as (JoinedItem & {
    place: number;
    reservedBy: number | null;
    reservedAt: Date | null;
  })[];
  if (!row) return undefined;
  const { listId, completed, reservedBy, reservedAt } = row;
  return { item: toListItem(row, Number(row.place), lang, timeZone), listId, completed, reservedBy, reservedAt };
}

export async function findItemRow(db: Executor, rowId: number, lock = false): Promise<ItemRow | undefined> {
  const query = db.select().from(listItems).where(eq(listItems.id, rowId));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** A product the user may put on a list: a common one or one of their own. */
export async function findVisibleProduct(db: Executor, productId: number, userId: number) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, productId), or(eq(products.common, true), eq(products.ownerId, userId))));
  return row;
}

/** A product the user may use whose name in the language equals `name` (ignoring case, ё = е); own ones first. */
export async function findVisibleProductByName(db: Executor, name: string, lang: Lang, userId: number) {
  const [row] = await db
    .select()
    .from(products)
    .where(
      and(
        or(eq(products.common, true), eq(products.ownerId, userId)),
        sql`${foldColumn(productName(lang))} = ${foldName(name)}`,
      ),
    )
    .orderBy(sql`${products.ownerId} is null`, asc(products.id))
    .limit(1);
  return row;
}

/**
 * The product the user deleted whose name in the language equals `name`, given back to them: creating a name again
 * brings back the product rather than making a twin of it (the rows on lists that kept it are that product's).
 */
export async function reclaimDeletedProduct(db: Executor, name: string, lang: Lang, userId: number) {
  const [row] = await db
    .update(products)
    .set({ ownerId: userId, deletedBy: null, deletedAt: null, updatedAt: new Date() })
    .where(
      eq(
        products.id,
        db
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.deletedBy, userId), sql`${foldColumn(productName(lang))} = ${foldName(name)}`))
          .orderBy(desc(products.deletedAt), desc(products.id))
          .limit(1),
      ),
    )
    .returning();
  return row;
}

export async function createOwnProduct(
  db: Executor,
  values: { name: string; details: string; link: string | null; ownerId: number; unitId: number | null },
) {
  const [row] = await db
    .insert(products)
    .values({
      nameRu: values.name,
      nameEn: values.name,
      details: values.details,
      link: values.link,
      ownerId: values.ownerId,
      defaultUnitId: values.unitId,
    })
    .returning();
  return row!;
}

export async function defaultUnitId(db: Executor): Promise<number> {
  const [row] = await db
    .select({ id: units.id })
    .from(units)
    .orderBy(sql`${units.code} <> ${piecesCode}`, asc(units.position))
    .limit(1);
  return row!.id;
}

export async function unitExists(db: Executor, unitId: number): Promise<boolean> {
  const [row] = await db.select({ id: units.id }).from(units).where(eq(units.id, unitId));
  return row !== undefined;
}

/** Adds the product once: a second add of the same product (even a concurrent one) returns undefined. */
export async function insertItem(
  db: Executor,
  values: {
    listId: number;
    productId: number;
    amount: number;
    unitId: number;
    link: string | null;
    note: string;
    /** The price typed with it (issue 50), which its tick pays; null for none. */
    price: number | null;
    addedBy: number;
  },
): Promise<number | undefined> {
  const [row] = await db
    .insert(listItems)
    .values({ ...values, amount: values.amount.toFixed(3) })
    .onConflictDoNothing({ target: [listItems.listId, listItems.productId] })
    .returning({ id: listItems.id });
  return row?.id;
}

export async function deleteItem(db: Executor, rowId: number) {
  await db.delete(listItems).where(eq(listItems.id, rowId));
}

export async function updateItem(
  db: Executor,
  rowId: number,
  values: {
    name?: string | undefined;
    assigneeId?: number | null | undefined;
    amount?: number | null | undefined;
    unitId?: number | undefined;
    link?: string | null;
    note?: string | undefined;
    when?: DueChange | undefined;
    /** The weighed fields' edit times, and what the edit replaced (sync/edit-weighing.ts). */
    edits?: FieldEdits;
    replaced?: StoredReplaced | null;
  },
) {
  await db
    .update(listItems)
    .set({
      name: values.name,
      ...(values.assigneeId === undefined ? {} : { assigneeId: values.assigneeId }),
      ...(values.amount === undefined ? {} : { amount: values.amount?.toFixed(3) ?? null }),
      unitId: values.unitId,
      note: values.note,
      ...(values.link === undefined ? {} : { link: values.link }),
      ...values.when,
      edits: values.edits,
      ...(values.replaced === undefined ? {} : { replaced: values.replaced }),
      updatedAt: new Date(),
    })
    .where(eq(listItems.id, rowId));
}

/** Whether every one of the shops is the list's. */
export async function areStoresOf(db: Executor, listId: number, storeIds: readonly number[]): Promise<boolean> {
  const rows = await db
    .select({ id: listStores.id })
    .from(listStores)
    .where(and(eq(listStores.listId, listId), inArray(listStores.id, [...storeIds])));
  return rows.length === storeIds.length;
}

/** Ties the item to these shops of its list only (none: any shop). */
export async function tieToStores(db: Executor, itemRowId: number, storeIds: readonly number[]): Promise<void> {
  await db.delete(listItemStores).where(eq(listItemStores.itemId, itemRowId));
  if (storeIds.length > 0)
    await db.insert(listItemStores).values(storeIds.map((storeId) => ({ itemId: itemRowId, storeId })));
}
