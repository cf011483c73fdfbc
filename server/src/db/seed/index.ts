import { eq, type SQL, sql } from 'drizzle-orm';
import { foldColumn } from '../../lib/search.js';
import { type Db, type Executor, rowsOf } from '../client.js';
import { categories, meta, timeZones, units } from '../schema.js';
import { moreGoods, type SeedGood, seedCategories, seedUnits } from './catalogue.js';
import { everydayGoods } from './everyday.js';

/**
 * Raise when the seed data changes: a database seeded with an older version is topped up (never duplicated).
 * 2: the everyday goods with their generic entries (Хлеб, Сыр, Мясо, Чай…), «Яйца куриные» named «Яйца».
 * 3: the kitchen's units of recipes (ст. л., ч. л., стакан, щепотка, зубчик, oz, lb), after the others.
 */
export const seedVersion = '3';

/** Every good of the catalogue, the everyday ones first. */
export const seedGoods: readonly SeedGood[] = [...everydayGoods, ...moreGoods];

/** What identifies a seed good in `products.seed_key`, whatever its names become. */
export const seedKeyOf = (good: Pick<SeedGood, 'nameEn'>) => `good:${good.nameEn.toLowerCase()}`;

/** Seed goods renamed by a later version: a database follows where the old name still stands. */
const renamedGoods = [{ seedKey: 'good:eggs', fromRu: 'Яйца куриные', toRu: 'Яйца' }] as const;

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
    await renameGoods(tx);
    await insertGoods(tx);
    await tx
      .insert(meta)
      .values({ key: 'seed_version', value: seedVersion })
      .onConflictDoUpdate({ target: meta.key, set: { value: sql`excluded.value` } });
  });
}

/** A common product is already named so (in either language): an admin may have made the good before the seed did. */
const commonNamed = (ru: SQL, en: SQL | null) => sql`exists (
  select 1 from products p where p.common and (${foldColumn(sql`p.name_ru`)} collate "C" = ${foldColumn(ru)} collate "C"
    ${en === null ? sql`` : sql`or ${foldColumn(sql`p.name_en`)} collate "C" = ${foldColumn(en)} collate "C"`}))`;

async function renameGoods(tx: Executor) {
  for (const { seedKey, fromRu, toRu } of renamedGoods) {
    const renamed = await tx.execute(sql`
      update products set name_ru = ${toRu}, updated_at = now()
      where seed_key = ${seedKey} and name_ru = ${fromRu} and not ${commonNamed(sql`${toRu}::text`, null)}
      returning id`);
    const ids = rowsOf<{ id: number }>(renamed).map((row) => row.id);
    // Its name shows in the items answers of every list it is on (as vocabulary.repo.ts updateProduct does).
    for (const id of ids) {
      await tx.execute(sql`update lists set items_version = items_version + 1
        where id in (select list_id from list_items where product_id = ${id})`);
    }
  }
}

/**
 * The goods not there yet: a good of the seed is known by its seed key, and one whose name a common product already has
 * is left out, so neither a second run nor an admin's earlier good makes a duplicate. Users' own products are never
 * touched (a user's own «хлеб» stays theirs beside the catalogue's «Хлеб»).
 */
async function insertGoods(tx: Executor) {
  const unitIds = new Map((await tx.select().from(units)).map((u) => [u.code, u.id]));
  const categoryIds = new Map((await tx.select().from(categories)).map((c) => [c.code, c.id]));
  const rows = seedGoods.map(
    (g) =>
      sql`(${g.nameRu}::text, ${g.nameEn}::text, ${categoryIds.get(g.category) ?? null}::int, ${unitIds.get(g.unit) ?? null}::int, ${seedKeyOf(g)}::text)`,
  );
  await tx.execute(sql`
    insert into products (name_ru, name_en, category_id, default_unit_id, common, seed_key)
    select v.name_ru, v.name_en, v.category_id, v.unit_id, true, v.seed_key
    from (values ${sql.join(rows, sql`, `)}) as v(name_ru, name_en, category_id, unit_id, seed_key)
    where not ${commonNamed(sql`v.name_ru`, sql`v.name_en`)}
    on conflict (seed_key) do nothing`);
}
