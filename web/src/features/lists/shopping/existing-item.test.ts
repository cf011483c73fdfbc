import { describe, expect, it } from 'vitest';
import { good } from '../shared/list-item.test-support';
import { summedQuantity } from './existing-item';

const units = [
  { id: 1, code: 'pcs', name_ru: 'шт', name_en: 'pcs' },
  { id: 2, code: 'kg', name_ru: 'кг', name_en: 'kg' },
  { id: 3, code: 'g', name_ru: 'г', name_en: 'g' },
  { id: 4, code: 'l', name_ru: 'л', name_en: 'l' },
];
const kilos = { id: 2, code: 'kg', name_ru: 'кг', name_en: 'kg' };
const grams = { id: 3, code: 'g', name_ru: 'г', name_en: 'g' };
const litres = { id: 4, code: 'l', name_ru: 'л', name_en: 'l' };
const pieces = { id: 1, code: 'pcs', name_ru: 'шт', name_en: 'pcs' };

describe('summedQuantity', () => {
  const apples = good(7, 'Яблоки', { amount: 500, unit: 3, unit_ru: 'г', unit_en: 'g' });

  it('puts a compatible amount on top, in the larger unit when it reads well', () => {
    expect(summedQuantity(apples, { amount: 2, unit: kilos }, units)).toEqual({ amount: 2.5, unit: kilos });
    expect(summedQuantity(apples, { amount: 250, unit: grams }, units)).toEqual({ amount: 750, unit: { ...grams } });
    expect(summedQuantity(good(8, 'Хлеб'), { amount: 2, unit: pieces }, units)).toEqual({ amount: 3, unit: pieces });
  });

  it('offers nothing for units that do not convert, no unit, or an item already bought', () => {
    expect(summedQuantity(apples, { amount: 1, unit: litres }, units)).toBeNull();
    expect(summedQuantity(apples, { amount: 1, unit: pieces }, units)).toBeNull();
    expect(summedQuantity(apples, { amount: 1 }, units)).toBeNull();
    expect(summedQuantity({ ...apples, completed: true }, { amount: 2, unit: kilos }, units)).toBeNull();
    // The item's unit is read by its code from the units list: grams the list does not name do not convert.
    expect(summedQuantity(apples, { amount: 2, unit: kilos }, [kilos])).toBeNull();
  });
});
