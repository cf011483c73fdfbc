import type { CatalogueName, Lang } from '@listok/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { categories, products, units } from '../../db/schema.js';
import { iconOfProduct } from '../../lib/products.js';

export async function allUnits(db: Executor) {
  const rows = await db.select().from(units).orderBy(asc(units.position), asc(units.id));
  return rows.map((u) => ({ id: u.id, code: u.code, name_ru: u.nameRu, name_en: u.nameEn }));
}

export async function allCategories(db: Executor) {
  const rows = await db.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
  return rows.map((c) => ({ id: c.id, name_ru: c.nameRu, name_en: c.nameEn }));
}

/** Every common product with its name in the language and its details, by id: the app's offline copy of the catalogue. */
export async function commonProductNames(db: Executor, lang: Lang): Promise<CatalogueName[]> {
  const rows = await db
    .select({
      id: products.id,
      name: lang === 'ru' ? products.nameRu : products.nameEn,
      details: products.details,
      nameRu: products.nameRu,
      nameEn: products.nameEn,
      categoryCode: categories.code,
      productIcon: products.icon,
    })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.common, true), isNull(products.deletedAt)))
    .orderBy(asc(products.id));
  return rows.map((row) => ({ id: row.id, name: row.name, details: row.details, icon: iconOfProduct(row) }));
}
