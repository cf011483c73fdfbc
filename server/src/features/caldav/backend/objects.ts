import { amountText, type Lang, type ListItem, unitAfter } from '@listok/contract';
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { categories, listItems, products } from '../../../db/schema.js';
import { type JoinedItem, joined, toListItem } from '../../lists/items/item-rows.js';
import type { TodoFacts } from '../vtodo.js';

// A list's items as calendar objects: read as the items' answers read them (items/item-rows.ts), with what only
// CalDAV shows of them (when each last changed, its department's name, the names a calendar app gave it).

/** Who reads the objects: their language (texts, departments) and zone (dues as the API writes them), and the host. */
export interface ObjectReader {
  lang: Lang;
  timeZone: string;
  /** The host a request came to: it makes the items' UIDs unique beyond this server. */
  host: string;
}

/** An item as a calendar app sees it, and as the API answers it to the same user (what a PUT compares with). */
export interface DavObject {
  todo: TodoFacts;
  item: ListItem;
}

/** Which items of a list: all of them, those of some ids, or the one an href's last part names. */
export type Which = { kind: 'all' } | { kind: 'ids'; ids: readonly number[] } | { kind: 'file'; file: string };

const davColumns = {
  updatedAt: listItems.updatedAt,
  davName: listItems.davName,
  davUid: listItems.davUid,
  categoryRu: categories.nameRu,
  categoryEn: categories.nameEn,
};
type StoredItem = JoinedItem & {
  updatedAt: Date;
  davName: string | null;
  davUid: string | null;
  categoryRu: string | null;
  categoryEn: string | null;
};

function filterOf(which: Which): SQL | undefined {
  if (which.kind === 'all') return undefined;
  if (which.kind === 'ids') return inArray(listItems.id, [...which.ids]);
  // An app's own name of a to-do it made, else `<id>.ics`.
  const id = /^(\d{1,9})\.ics$/.exec(which.file)?.[1];
  return or(
    eq(listItems.davName, which.file),
    and(sql`${listItems.davName} is null`, eq(listItems.id, id ? Number(id) : 0)),
  );
}

/** «Молоко, 2 л» on a shopping list, «носки, 3» for an entry with an amount; the name alone otherwise. */
function summaryOf(row: StoredItem, lang: Lang): string {
  const name = lang === 'ru' ? row.nameRu : row.nameEn;
  if (row.amount === null) return name;
  const amount = Number(row.amount);
  const unit = row.unit === null ? undefined : { name_ru: row.unitRu, name_en: row.unitEn };
  // A good's single piece says nothing: «Хлеб», not «Хлеб, 1 шт».
  const piece = unit !== undefined && /^(шт|pcs?)\.?$/.test(unitAfter(amount, unit, lang).trim());
  if (row.itemId !== null && amount === 1 && piece && row.kind === 'shopping') return name;
  return `${name}, ${amountText(amount, unit, lang)}`;
}

function todoOf(row: StoredItem, { lang, host }: ObjectReader): TodoFacts {
  // Only a to-do list's items have a due and a repeat (as in the list's own answer).
  const todo = row.kind === 'todo';
  return {
    id: row.id,
    fileName: row.davName ?? `${row.id}.ics`,
    uid: row.davUid ?? `listok-item-${row.id}@${host}`,
    summary: summaryOf(row, lang),
    note: row.note,
    completed: row.completed,
    completedAt: row.completedAt,
    dueAt: todo ? row.dueAt : null,
    dueDay: todo ? row.dueDay : null,
    repeat: todo ? row.repeat : null,
    category: lang === 'en' ? row.categoryEn : row.categoryRu,
    addedAt: row.addedAt,
    updatedAt: row.updatedAt,
  };
}

async function storedItems(db: Executor, listId: number, which: Which): Promise<StoredItem[]> {
  return (await joined(db, davColumns)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(listItems.listId, listId), filterOf(which)))
    .orderBy(asc(listItems.addedAt), asc(listItems.id))) as StoredItem[];
}

/** The calendar objects of the items of a list that `which` names, oldest first. */
export async function objectsOf(db: Executor, listId: number, which: Which, reader: ObjectReader) {
  return (await storedItems(db, listId, which)).map((row) => todoOf(row, reader));
}

/** The item an href names, as its calendar object and as the API answers it (what a write compares with). */
export async function objectToWrite(
  db: Executor,
  listId: number,
  which: Which,
  reader: ObjectReader,
): Promise<DavObject | undefined> {
  const [row] = await storedItems(db, listId, which);
  return row && { todo: todoOf(row, reader), item: toListItem(row, 1, reader.lang, reader.timeZone) };
}
