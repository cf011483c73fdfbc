import { describe, expect, it } from 'vitest';
import { entryLineExamples, entryLineShops } from './entry-line.examples.js';
import { readEntryLine } from './entry-line.js';
import { unitTable } from './units.js';

const units = unitTable.map((u, index) => ({ id: index + 1, code: u.code, name_ru: u.ru, name_en: u.en }));
const stores = entryLineShops.map((name, index) => ({ id: index + 1, name }));

describe('readEntryLine reads every smart-entry example of the docs as the add box does', () => {
  it.each(entryLineExamples.map((example) => [example.line, example] as const))('«%s»', (line, example) => {
    const { entry, store } = readEntryLine(line, { units, stores });
    expect({
      name: entry.name,
      amount: entry.amount,
      unit: entry.unit?.code,
      note: entry.note,
      store: store?.name,
    }).toEqual({
      name: example.name,
      amount: example.amount,
      unit: example.unit,
      note: example.note,
      store: example.store,
    });
  });
});

describe('readEntryLine', () => {
  it('reads a shop only when the list has it, and then before the amount', () => {
    expect(readEntryLine('сыр в Ашане', { units })).toEqual({ entry: { name: 'сыр в Ашане' } });
    expect(readEntryLine('сыр в Магните', { units, stores }).entry.name).toBe('сыр в Магните');
    const { entry, store } = readEntryLine('молоко в бутылке 2 л в Ашане', { units, stores });
    expect([entry.name, entry.amount, entry.unit?.code, store?.name]).toEqual(['молоко в бутылке', 2, 'l', 'Ашан']);
  });

  it('reads the letters as it is told before the amount', () => {
    const latin = readEntryLine('2 кг мoлока', { units, letters: (text) => text.replace('o', 'о') });
    expect(latin.entry).toMatchObject({ name: 'молока', amount: 2 });
  });
});

describe('readEntryLine reads a price in the list currency (issue 50)', () => {
  it('before the amount, and before or after the shop', () => {
    const milk = readEntryLine('молоко 2 л 89₽', { units, stores, currency: 'RUB' });
    expect([milk.entry.name, milk.entry.amount, milk.entry.unit?.code, milk.price]).toEqual(['молоко', 2, 'l', 8900]);
    for (const line of ['сыр в Ашане 240₽', 'сыр 240 ₽ в Ашане']) {
      const cheese = readEntryLine(line, { units, stores, currency: 'RUB' });
      expect([cheese.entry.name, cheese.store?.name, cheese.price]).toEqual(['сыр', 'Ашан', 24000]);
    }
  });

  it('only with a currency, and only in it', () => {
    expect(readEntryLine('молоко 89₽', { units }).price).toBeUndefined();
    expect(readEntryLine('milk $2.49', { units, currency: 'EUR' })).toMatchObject({ entry: { name: 'milk $2.49' } });
    expect(readEntryLine('milk $2.49', { units, currency: 'USD' })).toEqual({ entry: { name: 'milk' }, price: 249 });
  });
});
