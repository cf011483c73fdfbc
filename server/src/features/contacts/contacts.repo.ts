import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { contacts, users } from '../../db/schema.js';

/** Users whose username or email equals the text exactly (ignoring case), except the caller. */
export async function searchUsers(db: Executor, text: string, callerId: number) {
  const needle = text.toLowerCase();
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(
      and(
        ne(users.id, callerId),
        or(sql`lower(${users.username}) = ${needle}`, sql`lower(${users.email}) = ${needle}`),
      ),
    )
    .limit(2);
  return rows.map((r) => ({ id: r.id, result: r.username }));
}

/** The caller's contacts; `mutual` when the contact has the caller among their own contacts too. */
export async function contactsOf(db: Executor, ownerId: number) {
  const back = alias(contacts, 'back');
  return db
    .select({ id: users.id, username: users.username, mutual: sql<boolean>`${back.ownerId} is not null` })
    .from(contacts)
    .innerJoin(users, eq(users.id, contacts.contactId))
    .leftJoin(back, and(eq(back.ownerId, contacts.contactId), eq(back.contactId, contacts.ownerId)))
    .where(eq(contacts.ownerId, ownerId))
    .orderBy(asc(sql`lower(${users.username})`), asc(users.id));
}

export async function userExists(db: Executor, id: number) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return row !== undefined;
}

export async function addContact(db: Executor, ownerId: number, contactId: number) {
  await db.insert(contacts).values({ ownerId, contactId }).onConflictDoNothing();
}

export async function removeContact(db: Executor, ownerId: number, contactId: number) {
  await db.delete(contacts).where(and(eq(contacts.ownerId, ownerId), eq(contacts.contactId, contactId)));
}
