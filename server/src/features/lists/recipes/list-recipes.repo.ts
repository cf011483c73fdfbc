/**
 * The recipes on a shopping list (`list_recipes`) and what each put into the list's items (`item_recipes`): read and
 * written inside the list's change, under its lock, a statement for all the items at once.
 */
import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../../db/client.js';
import type { Contribution } from './recipe-lines.js';

const json = (value: unknown) => sql`${JSON.stringify(value)}::json`;

const amountOf = (value: string | null) => (value === null ? null : Number(value));

interface ContributionRow {
  item_id: number;
  amount: string | null;
  unit_id: number | null;
  note_amount: string | null;
  note_unit_id: number | null;
  note: string;
  made_item: boolean;
}

const contributionOf = (row: ContributionRow): Contribution => ({
  amount: amountOf(row.amount),
  unitId: row.unit_id,
  noteAmount: amountOf(row.note_amount),
  noteUnitId: row.note_unit_id,
  note: row.note,
  madeItem: row.made_item,
});

/** What the recipe holds of the list's items, by item row. */
export async function heldByRecipe(db: Executor, listId: number, recipeId: number): Promise<Map<number, Contribution>> {
  const rows = rowsOf<ContributionRow>(
    await db.execute(sql`
      select ir.item_id, ir.amount, ir.unit_id, ir.note_amount, ir.note_unit_id, ir.note, ir.made_item
      from item_recipes ir join list_items l on l.id = ir.item_id
      where l.list_id = ${listId} and ir.recipe_id = ${recipeId}`),
  );
  return new Map(rows.map((row) => [row.item_id, contributionOf(row)]));
}

/** What the recipe holds of each item it is in, with the item and whether other recipes hold amounts of it too. */
export async function itemsHeld(db: Executor, listId: number, recipeId: number) {
  const rows = rowsOf<
    ContributionRow & {
      item_amount: string;
      item_unit_id: number;
      item_note: string;
      completed: boolean;
      shared: boolean;
      product_id: number;
    }
  >(
    await db.execute(sql`
      select ir.item_id, ir.amount, ir.unit_id, ir.note_amount, ir.note_unit_id, ir.note, ir.made_item,
        l.amount as item_amount, l.unit_id as item_unit_id, l.note as item_note, l.completed, l.product_id,
        exists (select from item_recipes o where o.item_id = ir.item_id and o.recipe_id <> ir.recipe_id) as shared
      from item_recipes ir join list_items l on l.id = ir.item_id
      where l.list_id = ${listId} and ir.recipe_id = ${recipeId} and l.product_id is not null
      order by l.id`),
  );
  return rows.map((row) => ({
    id: row.item_id,
    amount: Number(row.item_amount),
    unitId: row.item_unit_id,
    note: row.item_note,
    completed: row.completed,
    mine: contributionOf(row),
    shared: row.shared,
    productId: row.product_id,
  }));
}

/** Writes what the recipe holds of items (replacing what it held of them). */
export async function holdItems(db: Executor, recipeId: number, held: readonly (Contribution & { itemId: number })[]) {
  if (held.length === 0) return;
  const rows = held.map((h) => ({
    item: h.itemId,
    amount: h.amount?.toFixed(3) ?? null,
    unit: h.unitId,
    note_amount: h.noteAmount?.toFixed(3) ?? null,
    note_unit: h.noteUnitId,
    note: h.note,
    made: h.madeItem,
  }));
  await db.execute(sql`
    insert into item_recipes (item_id, recipe_id, amount, unit_id, note_amount, note_unit_id, note, made_item)
    select h.item, ${recipeId}, h.amount, h.unit, h.note_amount, h.note_unit, h.note, h.made
    from json_to_recordset(${json(rows)})
      as h(item int, amount numeric, unit int, note_amount numeric, note_unit int, note text, made boolean)
    on conflict (item_id, recipe_id) do update set amount = excluded.amount, unit_id = excluded.unit_id,
      note_amount = excluded.note_amount, note_unit_id = excluded.note_unit_id, note = excluded.note,
      made_item = excluded.made_item`);
}

/** The recipe on the list, its servings summed with those it had there (two dinners: 4 + 4). */
export async function putOnList(
  db: Executor,
  listId: number,
  recipeId: number,
  servings: number | null,
  addedBy: number,
): Promise<void> {
  await db.execute(sql`
    insert into list_recipes (list_id, recipe_id, servings, added_by)
    values (${listId}, ${recipeId}, ${servings}, ${addedBy})
    on conflict (list_id, recipe_id) do update
      set servings = least(list_recipes.servings + excluded.servings, 32767), added_by = excluded.added_by`);
}

/**
 * Takes the recipe off the list: `{servings}` it had there, or undefined when it was not there. Items it was the first
 * of pass that to the others holding them.
 */
export async function takeOffList(db: Executor, listId: number, recipeId: number, madeItems: readonly number[]) {
  if (madeItems.length > 0) {
    await db.execute(sql`
      update item_recipes set made_item = true
      where recipe_id <> ${recipeId} and item_id in (select json_array_elements_text(${json(madeItems)})::int)`);
  }
  await db.execute(sql`
    delete from item_recipes ir using list_items l
    where l.id = ir.item_id and l.list_id = ${listId} and ir.recipe_id = ${recipeId}`);
  const [gone] = rowsOf<{ servings: number | null }>(
    await db.execute(sql`
      delete from list_recipes where list_id = ${listId} and recipe_id = ${recipeId} returning servings`),
  );
  return gone;
}

/** Deletes items of the list (a recipe taken back that alone put them there). */
export async function deleteItems(db: Executor, listId: number, ids: readonly number[]) {
  if (ids.length === 0) return;
  await db.execute(sql`
    delete from list_items where list_id = ${listId} and id in (select json_array_elements_text(${json(ids)})::int)`);
}
