import { matchName, productQuery, rankProducts } from '@listok/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, units } from '../db/schema.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { knownGood, searchProducts } from './product-search.js';
import { type CandidateRow, candidatesQuery } from './product-search.sql.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await t.database.db.insert(products).values(
    ['Брест-Литовск', 'Сок «Юкса»', 'Кофе (молотый) юкса', 'Мёд ЛИПОВЫЙ', 'a_b%c'].map((name) => ({
      nameRu: name,
      nameEn: name,
      common: true,
    })),
  );
});
afterAll(() => t.drop());

const candidates = async (text: string, lang: 'ru' | 'en') => {
  const query = productQuery(text, lang);
  if (!query) throw new Error(text);
  const result = await t.database.db.execute(candidatesQuery(query, lang, 0));
  return { query, rows: (result as unknown as { rows: CandidateRow[] }).rows };
};

describe('the search’s statement and the contract’s rule', () => {
  // Texts that match fewer names than a full answer (so every tier runs) and some that match many.
  const texts: [string, 'ru' | 'en'][] = [
    ['юкса', 'ru'],
    ['брест лит', 'ru'],
    ['литовск', 'ru'],
    ['(молотый)', 'ru'],
    ['ест-лит', 'ru'],
    ['мед липовый', 'ru'],
    ['a_b', 'ru'],
    ['%', 'ru'],
    ['яблоками', 'ru'],
    ['овсяного молока', 'ru'],
    ['картошка', 'ru'],
    ['сливочное масло', 'ru'],
    ['грибочки', 'ru'],
    ['мол', 'ru'],
    ['ка', 'ru'],
    ['spuds', 'en'],
    ['milk oat', 'en'],
    ['cherries', 'en'],
    ['wipes', 'en'],
    ['oil', 'en'],
  ];

  it('fetches only names the rule matches, and every name it matches when there are fewer than a full answer', async () => {
    const all = await t.database.db.select().from(products).where(eq(products.common, true));
    for (const [text, lang] of texts) {
      const { query, rows } = await candidates(text, lang);
      const names = rows.map((row) => row.name);
      expect(rankProducts(query, rows, Number.POSITIVE_INFINITY).length, text).toBe(rows.length);
      const matching = all.map((p) => (lang === 'ru' ? p.nameRu : p.nameEn)).filter((n) => matchName(query, n));
      if (matching.length < 10) expect(names.sort(), text).toEqual(matching.sort());
      else expect(names.length, text).toBeGreaterThanOrEqual(10);
    }
  });
});

describe('searchProducts and knownGood', () => {
  it('read the amount off a line and tell the good it names, or none when it only resembles goods', async () => {
    const unitList = (await t.database.db.select().from(units)).map((u) => ({
      ...u,
      name_ru: u.nameRu,
      name_en: u.nameEn,
    }));
    const read = async (text: string, lang: 'ru' | 'en' = 'ru') =>
      searchProducts(t.database.db, text, lang, 0, unitList);
    const eggs = await read('яйца 10 шт');
    expect(knownGood(eggs)?.name).toBe('Яйца');
    expect(eggs.entry).toMatchObject({ name: 'яйца', amount: 10, unit: expect.objectContaining({ code: 'pcs' }) });
    const potatoes = await read('картошка 2 кг');
    expect(knownGood(potatoes)?.name).toBe('Картофель');
    expect(potatoes.entry).toMatchObject({ amount: 2, unit: expect.objectContaining({ code: 'kg' }) });
    expect(knownGood(await read('хлебушек'))?.name).toBe('Хлеб');
    expect(knownGood(await read('spuds', 'en'))?.name).toBe('Potatoes');
    expect(knownGood(await read('[kt,'))?.name).toBe('Хлеб');
    const resembles = await read('хле');
    expect(resembles.products[0]?.name).toBe('Хлеб');
    expect(knownGood(resembles)).toBeUndefined();
    expect(knownGood(await read('груш-бере'))).toBeUndefined();
    expect((await read('2 кг')).products).toEqual([]);
  });
});
