import { describe, expect, it } from 'vitest';
import { usersQueryString } from './users-sort';

describe('usersQueryString', () => {
  it('leaves out an empty search and trims a real one', () => {
    expect(usersQueryString(' ', '-createdAt', 1)).toBe('sort=-createdAt&page=1');
    expect(usersQueryString(' anna ', 'updatedAt', 3)).toBe('name=anna&sort=updatedAt&page=3');
  });
});
