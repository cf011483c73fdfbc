import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { recoveryTokens } from '../db/schema.js';

/**
 * Uses up every open password recovery link of the user. A recovery ends them all; so does a confirmed change of the
 * account's email, since a link mailed to the old address must not outlive the address (settings' email change).
 */
export async function endRecoveryLinks(db: Executor, userId: number) {
  await db
    .update(recoveryTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(recoveryTokens.userId, userId), isNull(recoveryTokens.usedAt)));
}
