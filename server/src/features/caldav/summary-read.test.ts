import type { UnitNames } from '@listok/contract';
import { describe, expect, it } from 'vitest';
import { summaryChanges } from './summary-read.js';

const units: UnitNames[] = [
  { id: 1, code: 'pcs', name_ru: 'шт', name_en: 'pcs' },
  { id: 2, code: 'l', name_ru: 'л', name_en: 'l' },
  { id: 3, code: 'kg', name_ru: 'кг', name_en: 'kg' },
];
const milk = { itemId: 7, name: 'Молоко', amount: 2, unit: 2 };
const entry = { itemId: null, name: 'Полить цветы', amount: null, unit: null };

describe('a SUMMARY written in a calendar app', () => {
  it.each([
    ['Молоко, 2 л', {}],
    ['Молоко, 3 л', { amount: 3 }],
    ['Молоко, 1,5 кг', { amount: 1.5, unit: 3 }],
    ['молоко 3 л', { amount: 3 }],
    ['Молоко', {}],
    ['Кефир, 2 л', {}],
    ['Milk, 4 l', { amount: 4 }],
  ])('re-reads a good’s amount and unit from «%s»', (summary, changes) => {
    expect(summaryChanges(summary, milk, units)).toEqual(changes);
  });

  it.each([
    ['Полить цветы', {}],
    ['Полить все цветы', { name: 'Полить все цветы' }],
    ['Носки, 3', { name: 'Носки', amount: 3 }],
    ['Позвонить Ане, Боре', { name: 'Позвонить Ане, Боре' }],
  ])('renames a plain entry from «%s»', (summary, changes) => {
    expect(summaryChanges(summary, entry, units)).toEqual(changes);
  });

  it('takes a plain entry’s amount away when the app drops it', () => {
    expect(summaryChanges('Носки', { itemId: null, name: 'Носки', amount: 3, unit: null }, units)).toEqual({
      amount: null,
    });
  });
});
