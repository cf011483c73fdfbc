import type { userSorts } from '@listok/contract';

export type UserSort = (typeof userSorts)[number];
export type UserSortField = Exclude<UserSort, `-${string}`>;

/** Spec §4: the newest accounts first. */
export const defaultUserSort: UserSort = '-createdAt';

/**
 * Spec §4: clicking a column sorts by it ascending; clicking it again (while it sorts ascending) sorts descending,
 * and a third click ascending again.
 */
export const nextUserSort = (current: UserSort, field: UserSortField): UserSort =>
  current === field ? `-${field}` : field;

/** The `aria-sort` of a column header. */
export function ariaSortOf(current: UserSort, field: UserSortField): 'ascending' | 'descending' | undefined {
  if (current === field) return 'ascending';
  if (current === `-${field}`) return 'descending';
  return undefined;
}

/** The query string of GET /api/users: the search text only when there is one, the sort and the page. */
export function usersQueryString(name: string, sort: UserSort, page: number): string {
  const params = new URLSearchParams();
  if (name.trim() !== '') params.set('name', name.trim());
  params.set('sort', sort);
  params.set('page', String(Math.max(1, Math.trunc(page))));
  return params.toString();
}
