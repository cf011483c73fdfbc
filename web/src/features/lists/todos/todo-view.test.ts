import type { ListItem } from '@listok/contract';
import { describe, expect, it } from 'vitest';
import { byDue, mineOnly } from './todo-view';

const todo = (id: number, due: string | null, extra: Partial<ListItem> = {}) =>
  ({ id, name: `t${id}`, due, completed: false, assignee: null, ...extra }) as ListItem;

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
});
