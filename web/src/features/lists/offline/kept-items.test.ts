import { describe, expect, it } from 'vitest';
import { good, packed, todo, wish } from '../shared/list-item.test-support';
import type { QueuedChange } from './changes';
import { readKeptAnswer, readKeptChange } from './kept-items';

/** An item as an earlier version of the app kept it: without `kind`, and without what its kind had not had then. */
const keptBefore = <T extends { kind: string }>(item: T, ...missing: string[]) => {
  const kept: Record<string, unknown> = { ...item };
  for (const field of ['kind', ...missing]) delete kept[field];
  return kept;
};

const itemsKey = ['lists', 'detail', 5, 'items', null, 'added_at'];

describe('answers kept on the device before items carried their kind', () => {
  it("give each of a list's items the kind its fields tell", () => {
    const items = [
      todo(1, 'Вынести мусор', { due: '2026-12-01', repeat: 'weekly' }),
      good(2, 'Сыр', { stores: [7] }),
      wish(3, 'Наушники', { reserved: true, reserved_by_me: false }),
      packed(4, 'Паспорт'),
    ];
    expect(
      readKeptAnswer(
        itemsKey,
        items.map((item) => keptBefore(item)),
      ),
    ).toEqual(items);
  });

  it('fill what a kind has and the kept item lacked: a good kept before shops, a to-do before dues', () => {
    const kept = [keptBefore(good(1, 'Сыр'), 'stores'), keptBefore(todo(2, 'Позвонить'), 'due', 'repeat')];
    expect(readKeptAnswer(itemsKey, kept)).toEqual([good(1, 'Сыр'), todo(2, 'Позвонить')]);
  });

  it('give the to-dos across lists their kind, with their list', () => {
    const task = { ...todo(1, 'Вынести мусор', { due: '2026-12-01' }), list: { id: 5, name: 'Дом' } };
    expect(readKeptAnswer(['lists', 'page', 'tasks', 'today'], [keptBefore(task)])).toEqual([task]);
  });

  it('leave items that have their kind, and answers that hold no items, as they are', () => {
    const items = [packed(1, 'Паспорт')];
    expect(readKeptAnswer(itemsKey, items)).toEqual(items);
    const header = { id: 5, name: 'Дача', kind: 'shopping' };
    expect(readKeptAnswer(['lists', 'detail', 5, 'header', null], header)).toBe(header);
    const suggestions = [{ id: 3, name: 'Молоко', details: '' }];
    expect(readKeptAnswer(['lists', 'suggestions', 'ru', 'мол'], suggestions)).toBe(suggestions);
  });
});

describe('changes kept unsent before items carried their kind', () => {
  const entry = (change: unknown): QueuedChange =>
    ({ seq: 1, id: 'key-1', user: 'anna', name: 'x', change }) as QueuedChange;

  it('show an added good and a typed entry of their kind', () => {
    const add = { kind: 'add', listId: 5, rowId: -1, productId: 10, shown: keptBefore(good(-1, 'Сыр'), 'stores') };
    expect(readKeptChange(entry(add)).change).toEqual({ ...add, shown: good(-1, 'Сыр') });
    const line = { kind: 'entry', listId: 5, rowId: -2, text: 'Паспорт', shown: keptBefore(packed(-2, 'Паспорт')) };
    expect(readKeptChange(entry(line)).change).toEqual({ ...line, shown: packed(-2, 'Паспорт') });
  });

  it('leave the changes that show no item as they are', () => {
    const tick = entry({ kind: 'mark', listId: 5, rowId: 3, completed: true });
    expect(readKeptChange(tick)).toBe(tick);
  });
});
