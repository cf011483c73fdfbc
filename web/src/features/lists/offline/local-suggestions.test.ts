import { describe, expect, it } from 'vitest';
import { item } from './fake-server.test-support';
import { keptProducts, matchSuggestions } from './local-suggestions';

describe('suggestions without signal', () => {
  const answers = [
    { key: ['lists', 'suggestions', 'ru', 'мол'], data: [{ id: 1, name: 'Молоко', details: '' }] },
    { key: ['lists', 'suggestions', 'en', 'mil'], data: [{ id: 1, name: 'Milk', details: '' }] },
    { key: ['lists', 'own-products', 'ru'], data: [{ id: 2, name: 'Сгущёнка домашняя', details: 'от бабушки' }] },
    {
      key: ['lists', 'detail', 5, 'items', null, 'added_at'],
      data: [item(3, 'Ёжики', { itemId: 4, name_ru: 'Ёжики', name_en: 'Hedgehogs' })],
    },
    { key: ['menu'], data: { username: 'anna' } },
  ];

  it('come from earlier suggestions, the user’s own products and the lists, in the language', () => {
    expect(keptProducts(answers, 'ru').map((p) => p.name)).toEqual(['Молоко', 'Сгущёнка домашняя', 'Ёжики']);
    expect(keptProducts(answers, 'en').map((p) => p.name)).toEqual(['Milk', 'Hedgehogs']);
  });

  it('put names starting with the text first, then names containing it, reading ё as е', () => {
    const products = keptProducts(answers, 'ru');
    expect(matchSuggestions(products, 'ежи').map((p) => p.id)).toEqual([4]);
    expect(matchSuggestions(products, 'о').map((p) => p.name)).toEqual(['Молоко', 'Сгущёнка домашняя']);
    expect(matchSuggestions(products, 'сгущенка')[0]).toMatchObject({ id: 2, details: 'от бабушки' });
    expect(matchSuggestions(products, '  ')).toEqual([]);
  });

  it('find other forms of the words and text typed in the other keyboard layout', () => {
    const products = [
      { id: 1, name: 'Молоко', details: '' },
      { id: 2, name: 'Сгущённое молоко', details: '' },
      { id: 3, name: 'Яблоки', details: '' },
      { id: 4, name: 'Сок яблочный', details: '' },
    ];
    expect(matchSuggestions(products, 'молока').map((p) => p.id)).toEqual([1, 2]);
    expect(matchSuggestions(products, 'яблоками').map((p) => p.id)).toEqual([3]);
    expect(matchSuggestions(products, 'vjkjrj').map((p) => p.id)).toEqual([1, 2]);
    expect(matchSuggestions(products, '-')).toEqual([]);
    expect(matchSuggestions(products, 'z,kjrb').map((p) => p.id)).toEqual([3]);
    expect(matchSuggestions(products, 'qqq')).toEqual([]);
  });
});
