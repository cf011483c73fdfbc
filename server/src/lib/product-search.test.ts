import { matchName, productQuery, rankProducts } from '@listok/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
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
