import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { recoveryTokens, users } from '../../db/schema.js';

export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function insertToken(db: Executor, userId: number, tokenHash: string, expiresAt: Date) {
  await db.insert(recoveryTokens).values({ userId, tokenHash, expiresAt });
}

export type RecoveryTokenRow = typeof recoveryTokens.$inferSelect;

/** The token with this hash, used or not; `lock`: locked until the transaction ends. */
export async function findToken(db: Executor, tokenHash: string, { lock = false } = {}) {
  const query = db.select().from(recoveryTokens).where(eq(recoveryTokens.tokenHash, tokenHash));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function setPassword(db: Executor, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}
