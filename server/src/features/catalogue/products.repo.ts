import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { lists, products, purchases, users } from '../../db/schema.js';
import type { Page } from '../../lib/pagination.js';
import { productColumns } from '../../lib/products.js';
import { containsText } from '../../lib/search.js';

export interface CatalogueFilter {
  nameRu?: string | undefined;
  nameEn?: string | undefined;
  details?: string | undefined;
  category?: number | '' | undefined;
}

/** One page of every product (common and private, not deleted), filtered by contains-matches, newest first. */
export async function catalogue(db: Executor, filter: CatalogueFilter, page: Page) {
  const where = and(
    isNull(products.deletedAt),
    containsText(products.nameRu, filter.nameRu),
    containsText(products.nameEn, filter.nameEn),
    containsText(products.details, filter.details),
    filter.category ? eq(products.categoryId, filter.category) : undefined,
  );
  const rows = await db
    .select(productColumns)
    .from(products)
    .leftJoin(users, eq(users.id, products.ownerId))
    .where(where)
    .orderBy(desc(products.id))
    .limit(page.pageSize)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(products).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function insertProduct(
  db: Executor,
  values: { nameRu: string; nameEn: string; details: string; categoryId: number; ownerId: number },
) {
  const [row] = await db.insert(products).values(values).returning({ id: products.id });
  return row!.id;
}

/** Marks a product common; false when there is no such product (a deleted one included). */
export async function makeCommon(db: Executor, id: number) {
  const [row] = await db
    .update(products)
    .set({ common: true, updatedAt: new Date() })
    .where(and(eq(products.id, id), isNull(products.deletedAt)))
    .returning({ id: products.id });
  if (!row) return false;
  // Every member of a list it was bought on may now be suggested it: those lists' suggestions are made again, as
  // they are kept per version of the caller's lists (shopping/suggestions.cache.ts).
  await db
    .update(lists)
    .set({ itemsVersion: sql`${lists.itemsVersion} + 1` })
    .where(
      inArray(lists.id, db.selectDistinct({ id: purchases.listId }).from(purchases).where(eq(purchases.productId, id))),
    );
  return true;
}
