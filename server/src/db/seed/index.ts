import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { categories, meta, products, timeZones, units } from '../schema.js';
import { seedCategories, seedGoods, seedUnits } from './catalogue.js';

/** Raise when the seed data changes; a database seeded with an older version is topped up (never duplicated). */
export const seedVersion = '1';

/** Every IANA zone the runtime knows, plus UTC. */
export function ianaTimeZones(): string[] {
  return [...new Set(['UTC', ...Intl.supportedValuesOf('timeZone')])].sort();
}

/** Loads time zones, units, categories and the common goods once; running it again changes nothing. */
export async function seedDatabase(db: Db): Promise<void> {
  const [done] = await db.select().from(meta).where(eq(meta.key, 'seed_version'));
  if (done?.value === seedVersion) return;
  await db.transaction(async (tx) => {
    await tx
      .insert(timeZones)
      .values(ianaTimeZones().map((name) => ({ name })))
      .onConflictDoNothing();
    await tx
      .insert(units)
      .values(seedUnits.map((u, position) => ({ ...u, position })))
      .onConflictDoNothing();
    await tx
      .insert(categories)
      .values(seedCategories.map((c, position) => ({ ...c, position })))
      .onConflictDoNothing();
    const unitIds = new Map((await tx.select().from(units)).map((u) => [u.code, u.id]));
    const categoryIds = new Map((await tx.select().from(categories)).map((c) => [c.code, c.id]));
    await tx
      .insert(products)
      .values(
        seedGoods.map((g) => ({
          nameRu: g.nameRu,
          nameEn: g.nameEn,
          categoryId: categoryIds.get(g.category) ?? null,
          defaultUnitId: unitIds.get(g.unit) ?? null,
          common: true,
          seedKey: `good:${g.nameEn.toLowerCase()}`,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(meta)
      .values({ key: 'seed_version', value: seedVersion })
      .onConflictDoUpdate({ target: meta.key, set: { value: sql`excluded.value` } });
  });
}
