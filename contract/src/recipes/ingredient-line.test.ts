import { describe, expect, it } from 'vitest';
import { unitTable } from '../entry/units.js';
import { ingredientLineExamples } from './ingredient-line.examples.js';
import { readIngredientLine } from './ingredient-line.js';

/** The seeded units (the contract's unit table, as `GET /api/units` answers them), with made-up ids. */
const units = unitTable.map((u, index) => ({ id: index + 1, code: u.code, name_ru: u.ru, name_en: u.en }));

/** What a line reads as, in the examples' terms: name, amount, unit's code, note. */
const read = (line: string) =>
  readIngredientLine(line, units).map((good) => [good.name, good.amount, good.unit?.code ?? null, good.note]);

describe('the ingredient lines of recipe sites', () => {
  it('hold at least 80 lines, half of them Russian, and every example of the issue', () => {
    const lines = ingredientLineExamples.map((example) => example.line);
    expect(lines.length).toBeGreaterThanOrEqual(80);
    expect(new Set(lines).size).toBe(lines.length);
    const russian = ingredientLineExamples.filter((example) => example.lang === 'ru').length;
    expect(russian).toBeGreaterThanOrEqual(40);
    expect(lines.length - russian).toBeGreaterThanOrEqual(40);
    expect(lines).toEqual(
      expect.arrayContaining([
        '2 ст. л. сахара',
        'щепотка соли',
        '3 зубчика чеснока',
        '200 г муки',
        '1/2 стакана молока',
        '½ стакана',
        'мука пшеничная — 1,5 стакана',
        'яйцо — 2 шт.',
        'соль, перец — по вкусу',
        '2–3 картофелины',
        'лук репчатый 1 шт.',
        '2 tbsp olive oil',
        '1 (14 oz) can tomatoes',
        '1 1/2 cups flour',
        'salt to taste',
      ]),
    );
  });

  it.each(ingredientLineExamples.map((example) => [example.lang, example.line, example] as const))(
    '%s «%s»',
    (_lang, line, example) => {
      expect(read(line)).toEqual(example.goods.map(([name, amount, unit, note]) => [name, amount, unit, note]));
    },
  );
});

describe('readIngredientLine', () => {
  it('gives the line as written, trimmed, its spaces collapsed, with each good it names', () => {
    const goods = readIngredientLine('  соль,  перец —  по вкусу ', units);
    expect(goods.map((good) => good.text)).toEqual(['соль, перец — по вкусу', 'соль, перец — по вкусу']);
  });

  it('reads a bullet off, and names no good on an empty line or a heading', () => {
    expect(read('• 2 cups water')).toEqual([['water', 2, 'cup', '']]);
    expect(read('- Соль')).toEqual([['Соль', null, null, '']]);
    expect(readIngredientLine('   ', units)).toEqual([]);
    expect(readIngredientLine('Для теста:', units)).toEqual([]);
    expect(readIngredientLine('For the sauce:', units)).toEqual([]);
  });

  it('keeps kitchen measures as written: a cup is a cup, never millilitres, a spoon never grams', () => {
    expect(read('1 стакан сахара')).toEqual([['сахара', 1, 'cup', '']]);
    expect(read('1 cup (200g) sugar')).toEqual([['sugar', 1, 'cup', '200g']]);
    expect(read('2 ст. л. муки (около 50 г)')).toEqual([['муки', 2, 'tbsp', 'около 50 г']]);
  });

  it('reads a unit the list does not have as part of the name, and a bare count without pieces as no unit', () => {
    const noSpoons = units.filter((unit) => unit.code !== 'tbsp' && unit.code !== 'pcs');
    expect(readIngredientLine('2 eggs', noSpoons).map((good) => [good.amount, good.unit])).toEqual([[2, null]]);
    expect(readIngredientLine('щепотка соли', [])[0]).toMatchObject({ name: 'щепотка соли', amount: null });
  });

  it('gives every amount as a valid one, rounded to three decimals', () => {
    expect(read('⅓ cup milk')).toEqual([['milk', 0.333, 'cup', '']]);
    expect(read('⅔ стакана молока')).toEqual([['молока', 0.667, 'cup', '']]);
    expect(read('1¼ cups flour')).toEqual([['flour', 1.25, 'cup', '']]);
  });

  it('takes a comma after a good without an amount as several goods, unless it tells how to prepare it', () => {
    expect(read('Укроп, петрушка')).toEqual([
      ['Укроп', null, null, ''],
      ['петрушка', null, null, ''],
    ]);
    expect(read('Петрушка, мелко нарезанная')).toEqual([['Петрушка', null, null, 'мелко нарезанная']]);
    expect(read('Salt, smoked paprika')).toEqual([
      ['Salt', null, null, ''],
      ['smoked paprika', null, null, ''],
    ]);
    expect(read('Parsley, roughly chopped')).toEqual([['Parsley', null, null, 'roughly chopped']]);
  });
});
