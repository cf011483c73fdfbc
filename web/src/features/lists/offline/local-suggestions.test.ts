import { describe, expect, it } from 'vitest';
import { good } from '../shared/list-item.test-support';
import { keptIcon } from './kept-icon';
import { keptProducts, matchSuggestions } from './local-suggestions';

describe('suggestions without signal', () => {
  const answers = [
    { key: ['lists', 'suggestions', 'ru', 'мол'], data: [{ id: 1, name: 'Молоко', details: '' }] },
    { key: ['lists', 'suggestions', 'en', 'mil'], data: [{ id: 1, name: 'Milk', details: '' }] },
    { key: ['lists', 'own-products', 'ru'], data: [{ id: 2, name: 'Сгущёнка домашняя', details: 'от бабушки' }] },
    {
      key: ['lists', 'detail', 5, 'items', null, 'added_at'],
      data: [good(3, 'Ёжики', { itemId: 4, name_ru: 'Ёжики', name_en: 'Hedgehogs' })],
    },
    {
      key: ['lists', 'catalogue-names', 'ru'],
      data: [
        { id: 1, name: 'Молоко', details: '' },
        { id: 9, name: 'Гречка', details: '' },
      ],
    },
    { key: ['lists', 'catalogue-names', 'en'], data: [{ id: 9, name: 'Buckwheat', details: '' }] },
    { key: ['menu'], data: { username: 'anna' } },
  ];

  it('come from earlier suggestions, the user’s own products, the catalogue’s names and the lists, in the language', () => {
    expect(keptProducts(answers, 'ru').map((p) => p.name)).toEqual(['Молоко', 'Сгущёнка домашняя', 'Ёжики', 'Гречка']);
    expect(keptProducts(answers, 'en').map((p) => p.name)).toEqual(['Milk', 'Hedgehogs', 'Buckwheat']);
  });

  it('find a good of the catalogue never searched for, from the names kept on the device', () => {
    expect(matchSuggestions(keptProducts(answers, 'ru'), 'греч', 'ru')).toEqual([
      { id: 9, name: 'Гречка', details: '' },
    ]);
  });

  it('put names starting with the text first, then a word starting with it, then (three letters on) inside a word, reading ё as е', () => {
    const products = keptProducts(answers, 'ru');
    expect(matchSuggestions(products, 'ежи', 'ru').map((p) => p.id)).toEqual([4]);
    expect(matchSuggestions(products, 'сгущенка', 'ru')[0]).toMatchObject({ id: 2, details: 'от бабушки' });
    expect(matchSuggestions(products, 'домаш', 'ru').map((p) => p.id)).toEqual([2]);
    expect(matchSuggestions(products, 'олок', 'ru').map((p) => p.name)).toEqual(['Молоко']);
    // As on the server, one or two letters never match inside a word.
    expect(matchSuggestions(products, 'ол', 'ru')).toEqual([]);
    expect(matchSuggestions(products, '  ', 'ru')).toEqual([]);
  });

  it('find other forms of the words and text typed in the other keyboard layout', () => {
    const products = [
      { id: 1, name: 'Молоко', details: '' },
      { id: 2, name: 'Сгущённое молоко', details: '' },
      { id: 3, name: 'Яблоки', details: '' },
      { id: 4, name: 'Сок яблочный', details: '' },
    ];
    expect(matchSuggestions(products, 'молока', 'ru').map((p) => p.id)).toEqual([1, 2]);
    expect(matchSuggestions(products, 'яблоками', 'ru').map((p) => p.id)).toEqual([3]);
    expect(matchSuggestions(products, 'vjkjrj', 'ru').map((p) => p.id)).toEqual([1, 2]);
    expect(matchSuggestions(products, '-', 'ru')).toEqual([]);
    expect(matchSuggestions(products, 'z,kjrb', 'ru').map((p) => p.id)).toEqual([3]);
    expect(matchSuggestions(products, 'qqq', 'ru')).toEqual([]);
  });

  it('read synonyms as the server does: the good they name first', () => {
    const ru = [
      { id: 1, name: 'Картофель фри', details: '' },
      { id: 2, name: 'Картофель', details: '' },
      { id: 3, name: 'Масло детское', details: '' },
      { id: 4, name: 'Масло сливочное', details: '' },
    ];
    expect(matchSuggestions(ru, 'картошка', 'ru').map((p) => p.id)).toEqual([2, 1]);
    expect(matchSuggestions(ru, 'масло', 'ru').map((p) => p.id)).toEqual([4, 3]);
    const en = [
      { id: 5, name: 'Sweet potatoes', details: '' },
      { id: 6, name: 'Potatoes', details: '' },
    ];
    expect(matchSuggestions(en, 'spuds', 'en').map((p) => p.id)).toEqual([6]);
    expect(matchSuggestions(en, 'spuds', 'ru')).toEqual([]);
  });

  it('put the name typed first, in any of its forms, before longer names that start with the text', () => {
    const products = [
      { id: 1, name: 'Яблоко печёное', details: '' },
      { id: 2, name: 'Яблоки', details: '' },
      { id: 3, name: 'Сок яблочный', details: '' },
      { id: 4, name: 'Масло детское', details: '' },
      { id: 5, name: 'Масло', details: '' },
    ];
    expect(matchSuggestions(products, 'яблоко', 'ru').map((p) => p.id)).toEqual([2, 1]);
    expect(matchSuggestions(products, 'Масло', 'ru').map((p) => p.id)).toEqual([5, 4]);
  });
});

describe('the picture of a good added before the server answers', () => {
  const answers = [
    { key: ['lists', 'suggestions', 'ru', 'мол'], data: [{ id: 1, name: 'Молоко', details: '' }] },
    {
      key: ['lists', 'detail', 5, 'items', null, 'added_at'],
      data: [
        good(3, 'Ёжики', { itemId: 4 }),
        good(6, 'Кефир', { itemId: 7, icon: 'glass-of-milk' }),
        good(8, 'Сгущёнка', { itemId: 2, icon: 'honey-pot' }),
      ],
    },
    { key: ['lists', 'own-products', 'ru'], data: [{ id: 2, name: 'Сгущёнка', details: '', icon: 'canned-food' }] },
    { key: ['lists', 'catalogue-names', 'ru'], data: [{ id: 1, name: 'Молоко', details: '', icon: 'glass-of-milk' }] },
  ];

  it('is the catalogue’s for a common good, even one never on a list', () => {
    expect(keptIcon(answers, 1)).toBe('glass-of-milk');
  });

  it('is the one a row of any list shows for the good, or the one of the user’s own product', () => {
    expect(keptIcon(answers, 7)).toBe('glass-of-milk');
    // The own product's answer and the row agree once read; the first found wins, whichever it is.
    expect(['honey-pot', 'canned-food']).toContain(keptIcon(answers, 2));
  });

  it('is unknown for a good nothing kept names, or a row without a picture', () => {
    expect(keptIcon(answers, 4)).toBeUndefined();
    expect(keptIcon(answers, 99)).toBeUndefined();
    expect(keptIcon([{ key: ['menu'], data: [{ id: 1, icon: 'x' }] }], 1)).toBeUndefined();
  });
});
