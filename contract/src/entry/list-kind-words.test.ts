import { describe, expect, it } from 'vitest';
import { kindFromName } from './list-kind-words.js';

describe('kindFromName', () => {
  it.each([
    ['Дела на неделю', 'todo'],
    ['Мои задачи', 'todo'],
    ['To-do', 'todo'],
    ['Chores', 'todo'],
    ['Отпуск в Сочи', 'packing'],
    ['Поездка к бабушке', 'packing'],
    ['Собрать в дорогу', 'packing'],
    ['Собрать чемодан', 'packing'],
    ['Едем на дачу', 'packing'],
    ['Trip to Rome', 'packing'],
    ['Luggage', 'packing'],
    ['День рождения Маши', 'wishlist'],
    ['ДР Маши', 'wishlist'],
    ['Подарки на Новый год', 'wishlist'],
    ['Мои желания', 'wishlist'],
    ['Birthday wishes', 'wishlist'],
    ['Gifts', 'wishlist'],
    ['Продукты на неделю', 'shopping'],
    ['Рынок в субботу', 'shopping'],
    ['Groceries', 'shopping'],
    ['Supermarket', 'shopping'],
  ])('«%s» suggests %s', (name, kind) => {
    expect(kindFromName(name)).toBe(kind);
  });

  it('suggests nothing for a name with no word of a kind, nor for a word inside another', () => {
    for (const name of ['', 'Дача', 'Мама', 'Сделки', 'Драники', 'Packaging ideas', 'Tripod', 'Wishbone']) {
      expect(kindFromName(name), name).toBeUndefined();
    }
  });

  it('reads the name folded: other case, ё and fullwidth letters', () => {
    expect(kindFromName('ОТПУСК')).toBe('packing');
    expect(kindFromName('Ｇｉｆｔｓ')).toBe('wishlist');
  });
});
