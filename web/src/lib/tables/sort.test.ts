import { type ListSort, listSorts, type userSorts } from '@listok/contract';
import { describe, expect, it } from 'vitest';
import { ariaSort, nextSort, sortField } from './sort';

type UserSort = (typeof userSorts)[number];

describe('nextSort', () => {
  it('sorts a new column ascending', () => {
    expect(nextSort<ListSort>('-createdAt', 'name')).toBe('name');
    expect(nextSort<ListSort>('-name', 'updatedAt')).toBe('updatedAt');
    expect(nextSort<UserSort>('-createdAt', 'updatedAt')).toBe('updatedAt');
    expect(nextSort<UserSort>('-updatedAt', 'createdAt')).toBe('createdAt');
  });

  it('sorts the same column descending on the second click', () => {
    expect(nextSort<ListSort>('name', 'name')).toBe('-name');
    expect(nextSort<UserSort>('createdAt', 'createdAt')).toBe('-createdAt');
  });

  it('goes back to ascending from descending on the same column', () => {
    expect(nextSort<ListSort>('-createdAt', 'createdAt')).toBe('createdAt');
    expect(nextSort<UserSort>('-createdAt', 'createdAt')).toBe('createdAt');
  });

  it('only ever produces values the server accepts', () => {
    for (const current of listSorts) {
      for (const field of ['name', 'createdAt', 'updatedAt'] as const) {
        expect(listSorts).toContain(nextSort<ListSort>(current, field));
      }
    }
  });
});

describe('ariaSort', () => {
  it('tells the direction of the sorted column and none for others', () => {
    expect(ariaSort('-createdAt', 'createdAt')).toBe('descending');
    expect(ariaSort('added_at', 'added_at')).toBe('ascending');
    expect(ariaSort('updatedAt', 'updatedAt')).toBe('ascending');
    expect(ariaSort('-createdAt', 'name')).toBe('none');
    expect(ariaSort('updatedAt', 'createdAt')).toBe('none');
  });
});

describe('sortField', () => {
  it('drops the minus of a descending sort', () => {
    expect(sortField('-updatedAt')).toBe('updatedAt');
    expect(sortField('name')).toBe('name');
  });
});
