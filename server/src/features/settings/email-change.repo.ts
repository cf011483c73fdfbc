import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { emailChanges } from '../../db/schema.js';

const usable = () => and(isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, new Date()));

/** Uses up every open change of the user: asking again, or confirming one, ends the others. */
export async function useChanges(db: Executor, userId: number) {
  await db
    .update(emailChanges)
    .set({ usedAt: new Date() })
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt)));
}

export async function insertChange(
  db: Executor,
  change: { userId: number; newEmail: string; tokenHash: string; expiresAt: Date },
) {
  await db.insert(emailChanges).values(change);
}

/** The usable change with this token hash, locked until the transaction ends. */
export async function findUsableChange(db: Executor, tokenHash: string) {
  const [row] = await db
    .select()
    .from(emailChanges)
    .where(and(eq(emailChanges.tokenHash, tokenHash), usable()))
    .for('update');
  return row;
}

/** The address a user asked for last and has not confirmed yet, if its link still works. */
export async function pendingEmail(db: Executor, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ newEmail: emailChanges.newEmail })
    .from(emailChanges)
    .where(and(eq(emailChanges.userId, userId), usable()))
    .orderBy(desc(emailChanges.id))
    .limit(1);
  return row?.newEmail ?? null;
}
