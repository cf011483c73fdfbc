import { describe, expect, it } from 'vitest';
import { itemAmount, itemName, unitName } from './item-view';

const item = { name: 'Молоко', name_ru: 'Молоко', name_en: 'Milk', amount: 2, unit_ru: 'л', unit_en: 'l' };

describe('names in the interface language', () => {
  it('picks the item name and unit of the language', () => {
    expect(itemName(item, 'en')).toBe('Milk');
    expect(itemName(item, 'ru')).toBe('Молоко');
    expect(unitName({ name_ru: 'шт', name_en: 'pcs' }, 'ru')).toBe('шт');
  });

  it('falls back to the answered name when the language has none', () => {
    expect(itemName({ ...item, name_en: '' }, 'en')).toBe('Молоко');
  });
});

describe('the item’s amount', () => {
  it('is the amount with its unit in the language, empty for an entry without one', () => {
    expect(itemAmount(item, 'en')).toBe('2 l');
    expect(itemAmount(item, 'ru')).toBe('2 л');
    expect(itemAmount({ ...item, amount: null }, 'ru')).toBe('');
  });
});
