import type { userSorts } from '@listok/contract';

export type UserSort = (typeof userSorts)[number];

/** Spec §4: the newest accounts first. */
export const defaultUserSort: UserSort = '-createdAt';

/** The query string of GET /api/users: the search text only when there is one, the sort and the page. */
export function usersQueryString(name: string, sort: UserSort, page: number): string {
  const params = new URLSearchParams();
  if (name.trim() !== '') params.set('name', name.trim());
  params.set('sort', sort);
  params.set('page', String(Math.max(1, Math.trunc(page))));
  return params.toString();
}
