import { autocompleteLimit, type Lang } from '@listok/contract';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { categories, products, units } from '../../db/schema.js';
import { escapeLike, foldColumn, foldText } from '../../lib/search.js';

export async function allUnits(db: Executor) {
  const rows = await db.select().from(units).orderBy(asc(units.position), asc(units.id));
  return rows.map((u) => ({ id: u.id, name_ru: u.nameRu, name_en: u.nameEn }));
}

export async function allCategories(db: Executor) {
  const rows = await db.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
  return rows.map((c) => ({ id: c.id, name_ru: c.nameRu, name_en: c.nameEn }));
}

/** Text made literal inside a PostgreSQL regular expression. */
const regexpEscape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Products whose name in the language contains the text (ignoring case, ё = е): common ones and the user's own.
 * Names that start with the text come first, then names with a word that starts with it, then the rest; shorter
 * names first within each.
 */
export async function autocomplete(db: Executor, text: string, lang: Lang, userId: number) {
  const needle = foldText(text);
  if (needle === '') return [];
  const name = lang === 'ru' ? products.nameRu : products.nameEn;
  const folded = foldColumn(name);
  const pattern = escapeLike(needle);
  return db
    .select({ id: products.id, name, details: products.details })
    .from(products)
    .where(and(or(eq(products.common, true), eq(products.ownerId, userId)), sql`${folded} like ${`%${pattern}%`}`))
    .orderBy(
      sql`case when ${folded} like ${`${pattern}%`} then 0 when ${folded} ~ ${`[[:space:]«"(-]${regexpEscape(needle)}`} then 1 else 2 end`,
      sql`length(${name})`,
      asc(name),
      asc(products.id),
    )
    .limit(autocompleteLimit);
}
