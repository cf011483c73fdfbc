import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import * as repo from './products.repo.js';

/**
 * An admin makes a product common, the catalogue's from now on, and the lists it was bought on suggest it anew: one
 * transaction. 404 when there is no such product.
 */
export async function makeCommon(db: Db, productId: number): Promise<void> {
  if (!(await db.transaction((tx) => repo.makeCommon(tx, productId)))) throw notFound();
}
