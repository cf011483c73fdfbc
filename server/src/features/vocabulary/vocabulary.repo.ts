import type { Lang } from '@listok/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { categories, products, users } from '../../db/schema.js';
import type { Page } from '../../lib/pagination.js';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of the user's own products whose name in the language contains the text (ignoring case, ё = е). */
export async function ownProducts(db: Executor, userId: number, text: string, lang: Lang, page: Page) {
  const name = lang === 'ru' ? products.nameRu : products.nameEn;
  const needle = escapeLike(text.trim().toLowerCase().replaceAll('ё', 'е'));
  const folded = sql`replace(lower(${name}), 'ё', 'е')`;
  const where = and(eq(products.ownerId, userId), needle ? sql`${folded} like ${`%${needle}%`}` : undefined);
  const rows = await db
    .select({ id: products.id, name, details: products.details })
    .from(products)
    .where(where)
    .orderBy(asc(folded), asc(products.id))
    .limit(page.pageSize)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(products).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findProduct(db: Executor, id: number) {
  const [row] = await db.select().from(products).where(eq(products.id, id)).for('update');
  return row;
}

export async function categoryExists(db: Executor, id: number) {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  return row !== undefined;
}

export async function updateProduct(
  db: Executor,
  id: number,
  values: Partial<Pick<typeof products.$inferInsert, 'nameRu' | 'nameEn' | 'details' | 'categoryId'>>,
) {
  await db
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(products.id, id));
}

/** A product as the catalogue presents it, with its owner's username. */
export async function productView(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: products.id,
      nameRu: products.nameRu,
      nameEn: products.nameEn,
      details: products.details,
      category: products.categoryId,
      username: users.username,
      common: products.common,
    })
    .from(products)
    .leftJoin(users, eq(users.id, products.ownerId))
    .where(eq(products.id, id));
  return row!;
}
