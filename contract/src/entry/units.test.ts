import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { intlLocale, languages } from '../core/lang.js';
import { piecesOf, unitCodeOf } from './quantity.js';
import { amountText, formatAmount, piecesCode, pluralCategory, unitAfter, unitDefinition, unitTable } from './units.js';
import { foldName } from './word-forms.js';

const asListed = unitTable.map((u, index) => ({ id: index + 1, code: u.code, name_ru: u.ru, name_en: u.en }));

describe('the unit table', () => {
  it('names every unit once: codes, names and spellings lead to one unit each', () => {
    const codes = unitTable.map((u) => u.code);
    expect(new Set(codes).size).toBe(codes.length);
    const owners = new Map<string, string[]>();
    for (const u of unitTable) {
      for (const word of new Set([u.ru, u.en, ...u.spellings].map((w) => foldName(w).replace(/\.$/u, '')))) {
        owners.set(word, [...(owners.get(word) ?? []), u.code]);
      }
    }
    expect(owners.has('')).toBe(false);
    expect([...owners].filter(([, units]) => units.length > 1)).toEqual([]);
  });

  it('keeps its spellings folded and without a trailing dot', () => {
    for (const u of unitTable) for (const s of u.spellings) expect(s, u.code).toBe(foldName(s).replace(/\.$/u, ''));
  });

  it('converts only within a measure, each unit with its factor', () => {
    for (const u of unitTable) expect(u.measure === undefined, u.code).toBe(u.factor === undefined);
    expect(unitDefinition('kg')).toMatchObject({ measure: 'mass', factor: 1_000_000 });
    expect(unitDefinition('ml')).toMatchObject({ measure: 'volume', factor: 1 });
    for (const u of unitTable) if (u.factor !== undefined) expect(Number.isInteger(u.factor), u.code).toBe(true);
  });

  it('keeps kitchen measures what they are: spoons are millilitres, a cup, a pinch and a clove convert to nothing', () => {
    expect(unitDefinition('tbsp')).toMatchObject({ measure: 'volume', factor: 15 });
    expect(unitDefinition('tsp')).toMatchObject({ measure: 'volume', factor: 5 });
    for (const code of ['cup', 'pinch', 'clove'] as const) expect(unitDefinition(code).measure, code).toBeUndefined();
    // A pound is 16 ounces, each in the cookbooks' grams.
    expect(unitDefinition('lb').factor).toBe(16 * (unitDefinition('oz').factor ?? 0));
    expect(unitDefinition('oz').factor).toBe(28_350);
  });

  it('reads a unit of the list by its code, not by its names', () => {
    expect(asListed.map(unitCodeOf)).toEqual(unitTable.map((u) => u.code));
    // Renamed units keep their meaning; a name alone does not make a unit the table's.
    expect(unitCodeOf({ id: 9, code: 'pack', name_ru: 'Упаковка', name_en: 'Packet' })).toBe('pack');
    expect(unitCodeOf({ id: 9, code: 'crate', name_ru: 'уп.', name_en: 'pack' })).toBeUndefined();
    expect(unitCodeOf({ id: 9, code: 'crate', name_ru: 'ящик', name_en: 'crate' })).toBeUndefined();
  });

  it('finds the pieces of a list by their code', () => {
    expect(piecesOf(asListed)?.name_en).toBe(unitDefinition(piecesCode).en);
    expect(piecesOf([{ id: 3, code: 'pcs', name_ru: 'штуки', name_en: 'items' }])?.id).toBe(3);
    expect(piecesOf([{ id: 3, code: 'each', name_ru: 'шт', name_en: 'pcs' }])).toBeUndefined();
    expect(piecesOf(asListed.filter((u) => u.name_en !== 'pcs'))).toBeUndefined();
  });
});

const names = (code: Parameters<typeof unitDefinition>[0]) => {
  const unit = unitDefinition(code);
  return { name_ru: unit.ru, name_en: unit.en };
};
const after = (amount: number, code: Parameters<typeof unitDefinition>[0], lang: 'ru' | 'en') =>
  `${amount} ${unitAfter(amount, names(code), lang)}`;

describe('a unit after an amount', () => {
  it('agrees with the amount in English: one piece, a pair, and every other amount in the plural', () => {
    expect(after(1, 'pcs', 'en')).toBe('1 pc');
    expect(after(2, 'pcs', 'en')).toBe('2 pcs');
    expect(after(0, 'pcs', 'en')).toBe('0 pcs');
    expect(after(1.5, 'bottle', 'en')).toBe('1.5 bottles');
    expect(after(0.5, 'bottle', 'en')).toBe('0.5 bottles');
    expect(after(1, 'bottle', 'en')).toBe('1 bottle');
    expect(after(21, 'pack', 'en')).toBe('21 packs');
    const plurals = { can: 'cans', box: 'boxes', bag: 'bags', roll: 'rolls', tube: 'tubes', pair: 'pairs' } as const;
    for (const [code, plural] of Object.entries(plurals)) {
      expect(after(1, code as keyof typeof plurals, 'en')).toBe(`1 ${code}`);
      expect(after(3, code as keyof typeof plurals, 'en')).toBe(`3 ${plural}`);
    }
    expect(after(2, 'bunch', 'en')).toBe('2 bunches');
    expect([after(1.5, 'cup', 'en'), after(2, 'pinch', 'en'), after(3, 'clove', 'en')]).toEqual([
      '1.5 cups',
      '2 pinches',
      '3 cloves',
    ]);
  });

  it('keeps symbols and "dozen" as they are in English', () => {
    for (const code of ['kg', 'g', 'l', 'ml', 'm', 'dozen', 'tbsp', 'tsp', 'oz', 'lb'] as const) {
      expect(after(1, code, 'en')).toBe(`1 ${code}`);
      expect(after(2.5, code, 'en')).toBe(`2.5 ${code}`);
    }
  });

  it.each([
    [1, 'банка'],
    [2, 'банки'],
    [4, 'банки'],
    [5, 'банок'],
    [11, 'банок'],
    [12, 'банок'],
    [14, 'банок'],
    [21, 'банка'],
    [22, 'банки'],
    [25, 'банок'],
    [111, 'банок'],
    [1.5, 'банки'],
    [0.5, 'банки'],
    [0, 'банок'],
  ])('agrees with the amount in Russian: %s %s', (amount, form) => {
    expect(unitAfter(amount, names('can'), 'ru')).toBe(form);
  });

  it('declines every Russian unit that is a whole word, and keeps abbreviations', () => {
    const forms = (code: Parameters<typeof unitDefinition>[0]) =>
      [1, 2, 5].map((amount) => unitAfter(amount, names(code), 'ru')).join(' ');
    expect(forms('bunch')).toBe('пучок пучка пучков');
    expect(forms('bag')).toBe('пакет пакета пакетов');
    expect(forms('roll')).toBe('рулон рулона рулонов');
    expect(forms('tube')).toBe('тюбик тюбика тюбиков');
    expect(forms('pair')).toBe('пара пары пар');
    expect(forms('cup')).toBe('стакан стакана стаканов');
    expect(forms('pinch')).toBe('щепотка щепотки щепоток');
    expect(forms('clove')).toBe('зубчик зубчика зубчиков');
    expect(forms('tbsp')).toBe('ст. л. ст. л. ст. л.');
    for (const code of ['pcs', 'kg', 'g', 'l', 'ml', 'pack', 'bottle', 'm', 'dozen', 'box'] as const) {
      expect(forms(code)).toBe(Array(3).fill(unitDefinition(code).ru).join(' '));
    }
  });

  it('gives every table unit whose name is a word its forms, the first of them its name', () => {
    for (const unit of unitTable) {
      if (unit.ruForms) expect(unit.ruForms[0], unit.code).toBe(unit.ru);
      if (unit.enForms) expect(unit.enForms, unit.code).toContain(unit.en);
      // A Russian name that is a whole word (not an abbreviation with a dot, not a symbol) must decline.
      if (/^[а-я]{4,}$/u.test(unit.ru)) expect(unit.ruForms, unit.code).toBeDefined();
    }
  });

  it('shows a name the table does not have as it is', () => {
    expect(unitAfter(2, { name_ru: 'ящик', name_en: 'crate' }, 'en')).toBe('crate');
    expect(unitAfter(5, { name_ru: 'ящик', name_en: 'crate' }, 'ru')).toBe('ящик');
  });

  it('picks the plural category by the rules of the language', () => {
    expect([1, 2, 5, 21, 1.5].map((n) => pluralCategory('ru', n))).toEqual(['one', 'few', 'many', 'one', 'other']);
    expect([1, 2, 1.5, 0].map((n) => pluralCategory('en', n))).toEqual(['one', 'other', 'other', 'other']);
  });
});

describe('an amount with its unit (amountText)', () => {
  const pieces = { name_ru: 'шт', name_en: 'pcs' };
  const bottle = { name_ru: 'бут.', name_en: 'bottle' };
  const can = { name_ru: 'банка', name_en: 'can' };

  it('agrees the unit with the amount in English', () => {
    expect(amountText(1, pieces, 'en')).toBe('1 pc');
    expect(amountText(3, pieces, 'en')).toBe('3 pcs');
    expect(amountText(1.5, bottle, 'en')).toBe('1.5 bottles');
    expect(amountText(1, bottle, 'en')).toBe('1 bottle');
  });

  it('agrees the unit with the amount in Russian, with a decimal comma', () => {
    expect(amountText(1, can, 'ru')).toBe('1 банка');
    expect(amountText(2, can, 'ru')).toBe('2 банки');
    expect(amountText(5, can, 'ru')).toBe('5 банок');
    expect(amountText(1.5, can, 'ru')).toBe('1,5 банки');
    expect(amountText(21, pieces, 'ru')).toBe('21 шт');
  });

  it('writes at most three decimals and no thousands separators', () => {
    expect(amountText(12345.6789, undefined, 'ru')).toBe('12345,679');
    expect(amountText(0.25, { name_ru: 'кг', name_en: 'kg' }, 'en')).toBe('0.25 kg');
  });

  it('is the bare amount without a unit or a unit name', () => {
    expect(amountText(2, undefined, 'ru')).toBe('2');
    expect(amountText(2, { name_ru: '', name_en: ' ' }, 'en')).toBe('2');
  });
});

describe('an amount as text', () => {
  const intl = (value: number, lang: 'ru' | 'en') =>
    new Intl.NumberFormat(intlLocale[lang], { maximumFractionDigits: 3, useGrouping: false }).format(value);

  it('is written as Intl.NumberFormat writes it, rounding included', () => {
    const amounts = fc.oneof(
      fc.double({ min: 0, max: 1e22, noNaN: true }),
      fc.integer({ min: 0, max: 10_000_000 }).map((thousandths) => thousandths / 1000),
      // Halves of the last place kept: 1.0005 is 1.000499… as a double, 0.0625 rounds up.
      fc.integer({ min: 0, max: 10_000_000 }).map((n) => n / 1000 + 0.0005),
      fc.integer({ min: 0, max: 1_000_000 }).map((n) => n / 16),
    );
    fc.assert(
      fc.property(amounts, fc.constantFrom(...languages), (value, lang) => {
        expect(formatAmount(value, lang)).toBe(intl(value, lang));
      }),
      { numRuns: 2000 },
    );
  });

  it('reads as people of the language write it', () => {
    expect(['ru', 'en'].map((lang) => formatAmount(1.5, lang as 'ru' | 'en'))).toEqual(['1,5', '1.5']);
    expect(formatAmount(0.0625, 'ru')).toBe('0,063');
    expect(formatAmount(0.0135, 'en')).toBe('0.014');
    expect(formatAmount(999.9995, 'en')).toBe('1000');
    expect(formatAmount(12_345.6789, 'en')).toBe('12345.679');
    expect(formatAmount(0.0004, 'ru')).toBe('0');
    for (const odd of [-1.5, -0, Number.POSITIVE_INFINITY, Number.NaN, 1e21]) {
      expect(formatAmount(odd, 'ru')).toBe(intl(odd, 'ru'));
    }
  });
});
