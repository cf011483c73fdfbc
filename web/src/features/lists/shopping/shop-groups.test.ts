import { describe, expect, it } from 'vitest';
import { good as offlineItem } from '../shared/list-item.test-support';
import { groupByDepartment, moveInOrder } from './shop-groups';

const item = (id: number, name: string, category: number | null, completed = false) =>
  offlineItem(id, name, { category, completed });
const categories = [
  { id: 1, name_ru: 'Молочное', name_en: 'Dairy' },
  { id: 2, name_ru: 'Овощи', name_en: 'Vegetables' },
  { id: 3, name_ru: 'Бакалея', name_en: 'Grocery' },
];

describe('groupByDepartment', () => {
  it('groups in the shop order, sinks bought items within their group, puts items without a department last', () => {
    const items = [
      item(1, 'Milk', 1, true),
      item(2, 'Kefir', 1),
      item(3, 'Soap', null),
      item(4, 'Carrots', 2),
      item(5, 'Cheese', 1),
      item(6, 'Rice', 3),
    ];
    const groups = groupByDepartment(items, [2, 1], categories, 'en', 'Other');
    expect(groups.map((g) => [g.name, g.items.map((i) => i.name)])).toEqual([
      ['Vegetables', ['Carrots']],
      ['Dairy', ['Kefir', 'Cheese', 'Milk']],
      ['Grocery', ['Rice']],
      ['Other', ['Soap']],
    ]);
    expect(groupByDepartment(items, [2, 1], categories, 'ru', 'Другое')[1]?.name).toBe('Молочное');
  });

  it('shows no empty departments, and nothing for no items', () => {
    expect(groupByDepartment([], [1, 2, 3], categories, 'en', 'Other')).toEqual([]);
    expect(groupByDepartment([item(1, 'Rice', 3)], [1, 2, 3], categories, 'en', 'Other')).toHaveLength(1);
  });
});

describe('moveInOrder', () => {
  it('moves one step up or down, and stays put at the ends', () => {
    expect(moveInOrder([1, 2, 3], 3, -1)).toEqual([1, 3, 2]);
    expect(moveInOrder([1, 2, 3], 1, 1)).toEqual([2, 1, 3]);
    expect(moveInOrder([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(moveInOrder([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
  });

  it('drops before or after another department', () => {
    expect(moveInOrder([1, 2, 3, 4], 4, { target: 2, after: false })).toEqual([1, 4, 2, 3]);
    expect(moveInOrder([1, 2, 3, 4], 1, { target: 3, after: true })).toEqual([2, 3, 1, 4]);
    expect(moveInOrder([1, 2, 3], 2, { target: 9, after: true })).toEqual([1, 2, 3]);
  });
});
