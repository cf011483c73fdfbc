import { defaultCurrency, type ListKind, type ListShopper, type ListSort } from '@listok/contract';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client.js';
import { preparedPerDatabase } from '../../../db/prepared.js';
import { listItems, listMembers, lists, users } from '../../../db/schema.js';
import { inShopOf } from '../../../lib/in-shop.js';
import type { Page } from '../../../lib/pagination.js';
import { newAccessCode } from '../../../lib/tokens.js';
import { onTrip, shopperJson } from '../members/trips.js';

export type ListRow = typeof lists.$inferSelect;

/** A list as `findListFor` finds it for a user. */
export interface FoundList {
  list: ListRow;
  isOwner: boolean | null;
  hereStore: number | null;
}

const foundColumns = {
  list: lists,
  isOwner: listMembers.isOwner,
  hereStore: sql<number | null>`case when ${inShopOf(sql`${listMembers.hereStoreId}`, sql`${listMembers.hereSince}`)}
    then ${listMembers.hereStoreId} end`,
};

/** Which list: by its id, or as the list an item row is on. */
export type ListTarget = { listId: number } | { itemRowId: number };

/**
 * The list, whether the user is its owner (true/false) or no member (null), and the shop of the list they are in now
 * (`inShopOf`; null when none), in one statement; optionally the list
 * is locked for the rest of the transaction: `no key update` serializes item changes of one list (they also touch
 * its row, so shared locks would deadlock), `update` is for changes of the list itself.
 */
export async function findListFor(
  db: Executor,
  target: ListTarget,
  userId: number | undefined,
  lock?: 'no key update' | 'update',
): Promise<FoundList | undefined> {
  if ('listId' in target && !lock && !(db instanceof PgTransaction)) {
    const [row] = await preparedFindList(db).execute({ listId: target.listId, userId: userId ?? 0 });
    return row;
  }
  const which =
    'listId' in target
      ? eq(lists.id, target.listId)
      : eq(lists.id, sql`(select ${listItems.listId} from ${listItems} where ${listItems.id} = ${target.itemRowId})`);
  const query = db
    .select(foundColumns)
    .from(lists)
    // A visitor (no user) matches no membership row.
    .leftJoin(listMembers, and(eq(listMembers.listId, lists.id), eq(listMembers.userId, userId ?? 0)))
    .where(which);
  const [row] = await (lock ? query.for(lock, { of: lists }) : query);
  return row;
}

/**
 * The read of `findListFor` by list id, built once per database and prepared once per connection: the most frequent
 * statement (every read of a list) spends no time building its SQL, nor PostgreSQL planning it.
 */
const preparedFindList = preparedPerDatabase((db) =>
  db
    .select(foundColumns)
    .from(lists)
    .leftJoin(listMembers, and(eq(listMembers.listId, lists.id), eq(listMembers.userId, sql.placeholder('userId'))))
    .where(eq(lists.id, sql.placeholder('listId')))
    .prepare('listok_find_list_for'),
);

/** The currency a new list of the user's gets: their setting, or their language's (contract `defaultCurrency`). */
export async function currencyOf(db: Executor, userId: number): Promise<string> {
  const [row] = await db.select({ currency: users.currency, lang: users.lang }).from(users).where(eq(users.id, userId));
  return row?.currency ?? defaultCurrency[row?.lang ?? 'ru'];
}

/** A new list of the owner's, in `currency` (the owner's by default: `currencyOf`). */
export async function createList(
  db: Executor,
  ownerId: number,
  name: string,
  kind: ListKind = 'shopping',
  currency?: string,
): Promise<ListRow> {
  const [list] = await db
    .insert(lists)
    .values({ name, kind, ownerId, accessCode: newAccessCode(), currency: currency ?? (await currencyOf(db, ownerId)) })
    .returning();
  await db.insert(listMembers).values({ listId: list!.id, userId: ownerId, isOwner: true });
  return list!;
}

const sortColumns = {
  name: sql`lower(${lists.name})`,
  createdAt: lists.createdAt,
  updatedAt: lists.updatedAt,
} as const;

/** One page of the lists a user belongs to, and how many there are in all. */
export async function listsOfUser(
  db: Executor,
  userId: number,
  { active, kind }: { active: boolean; kind: ListKind | undefined },
  sort: ListSort,
  page: Page,
  /** Only these (the lists an API token is limited to); null: all. */
  only: number[] | null = null,
) {
  const field = sort.replace(/^-/, '') as keyof typeof sortColumns;
  const direction = sort.startsWith('-') ? desc : asc;
  const where = and(
    eq(listMembers.userId, userId),
    eq(lists.active, active),
    kind ? eq(lists.kind, kind) : undefined,
    only ? inArray(lists.id, only) : undefined,
  );
  const rows = await db
    .select({ list: lists, isOwner: listMembers.isOwner })
    .from(lists)
    .innerJoin(listMembers, eq(listMembers.listId, lists.id))
    .where(where)
    .orderBy(direction(sortColumns[field]), direction(lists.id))
    .limit(page.pageSize)
    .offset(page.offset);
  const [total] = await db
    .select({ n: count() })
    .from(lists)
    .innerJoin(listMembers, eq(listMembers.listId, lists.id))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

/** What My lists shows of a list beyond its row: members (more than one: shared), progress, who is shopping. */
export interface ListCounts {
  memberCount: number;
  itemCount: number;
  completedCount: number;
  /** The members on a trip now but the reader, in the header's order. */
  shoppers: ListShopper[];
}

/**
 * The counts of the given lists (of one page), in two small grouped reads over their keys: the members' one also
 * gathers the shoppers the reader (`userId`) sees, so a page of My lists stays two reads whatever its length.
 */
export async function countsOf(db: Executor, listIds: number[], userId: number): Promise<Map<number, ListCounts>> {
  const counts = new Map<number, ListCounts>(
    listIds.map((id) => [id, { memberCount: 0, itemCount: 0, completedCount: 0, shoppers: [] }]),
  );
  if (listIds.length === 0) return counts;
  const [members, items] = await Promise.all([
    db
      .select({
        listId: listMembers.listId,
        n: count(),
        shoppers: sql<string>`coalesce(json_agg(${shopperJson}
            order by ${listMembers.isOwner} desc, ${listMembers.joinedAt}, ${listMembers.userId})
          filter (where ${listMembers.userId} <> ${userId} and ${onTrip}), '[]')::text`,
      })
      .from(listMembers)
      .where(inArray(listMembers.listId, listIds))
      .groupBy(listMembers.listId),
    db
      .select({
        listId: listItems.listId,
        n: count(),
        completed: sql<number>`(count(*) filter (where ${listItems.completed}))::int`,
      })
      .from(listItems)
      .where(inArray(listItems.listId, listIds))
      .groupBy(listItems.listId),
  ]);
  for (const row of members) {
    Object.assign(counts.get(row.listId)!, { memberCount: row.n, shoppers: JSON.parse(row.shoppers) as ListShopper[] });
  }
  for (const row of items) Object.assign(counts.get(row.listId)!, { itemCount: row.n, completedCount: row.completed });
  return counts;
}

/** A new name or kind; the list's updated time moves (My lists shows it changed). The caller holds the transaction. */
export async function updateList(
  db: Executor,
  listId: number,
  change: { name?: string | undefined; kind?: ListKind | undefined; currency?: string | undefined },
): Promise<ListRow> {
  // The items answer their list's kind (and its kind's fields): a new kind is a new items version, so no answer kept
  // at the old one is given again. The right-hand side reads the row as it was.
  const newKind = change.kind === undefined ? undefined : sql`${lists.kind} is distinct from ${change.kind}`;
  const [list] = await db
    .update(lists)
    .set({
      name: change.name,
      kind: change.kind,
      currency: change.currency,
      updatedAt: new Date(),
      ...(newKind && { itemsVersion: sql`${lists.itemsVersion} + (case when ${newKind} then 1 else 0 end)` }),
    })
    .where(eq(lists.id, listId))
    .returning();
  return list!;
}

/** Deletes the list with everything of it: members, items, purchases, shop order, presence (foreign key cascades). */
export async function deleteList(db: Executor, listId: number) {
  await db.delete(lists).where(eq(lists.id, listId));
}

/**
 * Every list the user belongs to (of `only`, when given: a token limited to lists), most recently changed first, up to
 * `limit` (the lists a My lists stream follows).
 */
export async function listIdsOfUser(
  db: Executor,
  userId: number,
  limit: number,
  only: readonly number[] | null = null,
): Promise<number[]> {
  const rows = await db
    .select({ id: lists.id })
    .from(lists)
    .innerJoin(listMembers, eq(listMembers.listId, lists.id))
    .where(and(eq(listMembers.userId, userId), only ? inArray(lists.id, [...only]) : undefined))
    .orderBy(desc(lists.updatedAt), desc(lists.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Closing marks every item completed; recovering unmarks every item (a new items version). The caller holds the transaction. */
export async function setListActive(db: Executor, listId: number, active: boolean, byUserId: number) {
  const now = new Date();
  await db
    .update(lists)
    .set({ active, updatedAt: now, itemsVersion: sql`${lists.itemsVersion} + 1` })
    .where(eq(lists.id, listId));
  await db
    .update(listItems)
    .set(
      active
        ? { completed: false, completedAt: null, completedBy: null, updatedAt: now }
        : {
            completed: true,
            completedAt: sql`coalesce(${listItems.completedAt}, ${now})`,
            completedBy: sql`coalesce(${listItems.completedBy}, ${byUserId})`,
            updatedAt: now,
          },
    )
    .where(eq(listItems.listId, listId));
}

/** Gives the list a new access code: the old link stops working at once. */
export async function regenerateAccessCode(db: Executor, listId: number): Promise<string> {
  const accessCode = newAccessCode();
  await db.update(lists).set({ accessCode, updatedAt: new Date() }).where(eq(lists.id, listId));
  return accessCode;
}

/** Marks a change of the list's items: its updated time, and a new items version (answered). */
export async function touchList(db: Executor, listId: number): Promise<number> {
  const [row] = await db
    .update(lists)
    .set({ updatedAt: new Date(), itemsVersion: sql`${lists.itemsVersion} + 1` })
    .where(eq(lists.id, listId))
    .returning({ itemsVersion: lists.itemsVersion });
  return row!.itemsVersion;
}

/** Whether the user is a member of the list (a to-do is given only to one). */
export async function isMemberOf(db: Executor, listId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: listMembers.userId })
    .from(listMembers)
    .where(and(eq(listMembers.listId, listId), eq(listMembers.userId, userId)));
  return row !== undefined;
}
