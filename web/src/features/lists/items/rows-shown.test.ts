import { describe, expect, it } from 'vitest';
import { firstRowsOf } from './rows-shown';

const groups = [
  { id: 1, items: [1, 2, 3] },
  { id: 2, items: [4, 5] },
  { id: 3, items: [6] },
];
const shown = (count: number) => firstRowsOf(groups, count).map(({ group, rows }) => [group.id, [...rows]]);

describe('firstRowsOf', () => {
  it('keeps the first rows across groups in order, whole groups as they are, and leaves later groups out', () => {
    expect(shown(0)).toEqual([]);
    expect(shown(2)).toEqual([[1, [1, 2]]]);
    expect(shown(3)).toEqual([[1, [1, 2, 3]]]);
    expect(shown(4)).toEqual([
      [1, [1, 2, 3]],
      [2, [4]],
    ]);
    expect(shown(6)).toEqual([
      [1, [1, 2, 3]],
      [2, [4, 5]],
      [3, [6]],
    ]);
    expect(shown(100)).toEqual(shown(6));
    // A group shown whole is the group's own array: its rows are not copied.
    expect(firstRowsOf(groups, 100)[0]!.rows).toBe(groups[0]!.items);
  });
});
