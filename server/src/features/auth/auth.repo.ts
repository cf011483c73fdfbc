import { and, count, eq, gt, isNull, max, min, ne, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { loginFailures, meta, signInAddresses, users } from '../../db/schema.js';
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

/** Which of the email and username are already taken: the email ignoring case, the username also by its look. */
export async function takenFields(db: Executor, email: string, username: string) {
  const look = usernameSkeleton(username);
  const rows = await db
    .select({ email: users.email, username: users.username, skeleton: users.usernameSkeleton })
    .from(users)
    .where(
      or(
        sql`lower(${users.email}) = ${lower(email)}`,
        sql`lower(${users.username}) = ${lower(username)}`,
        eq(users.usernameSkeleton, look),
      ),
    );
  return {
    email: rows.some((r) => r.email !== null && lower(r.email) === lower(email)),
    username: rows.some((r) => lower(r.username) === lower(username) || r.skeleton === look),
  };
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

/**
 * Records an attempt as a failure before its password is checked, so that concurrent attempts count each other and
 * cannot all pass a limit with one free place; a right password deletes it again (clearPairFailures).
 */
export async function recordLoginAttempt(db: Executor, account: string, address: string) {
  const [row] = await db.insert(loginFailures).values({ account, address }).returning({ id: loginFailures.id });
  return row!.id;
}

export async function forgetLoginAttempt(db: Executor, id: number) {
  await db.delete(loginFailures).where(eq(loginFailures.id, id));
}

/**
 * The failures since `since` other than the attempt `exceptId`: of this account from this address (and the oldest),
 * and of this account from anywhere (and the latest).
 */
export async function countLoginFailures(
  db: Executor,
  account: string,
  address: string,
  since: Date,
  exceptId: number,
) {
  const [row] = await db
    .select({
      pair: sql<number>`count(*) filter (where ${loginFailures.address} = ${address})::int`,
      pairOldest: sql<
        Date | string | null
      >`min(${loginFailures.createdAt}) filter (where ${loginFailures.address} = ${address})`,
      account: sql<number>`count(*)::int`,
      accountLatest: max(loginFailures.createdAt),
    })
    .from(loginFailures)
    .where(and(eq(loginFailures.account, account), gt(loginFailures.createdAt, since), ne(loginFailures.id, exceptId)));
  const date = (value: Date | string | null | undefined) => (value ? new Date(value) : null);
  return {
    pair: Number(row?.pair ?? 0),
    pairOldest: date(row?.pairOldest),
    account: Number(row?.account ?? 0),
    accountLatest: date(row?.accountLatest),
  };
}

/** Failures from one address since `since`, over every account, and the oldest of them. */
export async function countAddressFailures(db: Executor, address: string, since: Date) {
  const [row] = await db
    .select({ failures: count(), oldest: min(loginFailures.createdAt) })
    .from(loginFailures)
    .where(and(eq(loginFailures.address, address), gt(loginFailures.createdAt, since)));
  return { failures: row?.failures ?? 0, oldest: row?.oldest ?? null };
}

/** A right password from an address clears that address's failures on the account, not other addresses'. */
export async function clearPairFailures(db: Executor, account: string, address: string) {
  await db.delete(loginFailures).where(and(eq(loginFailures.account, account), eq(loginFailures.address, address)));
}

export async function purgeLoginFailures(db: Executor, before: Date) {
  await db.delete(loginFailures).where(sql`${loginFailures.createdAt} < ${before}`);
}

/** Whether the account signed in from the address since `since`. */
export async function isKnownAddress(db: Executor, account: string, addressHash: string, since: Date) {
  const [row] = await db
    .select({ lastAt: signInAddresses.lastAt })
    .from(signInAddresses)
    .where(
      and(
        eq(signInAddresses.account, account),
        eq(signInAddresses.addressHash, addressHash),
        gt(signInAddresses.lastAt, since),
      ),
    );
  return row !== undefined;
}

export async function rememberAddress(db: Executor, account: string, addressHash: string) {
  await db
    .insert(signInAddresses)
    .values({ account, addressHash })
    .onConflictDoUpdate({
      target: [signInAddresses.account, signInAddresses.addressHash],
      set: { lastAt: sql`now()` },
    });
}

export async function purgeSignInAddresses(db: Executor, before: Date) {
  await db.delete(signInAddresses).where(sql`${signInAddresses.lastAt} < ${before}`);
}
