import type { CatalogueScope } from '@listok/contract';
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
  scope?: CatalogueScope | undefined;
  /** The admin asking: the products they made and have not made common yet are part of their catalogue. */
  adminId?: number | undefined;
}

/** How many lists use the product (`scope=own`: what an admin weighs before making it common). */
const listsUsing = sql<number>`(select count(distinct i.list_id)::int from list_items i where i.product_id = ${products.id})`;

/**
 * One page of the products (not deleted) of a scope — all; the catalogue (the common ones, and the ones the asking
 * admin made, on their way to it); or users' own ones, each with the lists using it — filtered by contains-matches;
 * newest first, users' own ones the most used first.
 */
export async function catalogue(db: Executor, filter: CatalogueFilter, page: Page) {
  const scope = filter.scope ?? 'all';
  const admins = filter.adminId ?? 0;
  const inCatalogue = sql`(${products.common} or ${products.ownerId} = ${admins})`;
  const where = and(
    isNull(products.deletedAt),
    scope === 'all' ? undefined : scope === 'common' ? inCatalogue : sql`not ${inCatalogue}`,
    containsText(products.nameRu, filter.nameRu),
    containsText(products.nameEn, filter.nameEn),
    containsText(products.details, filter.details),
    filter.category ? eq(products.categoryId, filter.category) : undefined,
  );
  const own = scope === 'own';
  const rows = await db
    .select(own ? { ...productColumns, lists: listsUsing } : productColumns)
    .from(products)
    .leftJoin(users, eq(users.id, products.ownerId))
    .where(where)
    .orderBy(...(own ? [desc(listsUsing), desc(products.id)] : [desc(products.id)]))
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
