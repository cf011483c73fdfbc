import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { meta, users } from '../db/schema.js';

/** The `meta` row that records LISTOK_BOOTSTRAP_ADMIN's one decision. */
export const bootstrapAdminMark = 'bootstrap_admin';

/**
 * LISTOK_BOOTSTRAP_ADMIN (`named`): the account whose address it names becomes admin once the address is confirmed
 * (its link opened, or verified by a single sign-on provider), if no admin exists then. Called where an address
 * becomes confirmed, in that transaction. The first call for the named address decides, and the decision is recorded,
 * so it never grants again: not after the admin changes address, nor after the last admin is gone.
 */
export async function grantBootstrapAdmin(
  tx: Executor,
  named: string | undefined,
  userId: number,
  confirmedEmail: string,
): Promise<boolean> {
  if (named === undefined || confirmedEmail.toLowerCase() !== named) return false;
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  const [claimed] = await tx
    .insert(meta)
    .values({ key: bootstrapAdminMark, value: admin ? 'admin-existed' : `granted:${userId}` })
    .onConflictDoNothing()
    .returning();
  if (!claimed || admin) return false;
  await tx.update(users).set({ role: 'admin', updatedAt: new Date() }).where(eq(users.id, userId));
  return true;
}
