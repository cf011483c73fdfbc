import { type Store, storesPerListMax } from '@listok/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../../db/client.js';
import { categories, listItemStores, listMembers, listStoreOrder, listStores } from '../../../db/schema.js';
import { AppError, notFound, violatedUniqueConstraint } from '../../../lib/errors.js';
import { learnedStoreOrder, shopOrderOf, withTheRest } from './shop-order.repo.js';

/** The list's own department order, read at most once however many shops follow it. */
function listOrderOnce(db: Executor, listId: number): () => Promise<number[]> {
  let order: Promise<number[]> | undefined;
  return () => {
    order ??= shopOrderOf(db, listId).then((shop) => shop.order);
    return order;
  };
}

/** A shop of the list as the answers give it: its department order, arranged for it or learned. */
async function storeAnswer(
  db: Executor,
  listId: number,
  store: { id: number; name: string },
  listOrder: () => Promise<number[]>,
): Promise<Store> {
  const arranged = await db
    .select({ categoryId: listStoreOrder.categoryId })
    .from(listStoreOrder)
    .where(eq(listStoreOrder.storeId, store.id))
    .orderBy(asc(listStoreOrder.position));
  if (arranged.length > 0) {
    const order = await withTheRest(
      db,
      arranged.map((row) => row.categoryId),
    );
    return { ...store, order, arranged: true };
  }
  return { ...store, order: await learnedStoreOrder(db, listId, store.id, listOrder), arranged: false };
}

/** The list's shops, oldest first. */
export async function storesOf(db: Executor, listId: number): Promise<Store[]> {
  const rows = await db
    .select({ id: listStores.id, name: listStores.name })
    .from(listStores)
    .where(eq(listStores.listId, listId))
    .orderBy(asc(listStores.id));
  const listOrder = listOrderOnce(db, listId);
  return Promise.all(rows.map((row) => storeAnswer(db, listId, row, listOrder)));
}

/** One shop of the list; 404 for a shop of another list or none. */
export async function storeOf(db: Executor, listId: number, storeId: number): Promise<Store> {
  const row = await storeNamed(db, listId, storeId);
  if (!row) throw notFound();
  return storeAnswer(db, listId, row, listOrderOnce(db, listId));
}

/** A name another shop of the list has, ignoring case: 409 naming it. */
async function assertNameFree(db: Executor, listId: number, name: string, except = 0) {
  const [taken] = rowsOf<{ name: string }>(
    await db.execute(sql`
      select name from list_stores where list_id = ${listId} and lower(name) = lower(${name}) and id <> ${except}`),
  );
  if (taken) throw new AppError('STORE_EXISTS', { params: { name: taken.name } });
}

/** Runs a write that may meet another's shop of the same name at the same moment (the unique index): 409 then. */
async function namedWrite<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'list_stores_name_key')
      throw new AppError('STORE_EXISTS', { params: { name } });
    throw error;
  }
}

/** A new shop of the list (the caller holds the list's row lock): at most `storesPerListMax`, names unique. */
export async function createStore(db: Executor, listId: number, name: string): Promise<Store> {
  const [count] = rowsOf<{ count: number }>(
    await db.execute(sql`select count(*)::int as count from list_stores where list_id = ${listId}`),
  );
  if ((count?.count ?? 0) >= storesPerListMax)
    throw new AppError('STORE_LIMIT', { params: { limit: storesPerListMax } });
  await assertNameFree(db, listId, name);
  const [row] = await namedWrite(name, () =>
    db.insert(listStores).values({ listId, name }).returning({ id: listStores.id, name: listStores.name }),
  );
  return storeAnswer(db, listId, row!, listOrderOnce(db, listId));
}

/** Renames a shop and arranges its departments (those given; `order: null` forgets the arrangement). */
export async function updateStore(
  db: Executor,
  listId: number,
  storeId: number,
  changes: { name?: string | undefined; order?: number[] | null | undefined },
): Promise<void> {
  if (!(await storeNamed(db, listId, storeId))) throw notFound();
  if (changes.name !== undefined) {
    const name = changes.name;
    await assertNameFree(db, listId, name, storeId);
    await namedWrite(name, () => db.update(listStores).set({ name }).where(eq(listStores.id, storeId)));
  }
  if (changes.order !== undefined) {
    await db.delete(listStoreOrder).where(eq(listStoreOrder.storeId, storeId));
    const known = new Set((await db.select({ id: categories.id }).from(categories)).map((row) => row.id));
    const values = (changes.order ?? [])
      .filter((id) => known.has(id))
      .map((categoryId, position) => ({ storeId, categoryId, position }));
    if (values.length > 0) await db.insert(listStoreOrder).values(values);
  }
}

/** Deletes a shop; whether the list's items had ties to it (they go too). */
export async function deleteStore(db: Executor, listId: number, storeId: number): Promise<boolean> {
  const [tied] = await db
    .select({ itemId: listItemStores.itemId })
    .from(listItemStores)
    .where(eq(listItemStores.storeId, storeId))
    .limit(1);
  const deleted = await db
    .delete(listStores)
    .where(and(eq(listStores.listId, listId), eq(listStores.id, storeId)))
    .returning({ id: listStores.id });
  if (deleted.length === 0) throw notFound();
  return tied !== undefined;
}

/** The list's shop of this id, or undefined for a shop of another list or none. */
export async function storeNamed(
  db: Executor,
  listId: number,
  storeId: number,
): Promise<{ id: number; name: string } | undefined> {
  const [row] = await db
    .select({ id: listStores.id, name: listStores.name })
    .from(listStores)
    .where(and(eq(listStores.listId, listId), eq(listStores.id, storeId)));
  return row;
}

/**
 * The shop the member is in from now (for a trip's hours), or none; `going`: on the way to it («Иду в Пятёрочку»),
 * there from their first tick on the list (the purchases' trigger, migration 0043) or their "I'm at".
 */
export async function setHere(
  db: Executor,
  listId: number,
  userId: number,
  storeId: number | null,
  going = false,
): Promise<void> {
  await db
    .update(listMembers)
    .set({
      hereStoreId: storeId,
      hereSince: storeId === null ? null : new Date(),
      hereGoing: going && storeId !== null,
    })
    .where(and(eq(listMembers.listId, listId), eq(listMembers.userId, userId)));
}
