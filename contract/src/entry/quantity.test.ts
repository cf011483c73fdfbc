import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  findUnit,
  isAmount,
  parseEntry,
  piecesOf,
  sumAmounts,
  takeAmount,
  type UnitNames,
  unitWords,
} from './quantity.js';
import { unitTable } from './units.js';

/** The seeded units (the contract's unit table, as `GET /api/units` answers them), with made-up ids. */
const units: UnitNames[] = unitTable.map((u, index) => ({ id: index + 1, code: u.code, name_ru: u.ru, name_en: u.en }));
const unit = (en: string) => units.find((u) => u.name_en === en) as UnitNames;

/** The parse as `[name, amount, unit's English name]`, for compact cases. */
const parsed = (text: string) => {
  const entry = parseEntry(text, units);
  return [entry.name, entry.amount, entry.unit?.name_en];
};

describe('parseEntry', () => {
  it.each([
    ['2 кг яблок', ['яблок', 2, 'kg']],
    ['яблоки 2кг', ['яблоки', 2, 'kg']],
    ['яблоки 2 кг', ['яблоки', 2, 'kg']],
    ['2кг яблок', ['яблок', 2, 'kg']],
    ['milk 2 l', ['milk', 2, 'l']],
    ['milk 2l', ['milk', 2, 'l']],
    ['3 bread', ['bread', 3, 'pcs']],
    ['bread 3', ['bread', 3, 'pcs']],
    ['1,5 л молока', ['молока', 1.5, 'l']],
    ['1.5 l milk', ['milk', 1.5, 'l']],
    ['молоко 0.5', ['молоко', 0.5, 'pcs']],
    ['молоко ,5 л', ['молоко', 0.5, 'l']],
    ['500 г сыра', ['сыра', 500, 'g']],
    ['500гр сыра', ['сыра', 500, 'g']],
    ['2 кило картошки', ['картошки', 2, 'kg']],
    ['2 литра молока', ['молока', 2, 'l']],
    ['3 штуки лимонов', ['лимонов', 3, 'pcs']],
    ['5 pieces of cake', ['cake', 5, 'pcs']],
    ['2 kg of apples', ['apples', 2, 'kg']],
    ['2 уп. творога', ['творога', 2, 'pack']],
    ['2 уп творога', ['творога', 2, 'pack']],
    ['творог 2уп.', ['творог', 2, 'pack']],
    ['2 бутылки воды', ['воды', 2, 'bottle']],
    ['3 банки горошка', ['горошка', 3, 'can']],
    ['пучок укропа', ['пучок укропа', undefined, undefined]],
    ['1 пучок укропа', ['укропа', 1, 'bunch']],
    ['10 м плёнки', ['плёнки', 10, 'm']],
    ['2 лимона', ['лимона', 2, 'pcs']],
    ['2 Л Молока', ['Молока', 2, 'l']],
    ['  2   кг   яблок  ', ['яблок', 2, 'kg']],
    ['3x bread', ['bread', 3, 'pcs']],
    ['bread x2', ['bread', 2, 'pcs']],
    ['3 х хлеб', ['хлеб', 3, 'pcs']],
    ['кока-кола 0,5 л', ['кока-кола', 0.5, 'l']],
    ['2 кг груш-бере', ['груш-бере', 2, 'kg']],
    // Fractions, kitchen units, a dash or a colon before the amount.
    ['1/2 стакана молока', ['молока', 0.5, 'cup']],
    ['½ стакана молока', ['молока', 0.5, 'cup']],
    ['1½ cups flour', ['flour', 1.5, 'cup']],
    ['1 1/2 cups flour', ['flour', 1.5, 'cup']],
    ['1 ½ cups flour', ['flour', 1.5, 'cup']],
    ['1⁄4 cup olive oil', ['olive oil', 0.25, 'cup']],
    ['⅓ cup milk', ['milk', 0.333, 'cup']],
    ['2 ст. л. сахара', ['сахара', 2, 'tbsp']],
    ['2 ст.л. сахара', ['сахара', 2, 'tbsp']],
    ['2ст.л. сахара', ['сахара', 2, 'tbsp']],
    ['1 столовая ложка сахара', ['сахара', 1, 'tbsp']],
    ['3 столовые ложки сахара', ['сахара', 3, 'tbsp']],
    ['5 столовых ложек сахара', ['сахара', 5, 'tbsp']],
    ['сода 0,5 ч. ложки', ['сода', 0.5, 'tsp']],
    ['2 tbsp olive oil', ['olive oil', 2, 'tbsp']],
    ['2 Tbsp. olive oil', ['olive oil', 2, 'tbsp']],
    ['3 tablespoons butter', ['butter', 3, 'tbsp']],
    ['1 teaspoon salt', ['salt', 1, 'tsp']],
    ['3 зубчика чеснока', ['чеснока', 3, 'clove']],
    ['1 lb ground beef', ['ground beef', 1, 'lb']],
    ['8 oz cream cheese', ['cream cheese', 8, 'oz']],
    ['мука пшеничная — 1,5 стакана', ['мука пшеничная', 1.5, 'cup']],
    ['яйцо — 2 шт.', ['яйцо', 2, 'pcs']],
    ['Мука: 200 г', ['Мука', 200, 'g']],
    ['молоко - 1 л', ['молоко', 1, 'l']],
  ])('%s', (text, expected) => {
    expect(parsed(text)).toEqual(expected);
  });

  it('reads a range as its upper end, the range as written in the note', () => {
    expect(parseEntry('2–3 картофелины', units)).toEqual({
      name: 'картофелины',
      amount: 3,
      unit: unit('pcs'),
      note: '2–3',
    });
    expect(parseEntry('2-3 лимона', units)).toMatchObject({ name: 'лимона', amount: 3, note: '2–3' });
    expect(parseEntry('яблоки 1 - 1,5 кг', units)).toMatchObject({ name: 'яблоки', amount: 1.5, note: '1–1,5' });
    expect(parseEntry('2 to 3 tablespoons sugar', units)).toMatchObject({ name: 'sugar', amount: 3, note: '2–3' });
    expect(parseEntry('1 or 2 cloves garlic', units)).toMatchObject({ name: 'garlic', amount: 2, note: '1–2' });
    expect(parseEntry('молоко 3,2% 1-2 л', units)).toMatchObject({ name: 'молоко', amount: 2, note: '3,2%, 1–2' });
    // Not a range: a falling one, a name with a hyphen.
    expect(parseEntry('3-2 яблока', units)).toEqual({ name: '3-2 яблока' });
    expect(parseEntry('кока-кола 2 л', units)).toMatchObject({ name: 'кока-кола', amount: 2 });
  });

  it('keeps a kitchen word without an amount a good: a spoon, a glass, a cup', () => {
    expect(parseEntry('ложка', units)).toEqual({ name: 'ложка' });
    expect(parseEntry('2 ложки', units)).toMatchObject({ name: 'ложки', amount: 2, unit: unit('pcs') });
    expect(parseEntry('стаканы 6 шт', units)).toMatchObject({ name: 'стаканы', amount: 6, unit: unit('pcs') });
    expect(parseEntry('t-shirt 2', units)).toMatchObject({ name: 't-shirt', amount: 2 });
    expect(parseEntry('2 t sugar', units)).toMatchObject({ name: 't sugar', amount: 2, unit: unit('pcs') });
  });

  it('text without an amount is all name', () => {
    expect(parseEntry('молоко', units)).toEqual({ name: 'молоко' });
    expect(parseEntry(' Чай  зелёный ', units)).toEqual({ name: 'Чай зелёный' });
    expect(parseEntry('молоко 3,2%', units)).toEqual({ name: 'молоко', note: '3,2%' });
    expect(parseEntry('7up', units)).toEqual({ name: '7up' });
    expect(parseEntry('хлеб 2 батона', units)).toEqual({ name: 'хлеб 2 батона' });
  });

  it('nothing but an amount, or an amount the contract refuses, stays the name', () => {
    expect(parseEntry('2 кг', units)).toEqual({ name: '2 кг' });
    expect(parseEntry('0.5', units)).toEqual({ name: '0.5' });
    expect(parseEntry('0 яблок', units)).toEqual({ name: '0 яблок' });
    expect(parseEntry('1.2345 кг яблок', units)).toEqual({ name: '1.2345 кг яблок' });
    expect(parseEntry('1000000000 яблок', units)).toEqual({ name: '1000000000 яблок' });
    expect(parseEntry('', units)).toEqual({ name: '' });
  });

  it('a unit the list does not have is part of the name; a bare count without pieces has no unit', () => {
    const noKilos = units.filter((u) => u.name_en !== 'kg' && u.name_en !== 'pcs');
    expect(parseEntry('2 кг яблок', noKilos)).toEqual({ name: 'кг яблок', amount: 2 });
    expect(parseEntry('2 кг яблок', [])).toEqual({ name: 'кг яблок', amount: 2 });
  });

  it('reads units the list adds under their own names', () => {
    const more = [...units, { id: 99, code: 'crate', name_ru: 'ящик', name_en: 'crate' }];
    expect(parseEntry('2 ящик яблок', more)).toMatchObject({ name: 'яблок', amount: 2, unit: { id: 99 } });
    expect(parseEntry('apples 2 crate', more)).toMatchObject({ name: 'apples', amount: 2, unit: { id: 99 } });
  });

  it('never throws; the name has letters whenever the text has; an amount is a valid positive one', () => {
    const piece = fc.constantFrom(
      '2',
      '1,5',
      '0.25',
      'кг',
      'kg',
      'л',
      ' ',
      '  ',
      'яблок',
      'milk',
      'x',
      'of',
      '%',
      '.',
      '-',
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.array(piece).map((parts) => parts.join(' ')),
        ),
        (text) => {
          const entry = parseEntry(text, units);
          const letters = /\p{L}/u;
          expect(letters.test(entry.name)).toBe(letters.test(text));
          expect(entry.name).toBe(entry.name.trim());
          if (entry.amount !== undefined) {
            expect(entry.amount).toBeGreaterThan(0);
            expect(isAmount(entry.amount)).toBe(true);
            expect(entry.unit).toBeDefined();
          } else expect(entry.unit).toBeUndefined();
        },
      ),
    );
  });
});

describe('findUnit and piecesOf', () => {
  it('knows each unit by its names, with or without the dot, by common spellings and their forms', () => {
    const words = unitWords(units);
    const find = (word: string) => findUnit(words, word)?.name_en;
    expect(find('уп')).toBe('pack');
    expect(find('Уп.')).toBe('pack');
    expect(find('упаковок')).toBe('pack');
    expect(find('килограммов')).toBe('kg');
    expect(find('КИЛО')).toBe('kg');
    expect(find('литра')).toBe('l');
    expect(find('штуки')).toBe('pcs');
    expect(find('пучков')).toBe('bunch');
    expect(find('litres')).toBe('l');
    expect(find('kgs')).toBe('kg');
    expect(find('pieces')).toBe('pcs');
    expect(find('boxes')).toBe('box');
    expect(find('лимона')).toBeUndefined();
    expect(find('')).toBeUndefined();
    expect(find('.')).toBeUndefined();
    expect(piecesOf(units)).toBe(unit('pcs'));
    expect(piecesOf([])).toBeUndefined();
  });
});

describe('sumAmounts', () => {
  const of = (amount: number, en: string) => ({ amount, unit: unit(en) });
  const sum = (a: ReturnType<typeof of>, b: ReturnType<typeof of>) => {
    const result = sumAmounts(a, b);
    return result && `${result.amount} ${result.unit.name_en}`;
  };

  it('sums the same unit in it', () => {
    expect(sum(of(2, 'pcs'), of(3, 'pcs'))).toBe('5 pcs');
    expect(sum(of(0.1, 'kg'), of(0.2, 'kg'))).toBe('0.3 kg');
    expect(sum(of(600, 'g'), of(500, 'g'))).toBe('1100 g');
    expect(sum(of(1, 'bunch'), of(2, 'bunch'))).toBe('3 bunch');
  });

  it('converts grams and kilos, millilitres and litres, into the larger unit when it reads well', () => {
    expect(sum(of(2, 'kg'), of(500, 'g'))).toBe('2.5 kg');
    expect(sum(of(500, 'g'), of(2, 'kg'))).toBe('2.5 kg');
    expect(sum(of(1, 'l'), of(250, 'ml'))).toBe('1.25 l');
    expect(sum(of(300, 'g'), of(0.2, 'kg'))).toBe('500 g');
    expect(sum(of(1, 'kg'), of(0.5, 'g'))).toBe('1000.5 g');
    expect(sum(of(0.001, 'kg'), of(999, 'g'))).toBe('1 kg');
  });

  it('sums kitchen measures exactly, in the unit that holds the sum, and never volume with mass', () => {
    expect(sum(of(1, 'tbsp'), of(1, 'tsp'))).toBe('4 tsp');
    expect(sum(of(2, 'tbsp'), of(30, 'ml'))).toBe('4 tbsp');
    expect(sum(of(1, 'tbsp'), of(100, 'ml'))).toBe('115 ml');
    expect(sum(of(1, 'tbsp'), of(0.001, 'l'))).toBe('0.016 l');
    expect(sum(of(8, 'oz'), of(1, 'lb'))).toBe('1.5 lb');
    expect(sum(of(1, 'oz'), of(1, 'g'))).toBe('29.35 g');
    expect(sum(of(1, 'lb'), of(500, 'g'))).toBe('953.6 g');
    // 1.4536 kg, 3.2046… lb: neither unit holds it in three decimals.
    expect(sumAmounts(of(1, 'lb'), of(1, 'kg'))).toBeNull();
    expect(sumAmounts(of(1, 'l'), of(0.001, 'tbsp'))).toBeNull();
    expect(sumAmounts(of(1, 'tbsp'), of(10, 'g'))).toBeNull();
    expect(sumAmounts(of(1, 'cup'), of(200, 'ml'))).toBeNull();
    expect(sumAmounts(of(1, 'clove'), of(1, 'pcs'))).toBeNull();
  });

  it('takes an amount back off what is left of it, in the units it adds up with', () => {
    const left = (a: ReturnType<typeof of>, b: ReturnType<typeof of>) => {
      const result = takeAmount(a, b);
      return result && `${result.amount} ${result.unit.name_en}`;
    };
    expect(left(of(1.2, 'kg'), of(200, 'g'))).toBe('1 kg');
    expect(left(of(1.2, 'kg'), of(0.5, 'kg'))).toBe('0.7 kg');
    expect(left(of(1, 'kg'), of(200, 'g'))).toBe('800 g');
    expect(left(of(5, 'pcs'), of(2, 'pcs'))).toBe('3 pcs');
    expect(takeAmount(of(2, 'pcs'), of(2, 'pcs'))).toBeNull();
    expect(takeAmount(of(200, 'g'), of(1, 'kg'))).toBeNull();
    expect(takeAmount(of(1, 'l'), of(1, 'cup'))).toBeNull();
  });

  it('sums the largest amounts exactly', () => {
    expect(sum(of(999_999_998, 'kg'), of(1000, 'g'))).toBe('999999999 kg');
    expect(sumAmounts(of(999_999_999, 'kg'), of(1000, 'g'))).toBeNull();
    expect(sum(of(999_999_997.5, 'g'), of(0.001, 'kg'))).toBe('999999998.5 g');
  });

  it('refuses units that do not convert, and sums past the largest amount', () => {
    expect(sumAmounts(of(2, 'kg'), of(1, 'l'))).toBeNull();
    expect(sumAmounts(of(2, 'pcs'), of(500, 'g'))).toBeNull();
    expect(sumAmounts(of(1, 'pack'), of(1, 'bottle'))).toBeNull();
    expect(sumAmounts(of(999_999_999, 'pcs'), of(1, 'pcs'))).toBeNull();
  });

  it('a sum is a valid amount, and converting changes nothing of the total', () => {
    const amount = fc.integer({ min: 1, max: 10_000_000 }).map((n) => n / 1000);
    fc.assert(
      fc.property(amount, fc.constantFrom('g', 'kg'), amount, fc.constantFrom('g', 'kg'), (a, ua, b, ub) => {
        const result = sumAmounts(of(a, ua), of(b, ub));
        expect(result).not.toBeNull();
        if (!result) return;
        expect(isAmount(result.amount)).toBe(true);
        const grams = (n: number, en: string) => Math.round(n * (en === 'kg' ? 1000 : 1) * 1000);
        expect(grams(result.amount, result.unit.name_en)).toBe(grams(a, ua) + grams(b, ub));
      }),
    );
  });
});
