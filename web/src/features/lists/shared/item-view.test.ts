import { describe, expect, it } from 'vitest';
import { itemName, itemUnit, unitName } from './item-view';

const item = { name: 'Молоко', name_ru: 'Молоко', name_en: 'Milk', unit_ru: 'л', unit_en: 'l' };

describe('names in the interface language', () => {
  it('picks the item name and unit of the language', () => {
    expect(itemName(item, 'en')).toBe('Milk');
    expect(itemName(item, 'ru')).toBe('Молоко');
    expect(itemUnit(item, 'en')).toBe('l');
    expect(unitName({ id: 1, name_ru: 'шт', name_en: 'pcs' }, 'ru')).toBe('шт');
  });

  it('falls back to the answered name when the language has none', () => {
    expect(itemName({ ...item, name_en: '' }, 'en')).toBe('Молоко');
  });
});
