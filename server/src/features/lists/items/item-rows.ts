import type {
  ItemRecipe,
  Lang,
  LastPrice,
  ListItem,
  ListKind,
  RawLastPrice,
  Repeat,
  ReplacedEdit,
  TodoItem,
} from '@listok/contract';
import { eq, sql } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client.js';
import { listItems, lists, products, type StoredReplaced, units, users } from '../../../db/schema.js';
import { formatDate } from '../../../lib/dates.js';
import { iconOfProduct } from '../../../lib/products.js';
import { lastPriceColumn, toLastPrice } from '../prices/prices.repo.js';
import { dueText } from '../todos/due.js';

// An item's row as the answers read it (the item, its product, unit, ticker, list and assignee) and its answer.

/** An item's name in a language: a plain entry's text, else its product's name. */
export const nameColumn = (lang: Lang) =>
  sql<string>`coalesce(${listItems.name}, ${lang === 'ru' ? products.nameRu : products.nameEn})`;

/** The member a to-do is given to (a second join of users). */
const assignees = alias(users, 'assignee');

const itemColumns = {
  id: listItems.id,
  itemId: listItems.productId,
  nameRu: nameColumn('ru'),
  nameEn: nameColumn('en'),
  details: sql<string>`coalesce(${products.details}, '')`,
  unit: listItems.unitId,
  unitRu: sql<string>`coalesce(${units.nameRu}, '')`,
  unitEn: sql<string>`coalesce(${units.nameEn}, '')`,
  amount: listItems.amount,
  link: sql<string | null>`coalesce(${listItems.link}, ${products.link})`,
  note: listItems.note,
  completed: listItems.completed,
  addedAt: listItems.addedAt,
  completedBy: users.username,
  completedAt: listItems.completedAt,
  category: products.categoryId,
  // The department's code, which a good's icon falls back on (contract goods-icons.ts).
  categoryCode: sql<string | null>`(select c.code from categories c where c.id = ${products.categoryId})`,
  // The picture its owner chose, if any (else its names' or department's).
  productIcon: products.icon,
  kind: lists.kind,
  listId: listItems.listId,
  listName: lists.name,
  assigneeId: listItems.assigneeId,
  assigneeName: assignees.username,
  dueAt: listItems.dueAt,
  dueDay: listItems.dueDay,
  repeat: listItems.repeat,
  // The shops that have it (features/lists/shopping/stores.repo.ts), by id.
  stores: sql<number[]>`array(select s.store_id from list_item_stores s where s.item_id = ${listItems.id} order by 1)`,
  // The thumbnail read from the link's page (features/lists/links), by its version.
  picture: sql<string | null>`(select p.picture_version from link_pages p where p.item_id = ${listItems.id})`,
  // What the ticked line cost, and what the family last paid for the good on this list (features/lists/prices).
  price: listItems.price,
  // What the last edit made apart replaced (features/lists/sync).
  replaced: listItems.replaced,
  unitCode: units.code,
  lastPrice: lastPriceColumn(sql`${listItems.listId}`, sql`${listItems.productId}`),
  // The recipes whose amounts it holds (features/lists/recipes), in the order they were put on the list.
  recipes: sql<ItemRecipe[]>`coalesce((
    select json_agg(json_build_object('id', r.id, 'name', r.name, 'servings', lr.servings)
      order by lr.added_at, r.id)
    from item_recipes ir
    join recipes r on r.id = ir.recipe_id
    left join list_recipes lr on lr.list_id = ${listItems.listId} and lr.recipe_id = ir.recipe_id
    where ir.item_id = ${listItems.id}), '[]'::json)`,
};
export interface JoinedItem {
  id: number;
  itemId: number | null;
  nameRu: string;
  nameEn: string;
  details: string;
  unit: number | null;
  unitRu: string;
  unitEn: string;
  amount: string | null;
  link: string | null;
  note: string;
  completed: boolean;
  addedAt: Date;
  completedBy: string | null;
  completedAt: Date | null;
  category: number | null;
  categoryCode: string | null;
  productIcon: string | null;
  kind: ListKind;
  listId: number;
  listName: string;
  assigneeId: number | null;
  assigneeName: string | null;
  dueAt: Date | null;
  dueDay: string | null;
  repeat: Repeat | null;
  stores: number[];
  picture: string | null;
  recipes: ItemRecipe[];
  price: number | null;
  replaced: StoredReplaced | null;
  unitCode: string | null;
  lastPrice: RawLastPrice | null;
}

/** An item's answer: what every item has, and what its list's kind has (`kind` tells which). */
export function toListItem(row: JoinedItem, num: number, lang: Lang, timeZone: string): ListItem {
  switch (row.kind) {
    case 'shopping':
      // The shops that have it.
      return {
        ...commonFields(row, num, lang, timeZone),
        kind: row.kind,
        stores: row.stores,
        recipes: row.recipes,
        price: row.price,
        lastPrice: lastPriceOf(row, timeZone),
      };
    case 'todo':
      return toTodoItem(row, num, lang, timeZone);
    case 'packing':
    case 'wishlist':
      return { ...commonFields(row, num, lang, timeZone), kind: row.kind };
  }
}

/** An item's last price as answered: per one of its unit now where the units agree. */
function lastPriceOf(row: JoinedItem, timeZone: string): LastPrice | null {
  const unit = row.unit === null ? null : { id: row.unit, code: row.unitCode ?? '' };
  return row.lastPrice ? toLastPrice(row.lastPrice, unit, timeZone) : null;
}

/** A to-do's answer: who does it and when it is due (null when not). */
export function toTodoItem(row: JoinedItem, num: number, lang: Lang, timeZone: string): TodoItem {
  return {
    ...commonFields(row, num, lang, timeZone),
    kind: 'todo',
    assignee:
      row.assigneeId !== null && row.assigneeName !== null ? { id: row.assigneeId, username: row.assigneeName } : null,
    due: dueText(row, timeZone),
    repeat: row.repeat,
  };
}

function commonFields(row: JoinedItem, num: number, lang: Lang, timeZone: string) {
  return {
    id: row.id,
    itemId: row.itemId,
    num,
    name: lang === 'ru' ? row.nameRu : row.nameEn,
    name_ru: row.nameRu,
    name_en: row.nameEn,
    details: row.details,
    unit: row.unit,
    unit_ru: row.unitRu,
    unit_en: row.unitEn,
    amount: row.amount === null ? null : Number(row.amount),
    link: row.link,
    note: row.note,
    completed: row.completed,
    added_at: formatDate(row.addedAt, timeZone, { seconds: true }),
    // A repeating to-do stays open and keeps its last completion (who did it last, when).
    ...markedFields(row.completed || row.repeat !== null, row.completedAt, row.completedBy, timeZone),
    category: row.category,
    ...(row.picture !== null && { picture: row.picture }),
    ...(row.itemId !== null && { icon: iconOfProduct(row) }),
    ...(row.replaced !== null && { replaced: replacedOf(row.replaced, lang, timeZone) }),
  };
}

/** What an edit made apart replaced, as answered in the reader's language and time zone. */
const replacedOf = (replaced: StoredReplaced, lang: Lang, timeZone: string): ReplacedEdit => ({
  field: replaced.field,
  was: replaced[lang],
  by: replaced.by,
  at: formatDate(new Date(replaced.at), timeZone, { seconds: true }),
});

/** The fields of an item that a mark changes, as answered. */
export function markedFields(
  completed: boolean,
  completedAt: Date | null,
  completedBy: string | null,
  timeZone: string,
) {
  return {
    completed_by: completed ? completedBy : null,
    completed_at: completed && completedAt ? formatDate(completedAt, timeZone, { seconds: true }) : null,
  };
}

/** The items' rows as `JoinedItem`s, with the `extra` columns a reader asks beyond them (CalDAV: its names of an item). */
export const joined = (db: Executor, extra: SelectedFields = {}) =>
  db
    .select({ ...itemColumns, ...extra })
    .from(listItems)
    .leftJoin(products, eq(products.id, listItems.productId))
    .leftJoin(units, eq(units.id, listItems.unitId))
    .leftJoin(users, eq(users.id, listItems.completedBy))
    .innerJoin(lists, eq(lists.id, listItems.listId))
    .leftJoin(assignees, eq(assignees.id, listItems.assigneeId));
