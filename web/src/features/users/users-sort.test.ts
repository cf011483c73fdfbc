import { addressOf, adminUsers } from '@listok/contract/api';
import { describe, expect, it } from 'vitest';
import { usersSearch } from './users-sort';

describe('usersSearch', () => {
  it('leaves out an empty search and trims a real one', () => {
    expect(addressOf(adminUsers, { query: usersSearch(' ', '-createdAt', 1) })).toBe(
      '/api/users?sort=-createdAt&page=1',
    );
    expect(addressOf(adminUsers, { query: usersSearch(' anna ', 'updatedAt', 3) })).toBe(
      '/api/users?name=anna&sort=updatedAt&page=3',
    );
  });
});
