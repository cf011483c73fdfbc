import { foldName, foldWords } from '@listok/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { foldColumn, wordsColumn } from './search.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.drop());

const russian = 'абвгдеёжзийклмнопрстуфхцчшщъыьэюя';
const english = 'abcdefghijklmnopqrstuvwxyz';

/** The texts folded in SQL, in their order. */
async function foldedInSql(texts: readonly string[], fold: typeof foldColumn): Promise<string[]> {
  const result = await t.database.db.execute(
    sql`select ${fold(sql`x`)} as folded from jsonb_array_elements_text(${JSON.stringify(texts)}::jsonb) with ordinality as u(x, n)
        order by n`,
  );
  return (result as unknown as { rows: { folded: string }[] }).rows.map((row) => row.folded);
}

describe('folding names in SQL and in JavaScript', () => {
  it("the database folds every letter of both languages, in both cases, as the contract's foldName", async () => {
    const letters = [...russian, ...russian.toUpperCase(), ...english, ...english.toUpperCase(), ...'0123456789%.,'];
    expect(await foldedInSql(letters, foldColumn)).toEqual(letters.map(foldName));
  });

  it('folds every stored name as foldName, and reads its words as foldWords', async () => {
    const names = (await t.database.db.select({ ru: products.nameRu, en: products.nameEn }).from(products)).flatMap(
      (p) => [p.ru, p.en],
    );
    const tricky = ['Сок «Добрый»', 'Брест-Литовск', 'Кофе (молотый)', 'Мёд ЛИПОВЫЙ', 'ЁЖ', 'Liver pâté'];
    const all = [...names, ...tricky];
    expect(names.length).toBeGreaterThan(600);
    expect(await foldedInSql(all, foldColumn)).toEqual(all.map(foldName));
    // wordsColumn puts a space in front, so `like '% word%'` finds the first word too; a separator at the end leaves a
    // space there, which `like '% text%'` does not see.
    const words = (await foldedInSql(all, wordsColumn)).map((folded) => folded.trimEnd());
    expect(words).toEqual(all.map((name) => ` ${foldWords(name)}`));
  });
});
