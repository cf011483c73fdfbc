import { describe, expect, it } from 'vitest';
import { amountText, itemAmount, itemName, unitName } from './item-view';

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

describe('an amount with its unit', () => {
  const pieces = { name_ru: 'шт', name_en: 'pcs' };
  const bottle = { name_ru: 'бут.', name_en: 'bottle' };
  const can = { name_ru: 'банка', name_en: 'can' };

  it('agrees the unit with the amount in English', () => {
    expect(amountText(1, pieces, 'en')).toBe('1 pc');
    expect(amountText(3, pieces, 'en')).toBe('3 pcs');
    expect(amountText(1.5, bottle, 'en')).toBe('1.5 bottles');
    expect(amountText(1, bottle, 'en')).toBe('1 bottle');
    expect(itemAmount(item, 'en')).toBe('2 l');
  });

  it('agrees the unit with the amount in Russian, with a decimal comma', () => {
    expect(amountText(1, can, 'ru')).toBe('1 банка');
    expect(amountText(2, can, 'ru')).toBe('2 банки');
    expect(amountText(5, can, 'ru')).toBe('5 банок');
    expect(amountText(1.5, can, 'ru')).toBe('1,5 банки');
    expect(amountText(21, pieces, 'ru')).toBe('21 шт');
    expect(itemAmount(item, 'ru')).toBe('2 л');
  });

  it('is the bare amount without a unit or a unit name', () => {
    expect(amountText(2, undefined, 'ru')).toBe('2');
    expect(amountText(2, { name_ru: '', name_en: ' ' }, 'en')).toBe('2');
  });
});
