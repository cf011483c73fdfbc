import { ingredientLineExamples, type Lang, readIngredientLine, searchLangs, type UnitNames } from '@listok/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FamilyCounts } from '../../../lib/family-purchases.js';
import { Deadline } from '../../../plugins/work-limits.js';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { goodsNamed } from '../paste/add-text.goods.js';
import { unitNames } from '../paste/add-text.js';

// The ingredient lines of recipe sites (contract ingredient-line.examples.ts), read with the seeded units and matched
// to the seed catalogue's goods as a paste matches its lines (`goodsNamed`: word forms, synonyms, the other language).

let t: TestDatabase;
let unitList: UnitNames[];
beforeAll(async () => {
  t = await createTestDatabase();
  unitList = await unitNames(t.database.db);
});
afterAll(() => t.drop());

/** A reader with no purchases and no products of their own: only the catalogue's goods are theirs to find. */
const noFamily: FamilyCounts = { at: 0, lists: '', products: [], counts: new Map() };

/** The catalogue's goods the names mean, each named in the language (undefined: none). */
async function goodsOf(names: string[], lang: Lang) {
  const goods = await goodsNamed(t.database.db, names, searchLangs(lang), 0, noFamily, Deadline.none);
  for (const good of goods) if (good) expect(good.common).toBe(true);
  return goods.map((good) => (good ? (lang === 'ru' ? good.name_ru : good.name_en) : null));
}

describe('the goods of recipe lines', () => {
  it('are read with the seeded units as with the unit table', () => {
    for (const { line, goods } of ingredientLineExamples) {
      const read = readIngredientLine(line, unitList).map((good) => [good.name, good.amount, good.unit?.code ?? null]);
      expect(read, line).toEqual(goods.map(([name, amount, unit]) => [name, amount, unit]));
    }
  });

  it.each(['ru', 'en'] as const)('are the catalogue’s goods their names mean, in %s', async (lang) => {
    const examples = ingredientLineExamples.filter((example) => example.lang === lang);
    const read = examples.flatMap(({ line }) => readIngredientLine(line, unitList));
    const found = await goodsOf(
      read.map((good) => good.name),
      lang,
    );
    const lines = read.map((good, index) => [good.text, good.name, found[index]]);
    const expected = examples.flatMap(({ line, goods }) => goods.map(([name, , , , good]) => [line, name, good]));
    expect(lines).toEqual(expected);
  });
});
