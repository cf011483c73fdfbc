import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { categories, products, users } from '../db/schema.js';

/** The columns of a product as the catalogue and the vocabulary present it (join users for the owner's name). */
export const productColumns = {
  id: products.id,
  nameRu: products.nameRu,
  nameEn: products.nameEn,
  details: products.details,
  category: products.categoryId,
  username: users.username,
  common: products.common,
};

/** A product as the catalogue and the vocabulary present it, with its owner's username. */
export async function productView(db: Executor, id: number) {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .leftJoin(users, eq(users.id, products.ownerId))
    .where(eq(products.id, id));
  return row;
}

export async function categoryExists(db: Executor, id: number) {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  return row !== undefined;
}
