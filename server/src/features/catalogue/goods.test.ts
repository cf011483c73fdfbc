import { foldName, goodSynonyms, type Lang, sameName } from '@listok/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products, units } from '../../db/schema.js';
import { everydayGoods } from '../../db/seed/everyday.js';
import { seedGoods } from '../../db/seed/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { autocompleteNames, signUp, type TestUser } from '../../test/factories.js';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  // One user searches every good and synonym of the catalogue, far more than a person types in a minute.
  t = await createTestApp({ limits: { searchesPerMinute: 1_000_000, pastesPerMinute: 20, importsPerMinute: 10 } });
  user = await signUp(t.app);
});
afterAll(() => t.close());

const first = async (text: string, lang: Lang) => (await autocompleteNames(t.app, user, text, lang))[0];

const nameOf = (good: { nameRu: string; nameEn: string }, lang: Lang) => (lang === 'ru' ? good.nameRu : good.nameEn);

describe('the everyday goods of the catalogue', () => {
  it('are at least the 150 most bought, the generic ones among them, each with both names, a department and a unit', async () => {
    expect(everydayGoods.length).toBeGreaterThanOrEqual(150);
    const ru = everydayGoods.map((g) => g.nameRu);
    expect(ru).toEqual(
      expect.arrayContaining(['Хлеб', 'Сыр', 'Яйца', 'Мясо', 'Чай', 'Кофе', 'Сахар', 'Масло сливочное']),
    );
    expect(ru).toEqual(expect.arrayContaining(['Молоко', 'Картофель', 'Лук репчатый', 'Морковь']));
    const stored = await t.app.db
      .select({ ru: products.nameRu, en: products.nameEn, category: categories.code, unit: units.code })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .innerJoin(units, eq(units.id, products.defaultUnitId))
      .where(eq(products.common, true));
    for (const good of everydayGoods) {
      expect(stored).toContainEqual({ ru: good.nameRu, en: good.nameEn, category: good.category, unit: good.unit });
    }
  });

  it('have names no other good of the seed has, in either language', () => {
    for (const lang of ['ru', 'en'] as const) {
      const names = seedGoods.map((g) => foldName(nameOf(g, lang)));
      expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    }
  });

  it('are each found first by their own name, in both languages', async () => {
    for (const good of everydayGoods) {
      expect(await first(good.nameRu, 'ru'), good.nameRu).toBe(good.nameRu);
      expect(await first(good.nameEn, 'en'), good.nameEn).toBe(good.nameEn);
    }
  });
});

describe('the synonyms of contract/src/entry/synonyms.data.ts', () => {
  it('name goods of the seed by both their names, and no synonym is the name of a seed good', () => {
    for (const good of goodSynonyms) {
      expect(seedGoods, `${good.ru} / ${good.en}`).toContainEqual(
        expect.objectContaining({ nameRu: good.ru, nameEn: good.en }),
      );
      for (const lang of ['ru', 'en'] as const) {
        for (const synonym of good.also[lang]) {
          const clash = seedGoods.find((g) => sameName(synonym, nameOf(g, lang)));
          expect(clash, `${synonym} is the name of a good`).toBeUndefined();
        }
      }
    }
  });

  it('each find their good first, in their language', async () => {
    for (const good of goodSynonyms) {
      for (const lang of ['ru', 'en'] as const) {
        for (const synonym of good.also[lang]) expect(await first(synonym, lang), synonym).toBe(good[lang]);
      }
    }
  });
});
