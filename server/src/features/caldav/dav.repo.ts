import { amountText, type Lang, type ListKind, type Repeat, unitAfter } from '@listok/contract';
import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client.js';
import type { TodoFacts } from './vtodo.js';

/** A list as a calendar collection: its name, kind and the version of its items (the collection's ctag). */
export interface DavList {
  id: number;
  /** The last part of its address for this member: the name a calendar app gave the list it made, or the id. */
  collection: string;
  name: string;
  kind: ListKind;
  isOwner: boolean;
  itemsVersion: number;
}

/** The active lists the user is a member of (of the token's lists only, when it names some), oldest first. */
export async function davLists(db: Executor, userId: number, only: readonly number[] | null): Promise<DavList[]> {
  const rows = rowsOf<{
    id: number;
    name: string;
    kind: ListKind;
    items_version: number | string;
    dav_name: string | null;
    is_owner: boolean;
  }>(
    await db.execute(sql`
      select l.id, l.name, l.kind, l.items_version, m.dav_name, m.is_owner
      from lists l join list_members m on m.list_id = l.id and m.user_id = ${userId}
      where l.active ${only ? sql`and l.id = any(${`{${only.join(',')}}`}::int[])` : sql``}
      order by l.id`),
  );
  return rows.map((row) => ({
    id: row.id,
    collection: row.dav_name ?? String(row.id),
    name: row.name,
    kind: row.kind,
    isOwner: row.is_owner,
    itemsVersion: Number(row.items_version),
  }));
}

interface ItemRow {
  id: number;
  name: string;
  amount: string | null;
  unit_ru: string | null;
  unit_en: string | null;
  note: string;
  completed: boolean;
  completed_at: Date | string | null;
  due_at: Date | string | null;
  due_day: string | null;
  repeat: Repeat | null;
  category: string | null;
  added_at: Date | string;
  updated_at: Date | string;
  kind: ListKind;
  product: number | null;
  dav_name: string | null;
  dav_uid: string | null;
}

const dateOf = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));
const orNull = (value: Date | string | null): Date | null => (value === null ? null : dateOf(value));

/** «Молоко, 2 л» on a shopping list, «носки, 3» for an entry with an amount; the name alone otherwise. */
function summaryOf(row: ItemRow, lang: Lang): string {
  if (row.amount === null) return row.name;
  const amount = Number(row.amount);
  const unit =
    row.unit_ru === null || row.unit_en === null ? undefined : { name_ru: row.unit_ru, name_en: row.unit_en };
  // A good's single piece says nothing: «Хлеб», not «Хлеб, 1 шт».
  const piece = unit !== undefined && /^(шт|pcs?)\.?$/.test(unitAfter(amount, unit, lang).trim());
  if (row.product !== null && amount === 1 && piece && row.kind === 'shopping') return row.name;
  return `${row.name}, ${amountText(amount, unit, lang)}`;
}

/**
 * The items of a list as VTODOs see them (all, or those of `ids`), in the reader's language; `host` makes their
 * UIDs unique beyond this server.
 */
export async function davItems(
  db: Executor,
  listId: number,
  lang: Lang,
  host: string,
  ids?: readonly number[],
): Promise<TodoFacts[]> {
  const en = lang === 'en';
  const rows = rowsOf<ItemRow>(
    await db.execute(sql`
      select i.id, coalesce(i.name, ${en ? sql`p.name_en` : sql`p.name_ru`}) as name, i.amount::text as amount,
        u.name_ru as unit_ru, u.name_en as unit_en, i.note, i.completed, i.completed_at, i.due_at,
        i.due_day::text as due_day, i.repeat, ${en ? sql`c.name_en` : sql`c.name_ru`} as category,
        i.added_at, i.updated_at, l.kind, i.product_id as product, i.dav_name, i.dav_uid
      from list_items i
      join lists l on l.id = i.list_id
      left join products p on p.id = i.product_id
      left join units u on u.id = i.unit_id
      left join categories c on c.id = p.category_id
      where i.list_id = ${listId} ${ids ? sql`and i.id = any(${`{${ids.join(',')}}`}::int[])` : sql``}
      order by i.added_at, i.id`),
  );
  return rows.map((row) => ({
    id: row.id,
    fileName: row.dav_name ?? `${row.id}.ics`,
    uid: row.dav_uid ?? `listok-item-${row.id}@${host}`,
    summary: summaryOf(row, lang),
    note: row.note,
    completed: row.completed,
    completedAt: orNull(row.completed_at),
    // Only a to-do list's items have a due and a repeat (as in the list's own answer).
    dueAt: row.kind === 'todo' ? orNull(row.due_at) : null,
    dueDay: row.kind === 'todo' ? row.due_day : null,
    repeat: row.kind === 'todo' ? row.repeat : null,
    category: row.category,
    addedAt: dateOf(row.added_at),
    updatedAt: dateOf(row.updated_at),
  }));
}

/** The item of a list an href's last part names (an app's own name, or `<id>.ics`); undefined for none. */
export async function itemNamed(db: Executor, listId: number, fileName: string): Promise<number | undefined> {
  const id = /^(\d{1,9})\.ics$/.exec(fileName)?.[1];
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`
      select id from list_items
      where list_id = ${listId} and (dav_name = ${fileName} or (dav_name is null and id = ${id ? Number(id) : 0}))
      limit 1`),
  );
  return row?.id;
}

/**
 * Gives an item a calendar app made the app's own name and UID. Its href changes: the list's items version moves on,
 * so that a client synced in between is told (dav-sync.ts).
 */
export async function nameItem(db: Executor, itemId: number, fileName: string, uid: string | null): Promise<void> {
  await db.execute(sql`
    with named as (
      update list_items set dav_name = ${fileName}, dav_uid = ${uid ?? null}
      where id = ${itemId} and dav_name is null returning list_id)
    update lists set items_version = items_version + 1 where id in (select list_id from named)`);
}

/** Gives a list a calendar app made the address the app chose for it, in that member's calendar home. */
export async function nameCollection(db: Executor, listId: number, userId: number, name: string): Promise<void> {
  await db.execute(sql`update list_members set dav_name = ${name} where list_id = ${listId} and user_id = ${userId}`);
}

/** Whether one of the user's lists (finished ones too) has this address in their calendar home. */
export async function collectionTaken(db: Executor, userId: number, name: string): Promise<boolean> {
  const rows = rowsOf<{ taken: boolean }>(
    await db.execute(sql`
      select exists (select 1 from list_members where user_id = ${userId} and dav_name = ${name}) as taken`),
  );
  return rows[0]?.taken === true;
}
