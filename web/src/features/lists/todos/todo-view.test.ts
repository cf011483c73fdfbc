import type { TodoItem } from '@listok/contract';
import { describe, expect, it } from 'vitest';
import { good, todo as todoItem } from '../shared/list-item.test-support';
import { byDue, mineOnly } from './todo-view';

const todo = (id: number, due: string | null, extra: Partial<TodoItem> = {}) =>
  todoItem(id, `t${id}`, { due, ...extra });

describe('a to-do list by due', () => {
  it('puts the soonest first, a day before that day’s times, then the undated, then the ticked', () => {
    const items = [
      todo(1, null),
      todo(2, '2026-11-28 18:00'),
      todo(3, '2026-11-28'),
      todo(4, '2026-11-27 09:00', { completed: true }),
      todo(5, '2026-11-26'),
      todo(6, null),
      todo(7, '2026-11-28 08:00'),
    ];
    expect(byDue(items).map((item) => item.id)).toEqual([5, 3, 7, 2, 1, 6, 4]);
  });

  it('«Мои»: only the to-dos given to the user', () => {
    const anna = { id: 1, username: 'anna' };
    const items = [
      todo(1, null, { assignee: anna }),
      todo(2, null),
      todo(3, null, { assignee: { id: 2, username: 'b' } }),
    ];
    expect(mineOnly(items, 'anna').map((item) => item.id)).toEqual([1]);
    expect(mineOnly(items, null)).toEqual([]);
  });

  it('takes an item of another kind (read before the list became a to-do list) as undated and nobody’s', () => {
    const items = [good(1, 'Хлеб'), todo(2, null), todo(3, '2026-11-28')];
    expect(byDue(items).map((item) => item.id)).toEqual([3, 1, 2]);
    expect(mineOnly(items, 'anna')).toEqual([]);
  });
});
