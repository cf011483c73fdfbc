import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../../db/client.js';
import { listMembers, lists } from '../../../db/schema.js';

// The columns CalDAV keeps of its own: the address a calendar app gave a list it made (`list_members.dav_name`) and
// the name and UID it gave a to-do it made (`list_items.dav_name`, `dav_uid`).

/** The list whose collection in the user's calendar home is at `collection`: the name an app gave it, else its id. */
export async function listAt(db: Executor, userId: number, collection: string): Promise<number | undefined> {
  const id = /^[1-9]\d{0,8}$/.test(collection) ? Number(collection) : 0;
  const [row] = await db
    .select({ listId: listMembers.listId })
    .from(listMembers)
    .where(
      and(
        eq(listMembers.userId, userId),
        or(eq(listMembers.davName, collection), and(sql`${listMembers.davName} is null`, eq(listMembers.listId, id))),
      ),
    )
    .limit(1);
  return row?.listId;
}

/**
 * The active lists the user is a member of (of `only`, a token's lists, when it names some), oldest first, with
 * their addresses in the user's calendar home (null: the id) and whether the user owns each: what a calendar app's
 * home holds, as My lists reads its lists.
 */
export async function activeListsOf(db: Executor, userId: number, only: readonly number[] | null) {
  return db
    .select({ list: lists, isOwner: listMembers.isOwner, davName: listMembers.davName })
    .from(lists)
    .innerJoin(listMembers, and(eq(listMembers.listId, lists.id), eq(listMembers.userId, userId)))
    .where(and(eq(lists.active, true), only ? inArray(lists.id, [...only]) : undefined))
    .orderBy(lists.id);
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
