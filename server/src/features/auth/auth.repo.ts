import { eq, isNull, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { meta, users } from '../../db/schema.js';
import { violatedUniqueConstraint } from '../../lib/errors.js';
import { usernameSkeleton, usernameSkeletonVersion } from './skeleton.js';

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

/** Whether the username is taken, ignoring case, or looks like one that is. */
export async function usernameTaken(db: Executor, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      or(sql`lower(${users.username}) = ${lower(username)}`, eq(users.usernameSkeleton, usernameSkeleton(username))),
    )
    .limit(1);
  return row !== undefined;
}

/** A new account; single sign-on makes accounts without a password, and without email if none was confirmed. */
export async function insertUser(
  db: Executor,
  values: {
    email: string | null;
    username: string;
    passwordHash: string | null;
    lang: 'ru' | 'en';
    /** Set when a single sign-on provider verified the email. */
    emailConfirmedAt?: Date;
  },
) {
  const [row] = await db
    .insert(users)
    .values({ ...values, usernameSkeleton: usernameSkeleton(values.username) })
    .returning();
  return row!;
}

const skeletonMark = 'username_skeleton_version';

/**
 * Fills `username_skeleton` where it is missing (users from before the column, or written by an older process), and
 * recomputes all of it when the skeleton's data or rule changed. Runs at start-up, after the migrations: the skeleton
 * is JavaScript (confusables data and NFD), which SQL migrations cannot call. The older account keeps a skeleton two
 * names share; the newer one is left without (see the column). One transaction, retried if a signup races it.
 */
export async function fillUsernameSkeletons(db: Db, attempts = 3): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const [mark] = await tx.select().from(meta).where(eq(meta.key, skeletonMark));
      const current = mark?.value === usernameSkeletonVersion;
      if (!current) await tx.update(users).set({ usernameSkeleton: null });
      const missing = await tx
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(isNull(users.usernameSkeleton))
        .orderBy(users.id);
      const taken = new Set(
        (
          await tx.select({ s: users.usernameSkeleton }).from(users).where(sql`${users.usernameSkeleton} is not null`)
        ).map((r) => r.s),
      );
      const fills: { id: number; s: string }[] = [];
      for (const { id, username } of missing) {
        const s = usernameSkeleton(username);
        if (taken.has(s)) continue;
        taken.add(s);
        fills.push({ id, s });
      }
      if (fills.length > 0) {
        await tx.execute(sql`
          update ${users} set username_skeleton = v.s
          from json_to_recordset(${JSON.stringify(fills)}::json) as v(id int, s text)
          where ${users.id} = v.id`);
      }
      if (!current) {
        await tx
          .insert(meta)
          .values({ key: skeletonMark, value: usernameSkeletonVersion })
          .onConflictDoUpdate({ target: meta.key, set: { value: usernameSkeletonVersion } });
      }
    });
  } catch (error) {
    if (attempts > 1 && violatedUniqueConstraint(error) !== undefined) return fillUsernameSkeletons(db, attempts - 1);
    throw error;
  }
}

export async function setUserRole(db: Executor, login: string, role: 'user' | 'admin') {
  const user = await findUserByLogin(db, login);
  if (!user) return undefined;
  await db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, user.id));
  return user;
}
