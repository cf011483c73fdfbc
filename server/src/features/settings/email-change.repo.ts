import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { emailChanges, users } from '../../db/schema.js';

const usable = () => and(isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, new Date()));

/** The usable change with this token hash, locked until the transaction ends. */
export async function findUsableChange(db: Executor, tokenHash: string) {
  const [row] = await db
    .select()
    .from(emailChanges)
    .where(and(eq(emailChanges.tokenHash, tokenHash), usable()))
    .for('update');
  return row;
}

/**
 * The new address a user asked for last and has not confirmed yet, if its link still works; a link that confirms the
 * account's own address is not a new one.
 */
export async function pendingEmail(db: Executor, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ newEmail: emailChanges.newEmail })
    .from(emailChanges)
    .innerJoin(users, eq(users.id, emailChanges.userId))
    .where(
      and(
        eq(emailChanges.userId, userId),
        usable(),
        sql`lower(${users.email}) is distinct from lower(${emailChanges.newEmail})`,
      ),
    )
    .orderBy(desc(emailChanges.id))
    .limit(1);
  return row?.newEmail ?? null;
}
