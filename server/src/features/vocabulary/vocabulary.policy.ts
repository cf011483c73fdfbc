import { AppError, notFound } from '../../lib/errors.js';
import type { SessionUser } from '../../plugins/sessions.js';

/** Who may edit a product: its owner, or an admin. A private product of someone else does not exist for the caller. */
export function assertCanEditProduct(user: SessionUser, product: { ownerId: number | null; common: boolean }) {
  if (user.isAdmin || product.ownerId === user.id) return;
  if (!product.common) throw notFound();
  throw new AppError('FORBIDDEN');
}
