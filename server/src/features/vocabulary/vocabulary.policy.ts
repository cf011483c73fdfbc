import { AppError, notFound } from '../../lib/errors.js';
import type { SessionUser } from '../../plugins/sessions.js';

/**
 * Who may edit a product: an admin; its owner while it is private. Once common it belongs to the catalogue, which
 * only admins change (its former owner too is refused). A private product of someone else does not exist for the
 * caller.
 */
export function assertCanEditProduct(user: SessionUser, product: { ownerId: number | null; common: boolean }) {
  if (user.isAdmin) return;
  if (product.common) throw new AppError('PRODUCT_COMMON');
  if (product.ownerId !== user.id) throw notFound();
}

/**
 * Who may delete a product from their vocabulary: its owner while it is private. A common one belongs to the
 * catalogue (403, for everyone); someone else's private one does not exist for the caller (404), nor for an admin.
 */
export function assertCanDeleteProduct(user: SessionUser, product: { ownerId: number | null; common: boolean }) {
  if (product.common) throw new AppError('PRODUCT_COMMON');
  if (product.ownerId !== user.id) throw notFound();
}
