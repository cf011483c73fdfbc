import type { EditProductBody, Lang } from '@listok/contract';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../lib/errors.js';
import { categoryExists } from '../../lib/products.js';
import type { SessionUser } from '../../plugins/sessions.js';
import { assertCanDeleteProduct, assertCanEditProduct } from './vocabulary.policy.js';
import * as repo from './vocabulary.repo.js';

/**
 * Changes the names (both, or the one of the caller's language: `name`), details, department and picture of a product the
 * caller may edit (vocabulary.policy.ts), under the product row's read in one transaction.
 */
export async function editProduct(db: Db, user: SessionUser, productId: number, body: EditProductBody, lang: Lang) {
  const { nameRu, nameEn, name, details, category, icon } = body;
  await db.transaction(async (tx) => {
    const product = await repo.findProduct(tx, productId);
    if (!product) throw notFound();
    assertCanEditProduct(user, product);
    if (category != null && !(await categoryExists(tx, category))) {
      throw new AppError('VALIDATION_FAILED', { fields: { category: 'validation.category' } });
    }
    await repo.updateProduct(tx, product.id, {
      ...(nameRu !== undefined ? { nameRu } : {}),
      ...(nameEn !== undefined ? { nameEn } : {}),
      ...(name !== undefined ? (lang === 'ru' ? { nameRu: name } : { nameEn: name }) : {}),
      ...(details !== undefined ? { details } : {}),
      ...(category !== undefined ? { categoryId: category } : {}),
      ...(icon !== undefined ? { icon } : {}),
    });
  });
}

/** Deletes a private product of the caller's from their vocabulary (vocabulary.policy.ts). */
export async function deleteOwnProduct(db: Db, user: SessionUser, productId: number) {
  await db.transaction(async (tx) => {
    const product = await repo.findProduct(tx, productId);
    if (!product) throw notFound();
    assertCanDeleteProduct(user, product);
    await repo.deleteOwnProduct(tx, product.id, user.id);
  });
}
