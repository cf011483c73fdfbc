import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { recoveryTokens, users } from '../../db/schema.js';

export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function insertToken(db: Executor, userId: number, tokenHash: string, expiresAt: Date) {
  await db.insert(recoveryTokens).values({ userId, tokenHash, expiresAt });
}

/** The unused, unexpired token with this hash, locked until the transaction ends. */
export async function findUsableToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .select()
    .from(recoveryTokens)
    .where(
      and(
        eq(recoveryTokens.tokenHash, tokenHash),
        isNull(recoveryTokens.usedAt),
        gt(recoveryTokens.expiresAt, new Date()),
      ),
    )
    .for('update');
  return row;
}

/** Uses up every open token of the user: one recovery ends them all. */
export async function useTokens(db: Executor, userId: number) {
  await db
    .update(recoveryTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(recoveryTokens.userId, userId), isNull(recoveryTokens.usedAt)));
}

export async function setPassword(db: Executor, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}
