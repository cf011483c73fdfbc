import { type Lang, parseEntry, type UnitNames } from '@listok/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../../db/schema.js';
import type { FamilyCounts } from '../../../lib/family-purchases.js';
import { searchProducts } from '../../../lib/product-search.js';
import { Deadline } from '../../../plugins/work-limits.js';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { goodsNamed } from './add-text.goods.js';
import { unitNames } from './add-text.js';

let t: TestDatabase;
let unitList: UnitNames[];
beforeAll(async () => {
  t = await createTestDatabase();
  unitList = await unitNames(t.database.db);
});
afterAll(() => t.drop());

const noFamily: FamilyCounts = { at: 0, lists: '', products: [], counts: new Map() };
const other = (lang: Lang): Lang => (lang === 'ru' ? 'en' : 'ru');

/** The names of the goods the texts name, as a paste reads them (a user with no purchases and no products). */
async function named(texts: string[], lang: Lang = 'ru') {
  const names = texts.map((text) => parseEntry(text, unitList).name);
  const goods = await goodsNamed(t.database.db, names, [lang, other(lang)], 0, noFamily, Deadline.none);
  return goods.map((good) => (good ? (lang === 'ru' ? good.name_ru : good.name_en) : undefined));
}

/** The yardstick: the add box's whole search, in the language and then the other, its best when it is named. */
async function namedBySearch(text: string, lang: Lang) {
  for (const each of [lang, other(lang)]) {
    const best = (await searchProducts(t.database.db, text, each, 0, unitList)).products[0];
    if (best && best.match.named < 2) return best.id;
  }
  return undefined;
}

describe('the goods pasted lines name', () => {
  it('are named by the line up to word forms, a synonym or the other keyboard layout; a resemblance names none', async () => {
    expect(await named(['яйца 10 шт', 'картошка 2 кг', 'хлебушек', '[kt,', 'хле', 'груш-бере', 'cheese'])).toEqual([
      'Яйца',
      'Картофель',
      'Хлеб',
      'Хлеб',
      undefined,
      undefined,
      'Сыр',
    ]);
    expect(await named(['spuds', 'milk 2 l', 'ьшдл', 'яблоки'], 'en')).toEqual(['Potatoes', 'Milk', 'Milk', 'Apples']);
  });

  it("are the ones the add box would pick, for the catalogue's names in other word forms and cases", async () => {
    const common = await t.database.db.select().from(products).where(eq(products.common, true));
    const sample = common.filter((_, index) => index % 9 === 0);
    for (const lang of ['ru', 'en'] as const) {
      const texts = sample.flatMap((p) => {
        const name = lang === 'ru' ? p.nameRu : p.nameEn;
        return [name.toLowerCase(), `${name.toUpperCase()}${lang === 'ru' ? 'ОВ' : 'S'}`];
      });
      const goods = await goodsNamed(t.database.db, texts, [lang, other(lang)], 0, noFamily, Deadline.none);
      for (const [index, text] of texts.entries()) expect(goods[index]?.id, text).toBe(await namedBySearch(text, lang));
    }
  });

  it('give up past the deadline', async () => {
    const past = new Deadline(performance.now() - 1);
    await expect(goodsNamed(t.database.db, ['хлеб'], ['ru', 'en'], 0, noFamily, past)).rejects.toMatchObject({
      code: 'BUSY',
    });
  });
});
