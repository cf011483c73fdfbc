import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { ssoRequests, userIdentities, users } from '../../db/schema.js';
import type { UserRow } from './auth.repo.js';

/** How long a single sign-on may stay at the provider: the person logs in there, perhaps with a second factor. */
export const ssoRequestLifetimeMs = 10 * 60 * 1000;

export async function insertSsoRequest(
  db: Executor,
  values: { stateHash: string; nonce: string; codeVerifier: string; returnTo: string | null },
) {
  await db.insert(ssoRequests).values(values);
}

/** Takes the sign-on of this state out (once: a second call finds nothing); undefined when unknown or too old. */
export async function takeSsoRequest(db: Executor, stateHash: string) {
  const [row] = await db.delete(ssoRequests).where(eq(ssoRequests.stateHash, stateHash)).returning();
  if (!row || row.createdAt.getTime() < Date.now() - ssoRequestLifetimeMs) return undefined;
  return row;
}

export async function purgeSsoRequests(db: Executor, before: Date) {
  await db.delete(ssoRequests).where(lt(ssoRequests.createdAt, before));
}

/** The user the provider's subject is linked to. */
export async function findLinkedUser(db: Executor, issuer: string, subject: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)));
  return row?.user;
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

/** Links the provider's subject to the user; a link made meanwhile by a racing sign-in stays as it is. */
export async function linkIdentity(db: Executor, issuer: string, subject: string, userId: number) {
  await db.insert(userIdentities).values({ issuer, subject, userId }).onConflictDoNothing();
}

/**
 * Gives an account without email the one its provider confirmed now, unless another account has it meanwhile; answers
 * whether it did.
 */
export async function fillMissingEmail(db: Executor, userId: number, email: string): Promise<boolean> {
  const filled = await db
    .update(users)
    .set({ email, emailConfirmedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(users.id, userId),
        isNull(users.email),
        sql`not exists (select 1 from ${users} u where lower(u.email) = ${email.toLowerCase()})`,
      ),
    )
    .returning({ id: users.id });
  return filled.length > 0;
}

/** Marks the account's address confirmed, if it is still `email` and was not confirmed before. */
export async function confirmEmail(db: Executor, userId: number, email: string) {
  await db
    .update(users)
    .set({ emailConfirmedAt: new Date(), updatedAt: new Date() })
    .where(
      and(eq(users.id, userId), isNull(users.emailConfirmedAt), sql`lower(${users.email}) = ${email.toLowerCase()}`),
    );
}
