import type { Lang } from '@listok/contract';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { categories, listItems, lists, products } from '../../db/schema.js';
import type { Page } from '../../lib/pagination.js';
import { iconOfProduct } from '../../lib/products.js';
import { containsText, foldColumn } from '../../lib/search.js';

/** One page of the user's own products whose name in the language contains the text (ignoring case, ё = е). */
export async function ownProducts(db: Executor, userId: number, text: string, lang: Lang, page: Page) {
  const name = lang === 'ru' ? products.nameRu : products.nameEn;
  const where = and(eq(products.ownerId, userId), containsText(name, text));
  const rows = await db
    .select({
      id: products.id,
      name,
      details: products.details,
      category: products.categoryId,
      chosen: products.icon,
      nameRu: products.nameRu,
      nameEn: products.nameEn,
      categoryCode: categories.code,
    })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(where)
    .orderBy(asc(foldColumn(name)), asc(products.id))
    .limit(page.pageSize)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(products).where(where);
  // Its picture as the lists show it: the one chosen, else the one its names or department give.
  const entries = rows.map(({ chosen, nameRu, nameEn, categoryCode, ...entry }) => ({
    ...entry,
    icon: iconOfProduct({ nameEn, nameRu, categoryCode, productIcon: chosen }),
    iconChosen: chosen !== null,
  }));
  return { rows: entries, total: total?.n ?? 0 };
}

/** A product that was not deleted, locked for a change. */
export async function findProduct(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), isNull(products.deletedAt)))
    .for('update');
  return row;
}

/**
 * Deletes a user's own product: it leaves them (no owner), so nothing that offers the products a user may pick (common
 * ones and their own) offers it again, while the rows on lists keep it and its names. Who deleted it and when stay.
 */
export async function deleteOwnProduct(db: Executor, id: number, userId: number) {
  const now = new Date();
  await db
    .update(products)
    .set({ ownerId: null, deletedBy: userId, deletedAt: now, updatedAt: now })
    .where(eq(products.id, id));
}

export async function updateProduct(
  db: Executor,
  id: number,
  values: Partial<Pick<typeof products.$inferInsert, 'nameRu' | 'nameEn' | 'details' | 'categoryId' | 'icon'>>,
) {
  await db
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(products.id, id));
  // Its names, details and picture show in the items answers of every list it is on: those answers are renewed.
  await db
    .update(lists)
    .set({ itemsVersion: sql`${lists.itemsVersion} + 1` })
    .where(inArray(lists.id, db.select({ id: listItems.listId }).from(listItems).where(eq(listItems.productId, id))));
}
