/**
 * The statements of a pasted list's change, each for every line at once (add-text.ts): the list's items read once,
 * deleted own products given back in one statement and new ones made 25 a statement (before the change,
 * add-text.products.ts), the items inserted and changed in one statement each. So a paste of 200 lines costs a handful
 * of statements, not a few per line.
 */
import { foldName, type Lang } from '@listok/contract';
import { eq, sql } from 'drizzle-orm';
import { type Executor, letOthersIn, rowsOf } from '../../../db/client.js';
import { listItemStores, listStores } from '../../../db/schema.js';
import { foldColumn } from '../../../lib/search.js';

const json = (value: unknown) => sql`${JSON.stringify(value)}::json`;

/** An item of the list as a paste sees it. */
export interface PastedItem {
  id: number;
  productId: number;
  amount: number;
  unitId: number;
  /** The item's note («3,2%»); `""` when none. */
  note: string;
  completed: boolean;
}

/** A product a paste put on the list or made. */
export interface PastedProduct {
  id: number;
  name: string;
  defaultUnitId: number | null;
}

/** Every product's item of the list (read under the list's lock); plain entries are no products'. */
export async function itemsOfList(db: Executor, listId: number): Promise<PastedItem[]> {
  const rows = rowsOf<{
    id: number;
    product_id: number;
    amount: string;
    unit_id: number;
    note: string;
    completed: boolean;
  }>(
    await db.execute(sql`
      select id, product_id, amount, unit_id, note, completed from list_items
      where list_id = ${listId} and product_id is not null`),
  );
  return rows.map((r) => ({
    id: r.id,
    productId: r.product_id,
    amount: Number(r.amount),
    unitId: r.unit_id,
    note: r.note,
    completed: r.completed,
  }));
}

const productColumns = sql`id, name_ru as name, default_unit_id as "defaultUnitId"`;
/** A product's department's code and chosen picture (`products` in the statement). */
const shownColumns = sql`(select c.code from categories c where c.id = products.category_id) as "categoryCode", icon`;

/** A product of the user's that they deleted, as a paste would give it back. */
export interface DeletedProduct extends PastedProduct {
  /** When it was deleted: a paste that fails puts it back as it was. */
  deletedAt: Date;
  nameEn: string;
  details: string;
  category: number | null;
  /** Its department's code, which its picture falls back on, and the picture chosen for it (else null). */
  categoryCode: string | null;
  icon: string | null;
}

/**
 * The products the user deleted whose names in the language are among `names` (folded), the last deleted of each name
 * (`reclaimDeletedProduct`'s rule, for many names). A read: `reclaimProducts` gives them back.
 */
export async function deletedProductsNamed(
  db: Executor,
  names: readonly string[],
  lang: Lang,
  userId: number,
): Promise<DeletedProduct[]> {
  if (names.length === 0) return [];
  const name = foldColumn(sql.raw(lang === 'ru' ? 'name_ru' : 'name_en'));
  const rows = rowsOf<Omit<DeletedProduct, 'deletedAt'> & { deletedAt: Date | string }>(
    await db.execute(sql`
      select distinct on (${name}) ${productColumns}, name_en as "nameEn", details, category_id as category,
        ${shownColumns}, deleted_at as "deletedAt"
      from products
      where deleted_by = ${userId} and ${name} in (select json_array_elements_text(${json(names.map(foldName))}))
      order by ${name}, deleted_at desc, id desc`),
  );
  return rows.map((r) => ({ ...r, deletedAt: new Date(r.deletedAt) }));
}

/** Gives deleted products back to the user (those still deleted by them). */
export async function reclaimProducts(db: Executor, ids: readonly number[], userId: number) {
  if (ids.length === 0) return;
  await db.execute(sql`
    update products set owner_id = ${userId}, deleted_by = null, deleted_at = null, updated_at = now()
    where deleted_by = ${userId} and id in (select json_array_elements_text(${json(ids)})::int)`);
}

/**
 * Undoes what a paste did to the user's products before its change failed: the products it made go (those no list
 * took meanwhile), and the deleted ones it gave back are deleted again as they were.
 */
export async function undoProducts(
  db: Executor,
  userId: number,
  made: readonly number[],
  reclaimed: readonly { id: number; deletedAt: Date }[],
) {
  if (made.length > 0) {
    await db.execute(sql`
      delete from products p
      where p.owner_id = ${userId} and p.id in (select json_array_elements_text(${json(made)})::int)
        and not exists (select from list_items l where l.product_id = p.id)`);
  }
  if (reclaimed.length > 0) {
    await db.execute(sql`
      update products p set owner_id = null, deleted_by = ${userId}, deleted_at = r.deleted_at, updated_at = now()
      from json_to_recordset(${json(reclaimed.map((r) => ({ id: r.id, deleted_at: r.deletedAt.toISOString() })))})
        as r(id int, deleted_at timestamptz)
      where p.id = r.id and p.owner_id = ${userId}`);
  }
}

/** What the answer of a paste shows of goods it would add (a preview, which makes no rows). */
export interface ShownProduct {
  id: number;
  nameRu: string;
  nameEn: string;
  details: string;
  category: number | null;
  /** Its department's code, which its picture falls back on, and the picture chosen for it (else null). */
  categoryCode: string | null;
  icon: string | null;
}

export async function productsShown(db: Executor, ids: readonly number[]): Promise<ShownProduct[]> {
  if (ids.length === 0) return [];
  return rowsOf<ShownProduct>(
    await db.execute(sql`
      select id, name_ru as "nameRu", name_en as "nameEn", details, category_id as category, ${shownColumns}
      from products
      where id in (select json_array_elements_text(${json(ids)})::int)`),
  );
}

/** How many new products one statement makes: each of them feeds the name indexes (trigrams of up to 256 letters). */
export const productsPerStatement = 25;

/** New products of the user's own, one per name (the same name in both languages, as `createOwnProduct`). */
export async function createOwnProducts(
  db: Executor,
  names: readonly string[],
  ownerId: number,
  unitId: number | null,
): Promise<PastedProduct[]> {
  const made: PastedProduct[] = [];
  for (let start = 0; start < names.length; start += productsPerStatement) {
    const chunk = names.slice(start, start + productsPerStatement);
    if (start > 0) await letOthersIn();
    made.push(
      ...rowsOf<PastedProduct>(
        await db.execute(sql`
          insert into products (name_ru, name_en, details, owner_id, default_unit_id)
          select n.name, n.name, '', ${ownerId}, ${unitId}::int
          from json_array_elements_text(${json(chunk)}) with ordinality as n(name, position)
          order by n.position
          returning ${productColumns}`),
      ),
    );
  }
  return made;
}

/** New items of the list, once each (a concurrent add of the same product wins); their rows by product. */
export async function insertItems(
  db: Executor,
  listId: number,
  addedBy: number,
  items: readonly {
    productId: number;
    amount: number;
    unitId: number;
    note?: string | undefined;
    price?: number | undefined;
  }[],
): Promise<Map<number, number>> {
  if (items.length === 0) return new Map();
  const rows = rowsOf<{ id: number; product_id: number }>(
    await db.execute(sql`
      insert into list_items (list_id, product_id, amount, unit_id, note, price, added_by)
      select ${listId}, i.product, i.amount, i.unit, coalesce(i.note, ''), i.price, ${addedBy}
      from json_to_recordset(${json(
        items.map((i, position) => ({
          product: i.productId,
          amount: i.amount.toFixed(3),
          unit: i.unitId,
          note: i.note ?? '',
          price: i.price ?? null,
          position,
        })),
      )}) as i(product int, amount numeric, unit int, note text, price int8, position int)
      order by i.position
      on conflict (list_id, product_id) do nothing
      returning id, product_id`),
  );
  return new Map(rows.map((r) => [r.product_id, r.id]));
}

/**
 * Items given a new amount, unit and note (and price, when a line gave one), and put back on the list when `reopen`
 * (no longer bought: its price goes with its tick, migration 0049, unless the line gave one).
 */
export async function updateItems(
  db: Executor,
  items: readonly {
    id: number;
    amount: number;
    unitId: number;
    note: string;
    reopen: boolean;
    price?: number | undefined;
  }[],
) {
  if (items.length === 0) return;
  const rows = items.map((i) => ({
    id: i.id,
    amount: i.amount.toFixed(3),
    unit: i.unitId,
    note: i.note,
    reopen: i.reopen,
    price: i.price ?? null,
  }));
  await db.execute(sql`
    update list_items l set amount = i.amount, unit_id = i.unit, note = i.note, updated_at = now(),
      completed = l.completed and not i.reopen,
      completed_at = case when i.reopen then null else l.completed_at end,
      completed_by = case when i.reopen then null else l.completed_by end,
      price = case when i.price is not null then i.price when i.reopen then null else l.price end
    from json_to_recordset(${json(rows)}) as i(id int, amount numeric, unit int, note text, reopen boolean,
      price int8)
    where l.id = i.id`);
}

/** Ties goods to shops of their list (pasted lines that named one); a tie there already stays. */
export async function addStoreTies(db: Executor, ties: { itemId: number; storeId: number }[]): Promise<void> {
  if (ties.length > 0) await db.insert(listItemStores).values(ties).onConflictDoNothing();
}

/** The list's shops, which a pasted line may name at its end. */
export async function storeNames(db: Executor, listId: number): Promise<{ id: number; name: string }[]> {
  return db.select({ id: listStores.id, name: listStores.name }).from(listStores).where(eq(listStores.listId, listId));
}
