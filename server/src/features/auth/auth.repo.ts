import { and, count, eq, gt, min, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { loginFailures, users } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;

const lower = (value: string) => value.toLowerCase();

/** The user whose email or username equals `login`, ignoring case. */
export async function findUserByLogin(db: Executor, login: string): Promise<UserRow | undefined> {
  const l = lower(login);
  const [row] = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.email}) = ${l}`, sql`lower(${users.username}) = ${l}`))
    .limit(1);
  return row;
}

/** Which of the email and username are already taken, ignoring case. */
export async function takenFields(db: Executor, email: string, username: string) {
  const rows = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(or(sql`lower(${users.email}) = ${lower(email)}`, sql`lower(${users.username}) = ${lower(username)}`));
  return {
    email: rows.some((r) => lower(r.email) === lower(email)),
    username: rows.some((r) => lower(r.username) === lower(username)),
  };
}

export async function insertUser(
  db: Executor,
  values: { email: string; username: string; passwordHash: string; lang: 'ru' | 'en'; role?: 'user' | 'admin' },
) {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function setUserLang(db: Executor, userId: number, lang: 'ru' | 'en') {
  await db.update(users).set({ lang }).where(eq(users.id, userId));
}

export async function setUserRole(db: Executor, login: string, role: 'user' | 'admin') {
  const user = await findUserByLogin(db, login);
  if (!user) return undefined;
  await db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, user.id));
  return user;
}

/** Failures since `since` for the key, and when the oldest of them happened. */
export async function countLoginFailures(db: Executor, column: 'account' | 'address', key: string, since: Date) {
  const col = column === 'account' ? loginFailures.account : loginFailures.address;
  const [row] = await db
    .select({ failures: count(), oldest: min(loginFailures.createdAt) })
    .from(loginFailures)
    .where(and(eq(col, key), gt(loginFailures.createdAt, since)));
  return { failures: row?.failures ?? 0, oldest: row?.oldest ?? null };
}

export async function recordLoginFailure(db: Executor, account: string, address: string) {
  await db.insert(loginFailures).values({ account, address });
}

export async function clearLoginFailures(db: Executor, account: string) {
  await db.delete(loginFailures).where(eq(loginFailures.account, account));
}

export async function purgeLoginFailures(db: Executor, before: Date) {
  await db.delete(loginFailures).where(sql`${loginFailures.createdAt} < ${before}`);
}
