import { describe, expect, it } from 'vitest';
import { ariaSortOf, defaultUserSort, nextUserSort, usersQueryString } from './users-sort';

describe('nextUserSort', () => {
  it('sorts a new column ascending first', () => {
    expect(nextUserSort(defaultUserSort, 'updatedAt')).toBe('updatedAt');
    expect(nextUserSort('-updatedAt', 'createdAt')).toBe('createdAt');
  });

  it('turns an ascending column descending, and back', () => {
    expect(nextUserSort('createdAt', 'createdAt')).toBe('-createdAt');
    expect(nextUserSort('-createdAt', 'createdAt')).toBe('createdAt');
  });
});

describe('ariaSortOf', () => {
  it('tells the direction of the sorted column only', () => {
    expect(ariaSortOf('-createdAt', 'createdAt')).toBe('descending');
    expect(ariaSortOf('updatedAt', 'updatedAt')).toBe('ascending');
    expect(ariaSortOf('updatedAt', 'createdAt')).toBeUndefined();
  });
});

describe('usersQueryString', () => {
  it('leaves out an empty search and trims a real one', () => {
    expect(usersQueryString(' ', '-createdAt', 1)).toBe('sort=-createdAt&page=1');
    expect(usersQueryString(' anna ', 'updatedAt', 3)).toBe('name=anna&sort=updatedAt&page=3');
  });
});
