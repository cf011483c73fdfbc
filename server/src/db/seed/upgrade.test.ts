import { unitTable } from '@listok/contract';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { listItems, listMembers, lists, meta, products, purchases, units, users } from '../schema.js';
import { seedDatabase, seedVersion } from './index.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.drop());

const named = async (nameRu: string) => t.database.db.select().from(products).where(eq(products.nameRu, nameRu));

describe('a database seeded by the first version of the seed', () => {
  it('gets the new goods and names once, and keeps every user’s products, lists and purchases as they were', async () => {
    const { db } = t.database;
    // The catalogue as version 1 left it: no generic Хлеб, Сыр, Чай, Мясо; «Яйца куриные» under its old name. An admin
    // had made a common «Мясо» of their own meanwhile.
    const added = ['Хлеб', 'Сыр', 'Чай', 'Мясо'];
    await db.delete(products).where(inArray(products.nameRu, added));
    await db.update(products).set({ nameRu: 'Яйца куриные' }).where(eq(products.seedKey, 'good:eggs'));
    const [adminMeat] = await db
      .insert(products)
      .values({ nameRu: 'Мясо', nameEn: 'Meat', common: true })
      .returning({ id: products.id });
    await db.update(meta).set({ value: '1' }).where(eq(meta.key, 'seed_version'));

    // A family's data: an own «хлеб» typed before there was a catalogue one, a list with eggs bought twice.
    const [owner] = await db
      .insert(users)
      .values({ email: 'anna@example.com', username: 'anna', passwordHash: 'x' })
      .returning({ id: users.id });
    const [ownBread] = await db
      .insert(products)
      .values({ nameRu: 'хлеб', nameEn: 'хлеб', ownerId: owner!.id })
      .returning({ id: products.id });
    const [eggs] = await db.select().from(products).where(eq(products.seedKey, 'good:eggs'));
    const [list] = await db
      .insert(lists)
      .values({ name: 'Дом', accessCode: 'code', ownerId: owner!.id })
      .returning({ id: lists.id, version: lists.itemsVersion });
    await db.insert(listMembers).values({ listId: list!.id, userId: owner!.id, isOwner: true });
    const [pcs] = await db.select().from(units).where(eq(units.code, 'pcs'));
    await db.insert(listItems).values([
      { listId: list!.id, productId: eggs!.id, unitId: pcs!.id, amount: '10' },
      { listId: list!.id, productId: ownBread!.id, unitId: pcs!.id },
    ]);
    await db.insert(purchases).values([
      { listId: list!.id, productId: eggs!.id, userId: owner!.id },
      { listId: list!.id, productId: eggs!.id, userId: owner!.id },
    ]);
    const productsBefore = (await db.select().from(products)).length;

    await seedDatabase(db);

    expect((await db.select().from(meta).where(eq(meta.key, 'seed_version')))[0]?.value).toBe(seedVersion);
    for (const name of ['Хлеб', 'Сыр', 'Чай']) {
      expect(await named(name), name).toEqual([expect.objectContaining({ common: true, seedKey: expect.any(String) })]);
    }
    // The admin's «Мясо» stands; the seed's is not added beside it.
    expect((await named('Мясо')).map((p) => p.id)).toEqual([adminMeat!.id]);
    expect((await db.select().from(products)).length).toBe(productsBefore + 3);
    // The eggs are the same product under the new name: the list shows it (its answers renewed), the purchases stay.
    expect(await named('Яйца')).toEqual([expect.objectContaining({ id: eggs!.id, nameEn: 'Eggs' })]);
    expect(await named('Яйца куриные')).toEqual([]);
    const [after] = await db.select().from(lists).where(eq(lists.id, list!.id));
    expect(after!.itemsVersion).toBeGreaterThan(list!.version);
    const items = await db.select().from(listItems).where(eq(listItems.listId, list!.id));
    expect(items.map((i) => [i.productId, i.amount]).sort()).toEqual(
      [
        [eggs!.id, '10.000'],
        [ownBread!.id, '1.000'],
      ].sort(),
    );
    expect(await db.select().from(purchases).where(eq(purchases.listId, list!.id))).toHaveLength(2);
    // The own «хлеб» is still its owner's, untouched.
    expect(await db.select().from(products).where(eq(products.id, ownBread!.id))).toEqual([
      expect.objectContaining({ nameRu: 'хлеб', ownerId: owner!.id, common: false }),
    ]);

    // Running again, even after the version mark is lost, changes nothing.
    await db.delete(meta).where(eq(meta.key, 'seed_version'));
    await seedDatabase(db);
    expect((await db.select().from(products)).length).toBe(productsBefore + 3);
    const duplicates = await db.execute(sql`
      select lower(name_ru) from products where common group by lower(name_ru) having count(*) > 1`);
    expect((duplicates as unknown as { rows: unknown[] }).rows).toEqual([]);
  });

  it('leaves a renamed good alone when an admin changed its name already', async () => {
    const { db } = t.database;
    await db.update(products).set({ nameRu: 'Яйца деревенские' }).where(eq(products.seedKey, 'good:eggs'));
    await db.update(meta).set({ value: '1' }).where(eq(meta.key, 'seed_version'));
    await seedDatabase(db);
    expect(await named('Яйца деревенские')).toHaveLength(1);
    expect(await named('Яйца')).toEqual([]);
    expect(
      await db
        .select()
        .from(products)
        .where(and(eq(products.common, true), isNull(products.seedKey))),
    ).toHaveLength(1);
  });
});

describe('a database seeded by the second version of the seed', () => {
  it('gets the kitchen units after its own, and keeps the units it had as they were', async () => {
    const { db } = t.database;
    const kitchen = ['tbsp', 'tsp', 'cup', 'pinch', 'clove', 'oz', 'lb'];
    await db.delete(units).where(inArray(units.code, kitchen));
    await db.update(meta).set({ value: '2' }).where(eq(meta.key, 'seed_version'));
    const before = await db.select().from(units).orderBy(asc(units.position));

    await seedDatabase(db);

    const after = await db.select().from(units).orderBy(asc(units.position), asc(units.id));
    expect(after.map((unit) => unit.code)).toEqual(unitTable.map((unit) => unit.code));
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.slice(before.length).map((unit) => [unit.code, unit.nameRu, unit.nameEn])).toEqual(
      unitTable.filter((unit) => kitchen.includes(unit.code)).map((unit) => [unit.code, unit.ru, unit.en]),
    );
  });
});
