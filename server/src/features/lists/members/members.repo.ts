import type { ListMember } from '@listok/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { contacts, listItems, listMembers, listPresence, listStores, lists, users } from '../../../db/schema.js';
import { presenceTtlSeconds, shoppingMinutes } from '../realtime/presence.js';
import { goingShopping, inShop, onTheWay } from './trips.js';

/**
 * The members, owner first, with who has the list open right now (presence.ts) and who of them is shopping: ticked
 * one of its items within the last `shoppingMinutes`, on a shopping list (a to-do done is no shopping); and who is on
 * a trip (trips.ts): in one of its shops, or going shopping.
 */
export async function membersOf(db: Executor, listId: number): Promise<ListMember[]> {
  const online = sql<boolean>`exists (
    select 1 from ${listPresence} p
    where p.list_id = ${listMembers.listId} and p.user_id = ${users.id}
      and p.seen_at > now() - make_interval(secs => ${presenceTtlSeconds}))`;
  const tickedLately = sql<boolean>`exists (
    select 1 from ${listItems} i join ${lists} l on l.id = i.list_id and l.kind = 'shopping'
    where i.list_id = ${listMembers.listId} and i.completed_by = ${users.id}
      and i.completed_at > now() - make_interval(mins => ${shoppingMinutes}))`;
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      isOwner: listMembers.isOwner,
      online,
      tickedLately,
      // The shop a member said they are in, or went to, for a trip's hours (trips.ts).
      storeId: sql<number | null>`case when ${inShop} then ${listStores.id} end`,
      storeName: listStores.name,
      goingShopping,
      onTheWay,
    })
    .from(listMembers)
    .innerJoin(users, eq(users.id, listMembers.userId))
    .leftJoin(listStores, eq(listStores.id, listMembers.hereStoreId))
    .where(eq(listMembers.listId, listId))
    .orderBy(desc(listMembers.isOwner), asc(listMembers.joinedAt), asc(users.id));
  return rows.map((r) => ({
    id: r.id,
    username: r.username,
    owner: r.isOwner ? (1 as const) : (0 as const),
    online: r.online,
    shopping: r.online && r.tickedLately,
    store: r.storeId !== null && r.storeName !== null ? { id: r.storeId, name: r.storeName } : null,
    goingShopping: r.goingShopping,
    onTheWay: r.onTheWay,
  }));
}

/** Makes the user a member; answers whether they were not one before. */
export async function addMember(db: Executor, listId: number, userId: number): Promise<boolean> {
  const added = await db
    .insert(listMembers)
    .values({ listId, userId, isOwner: false })
    .onConflictDoNothing()
    .returning({ userId: listMembers.userId });
  return added.length > 0;
}

/**
 * Removes a member who is not the owner, and gives back the to-dos they were given (nobody does them now: the list's
 * items version moves, as its answers change); answers whether there was one.
 */
export async function removeMember(db: Executor, listId: number, userId: number): Promise<boolean> {
  const removed = await db
    .delete(listMembers)
    .where(and(eq(listMembers.listId, listId), eq(listMembers.userId, userId), eq(listMembers.isOwner, false)))
    .returning({ userId: listMembers.userId });
  if (removed.length === 0) return false;
  const given = await db
    .update(listItems)
    .set({ assigneeId: null, updatedAt: new Date() })
    .where(and(eq(listItems.listId, listId), eq(listItems.assigneeId, userId)))
    .returning({ id: listItems.id });
  if (given.length > 0) {
    await db
      .update(lists)
      .set({ itemsVersion: sql`${lists.itemsVersion} + 1` })
      .where(eq(lists.id, listId));
  }
  return true;
}

/**
 * The user the owner wants to add, as both sides' contacts see each other: in the owner's contacts, and having the owner
 * in their own (their consent). Undefined for an unknown user.
 */
export async function candidateMember(db: Executor, ownerId: number, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      isContact: sql<boolean>`exists (select 1 from ${contacts} where ${contacts.ownerId} = ${ownerId} and ${contacts.contactId} = ${users.id})`,
      addedOwner: sql<boolean>`exists (select 1 from ${contacts} where ${contacts.ownerId} = ${users.id} and ${contacts.contactId} = ${ownerId})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
