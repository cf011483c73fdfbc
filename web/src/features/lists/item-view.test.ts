import { describe, expect, it } from 'vitest';
import { itemName, itemUnit, safeHref, unitName } from './item-view';

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

describe('safeHref', () => {
  it('keeps web addresses', () => {
    expect(safeHref('https://shop.example/milk?id=1')).toBe('https://shop.example/milk?id=1');
    expect(safeHref('http://shop.example/')).toBe('http://shop.example/');
  });

  it('adds https:// to an address typed without a scheme', () => {
    expect(safeHref('shop.example/milk')).toBe('https://shop.example/milk');
  });

  it('refuses scripts, other schemes and nothing', () => {
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('JavaScript:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,<b>x</b>')).toBeNull();
    expect(safeHref('viber://chat')).toBeNull();
    expect(safeHref('')).toBeNull();
    expect(safeHref(null)).toBeNull();
  });
});
