import type { Lang } from '@listok/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { categories, products, units } from '../../db/schema.js';

export async function allUnits(db: Executor) {
  const rows = await db.select().from(units).orderBy(asc(units.position), asc(units.id));
  return rows.map((u) => ({ id: u.id, code: u.code, name_ru: u.nameRu, name_en: u.nameEn }));
}

export async function allCategories(db: Executor) {
  const rows = await db.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
  return rows.map((c) => ({ id: c.id, name_ru: c.nameRu, name_en: c.nameEn }));
}

/** Every common product with its name in the language and its details, by id: the app's offline copy of the catalogue. */
export async function commonProductNames(db: Executor, lang: Lang) {
  return db
    .select({ id: products.id, name: lang === 'ru' ? products.nameRu : products.nameEn, details: products.details })
    .from(products)
    .where(and(eq(products.common, true), isNull(products.deletedAt)))
    .orderBy(asc(products.id));
}
