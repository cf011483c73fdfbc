import { iconOfGood } from '@listok/contract';
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

/** What a good's icon is read from: its names, its department's code, the icon its owner chose (or null). */
export interface ProductNames {
  nameEn: string;
  nameRu: string;
  categoryCode: string | null;
  productIcon: string | null;
}

/** The icons of goods read so far, by names and department: a good's names seldom change, and a long list repeats. */
const icons = new Map<string, string>();

/**
 * A good's icon wherever one is answered (items, the paste's preview, the vocabulary, the catalogue's names): the
 * one its owner chose, else the one its names or department give (contract `iconOfGood`), remembered: reading it off
 * the names costs more than the rest of the row.
 */
export function iconOfProduct(row: ProductNames): string {
  if (row.productIcon !== null) return row.productIcon;
  const key = `${row.nameEn}\u0000${row.nameRu}\u0000${row.categoryCode ?? ''}`;
  let icon = icons.get(key);
  if (icon === undefined) {
    icon = iconOfGood({ en: row.nameEn, ru: row.nameRu }, row.categoryCode);
    // Bounded: a process reading many users' own products starts over rather than grow.
    if (icons.size >= 50_000) icons.clear();
    icons.set(key, icon);
  }
  return icon;
}
