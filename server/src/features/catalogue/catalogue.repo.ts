import { asc } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { categories, units } from '../../db/schema.js';

export async function allUnits(db: Executor) {
  const rows = await db.select().from(units).orderBy(asc(units.position), asc(units.id));
  return rows.map((u) => ({ id: u.id, code: u.code, name_ru: u.nameRu, name_en: u.nameEn }));
}

export async function allCategories(db: Executor) {
  const rows = await db.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
  return rows.map((c) => ({ id: c.id, name_ru: c.nameRu, name_en: c.nameEn }));
}
