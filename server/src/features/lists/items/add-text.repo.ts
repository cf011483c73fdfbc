/**
 * The statements of a pasted list's change, each for every line at once (add-text.ts): the list's items read once,
 * deleted own products given back and new ones made in one statement each, the items inserted and changed in one
 * statement each. So a paste of 200 lines costs a handful of statements, not a few per line.
 */
import { foldName, type Lang } from '@listok/contract';
import { sql } from 'drizzle-orm';
import { type Executor, letOthersIn } from '../../../db/client.js';
import { foldColumn } from '../../../lib/search.js';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const json = (value: unknown) => sql`${JSON.stringify(value)}::json`;

/** An item of the list as a paste sees it. */
export interface PastedItem {
  id: number;
  productId: number;
  amount: number;
  unitId: number;
  completed: boolean;
}

/** A product a paste put on the list or made. */
export interface PastedProduct {
  id: number;
  name: string;
  defaultUnitId: number | null;
}

/** Every item of the list (read under the list's lock). */
export async function itemsOfList(db: Executor, listId: number): Promise<PastedItem[]> {
  const rows = rowsOf<{ id: number; product_id: number; amount: string; unit_id: number; completed: boolean }>(
    await db.execute(sql`
      select id, product_id, amount, unit_id, completed from list_items where list_id = ${listId}`),
  );
  return rows.map((r) => ({
    id: r.id,
    productId: r.product_id,
    amount: Number(r.amount),
    unitId: r.unit_id,
    completed: r.completed,
  }));
}

const productColumns = sql`id, name_ru as name, default_unit_id as "defaultUnitId"`;

/**
 * The products the user deleted whose names in the language are among `names` (folded), given back to them, the last
 * deleted of each name (`reclaimDeletedProduct`'s rule, for many names).
 */
export async function reclaimDeletedProducts(
  db: Executor,
  names: readonly string[],
  lang: Lang,
  userId: number,
): Promise<PastedProduct[]> {
  if (names.length === 0) return [];
  const name = foldColumn(sql.raw(lang === 'ru' ? 'name_ru' : 'name_en'));
  return rowsOf<PastedProduct>(
    await db.execute(sql`
      update products set owner_id = ${userId}, deleted_by = null, deleted_at = null, updated_at = now()
      where id in (
        select distinct on (${name}) id from products
        where deleted_by = ${userId} and ${name} in (select json_array_elements_text(${json(names.map(foldName))}))
        order by ${name}, deleted_at desc, id desc)
      returning ${productColumns}`),
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
  items: readonly { productId: number; amount: number; unitId: number }[],
): Promise<Map<number, number>> {
  if (items.length === 0) return new Map();
  const rows = rowsOf<{ id: number; product_id: number }>(
    await db.execute(sql`
      insert into list_items (list_id, product_id, amount, unit_id, added_by)
      select ${listId}, i.product, i.amount, i.unit, ${addedBy}
      from json_to_recordset(${json(
        items.map((i, position) => ({ product: i.productId, amount: i.amount.toFixed(3), unit: i.unitId, position })),
      )}) as i(product int, amount numeric, unit int, position int)
      order by i.position
      on conflict (list_id, product_id) do nothing
      returning id, product_id`),
  );
  return new Map(rows.map((r) => [r.product_id, r.id]));
}

/** Items given a new amount and unit, and put back on the list when `reopen` (no longer bought). */
export async function updateItems(
  db: Executor,
  items: readonly { id: number; amount: number; unitId: number; reopen: boolean }[],
) {
  if (items.length === 0) return;
  await db.execute(sql`
    update list_items l set amount = i.amount, unit_id = i.unit, updated_at = now(),
      completed = l.completed and not i.reopen,
      completed_at = case when i.reopen then null else l.completed_at end,
      completed_by = case when i.reopen then null else l.completed_by end
    from json_to_recordset(${json(items.map((i) => ({ id: i.id, amount: i.amount.toFixed(3), unit: i.unitId, reopen: i.reopen })))})
      as i(id int, amount numeric, unit int, reopen boolean)
    where l.id = i.id`);
}
