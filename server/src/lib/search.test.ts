import { foldName, foldWords, matchForm } from '@listok/contract';
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
    const tricky = [
      ...['Сок «Добрый»', 'Брест-Литовск', 'Кофе (молотый)', 'Мёд ЛИПОВЫЙ', 'ЁЖ', 'Liver pâté', 'Crème brûlée'],
      ...[
        'Ｍолоко',
        'Ｍｉｌｋ',
        'Молоко́',
        'МОЛОКО́',
        'Мё́д',
        'Ѐлка',
        'ﬁlo',
        'Сыр\u00A0Ламбер',
        '２ кг',
        'Й'.normalize('NFD'),
      ],
    ];
    const all = [...names, ...tricky];
    expect(names.length).toBeGreaterThan(600);
    expect(await foldedInSql(all, foldColumn)).toEqual(all.map(foldName));
    // wordsColumn puts a space in front, so `like '% word%'` finds the first word too; a separator at the end leaves a
    // space there, which `like '% text%'` does not see.
    const words = (await foldedInSql(all, wordsColumn)).map((folded) => folded.trimEnd());
    expect(words).toEqual(all.map((name) => ` ${foldWords(name)}`));
  });

  it('folds every character whose matching form is of the two alphabets, with and without a stress mark, alike', async () => {
    // Fullwidth and mathematical letters, ligatures, superscripts, circled and parenthesised ones, compatibility
    // spaces, the Cyrillic letters NFD writes with accents: from the blocks whose normalisation has not changed for
    // many Unicode versions (a character newer than the database's Unicode tables is folded only in JavaScript).
    const blocks = [
      [0x00a0, 0x024f], // Latin-1 Supplement, Latin Extended-A and B
      [0x02b0, 0x02ff], // Spacing Modifier Letters
      [0x0400, 0x04ff], // Cyrillic
      [0x1d00, 0x1dbf], // Phonetic Extensions
      [0x2000, 0x218f], // spaces, punctuation, super- and subscripts, letterlike symbols, number forms
      [0x2460, 0x24ff], // Enclosed Alphanumerics
      [0x3000, 0x303f], // CJK Symbols and Punctuation (the ideographic space)
      [0xfb00, 0xfb4f], // Alphabetic Presentation Forms (ligatures)
      [0xff00, 0xffef], // Halfwidth and Fullwidth Forms
      [0x1d400, 0x1d7ff], // Mathematical Alphanumeric Symbols
    ] as const;
    const plain = /^[ -~а-яА-ЯёЁ\p{M}]+$/u;
    const characters: string[] = [];
    for (const code of blocks.flatMap(([from, to]) => range(from, to))) {
      const char = String.fromCodePoint(code);
      if (matchForm(char) !== char && plain.test(matchForm(char))) characters.push(char);
    }
    expect(characters.length).toBeGreaterThan(1000);
    // As stored: trimmed.
    const texts = characters.flatMap((char) => [`x${char}y`, `ко${char}\u0301т`, `${char}о\u0301`.trim()]);
    expect(await foldedInSql(texts, foldColumn)).toEqual(texts.map(foldName));
  });
});

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
