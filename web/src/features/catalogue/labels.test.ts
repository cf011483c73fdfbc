import { describe, expect, it } from 'vitest';
import { categoryNameOf, categoryOptions, productLabel } from './labels';

const categories = [
  { id: 1, name_ru: 'Фрукты и овощи', name_en: 'Fruit and vegetables' },
  { id: 2, name_ru: 'Бакалея', name_en: 'Grocery' },
  { id: 3, name_ru: 'Напитки', name_en: 'Drinks' },
];

describe('categoryNameOf', () => {
  it('names the category in the interface language', () => {
    expect(categoryNameOf(categories, 2, 'ru')).toBe('Бакалея');
    expect(categoryNameOf(categories, 2, 'en')).toBe('Grocery');
  });

  it('is undefined for a product without a category or with an unknown one', () => {
    expect(categoryNameOf(categories, null, 'ru')).toBeUndefined();
    expect(categoryNameOf(categories, 99, 'en')).toBeUndefined();
  });
});

describe('categoryOptions', () => {
  it('orders the categories by their name in the interface language', () => {
    expect(categoryOptions(categories, 'ru').map((o) => o.label)).toEqual(['Бакалея', 'Напитки', 'Фрукты и овощи']);
    expect(categoryOptions(categories, 'en').map((o) => o.id)).toEqual([3, 1, 2]);
  });
});

describe('productLabel', () => {
  it('names a product in the interface language', () => {
    const product = { nameRu: 'Молоко', nameEn: 'Milk' };
    expect(productLabel(product, 'ru')).toBe('Молоко');
    expect(productLabel(product, 'en')).toBe('Milk');
  });
});
