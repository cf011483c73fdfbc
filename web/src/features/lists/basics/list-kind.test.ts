import { describe, expect, it } from 'vitest';
import { kindFromName } from './list-kind';

describe('kindFromName', () => {
  it.each([
    ['Дела на неделю', 'todo'],
    ['Мои задачи', 'todo'],
    ['To-do', 'todo'],
    ['Chores', 'todo'],
    ['Отпуск в Сочи', 'packing'],
    ['Поездка к бабушке', 'packing'],
    ['Собрать в дорогу', 'packing'],
    ['Trip to Rome', 'packing'],
    ['День рождения Маши', 'wishlist'],
    ['Подарки на Новый год', 'wishlist'],
    ['Birthday wishes', 'wishlist'],
    ['Продукты на неделю', 'shopping'],
    ['Groceries', 'shopping'],
  ])('«%s» suggests %s', (name, kind) => {
    expect(kindFromName(name)).toBe(kind);
  });

  it('suggests nothing for a name with no word of a kind, nor for a word inside another', () => {
    for (const name of ['', 'Дача', 'Мама', 'Сделки', 'Packaging ideas', 'Tripod']) {
      expect(kindFromName(name), name).toBeUndefined();
    }
  });
});
