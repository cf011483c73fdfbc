import type { userSorts } from '@listok/contract';

export type UserSort = (typeof userSorts)[number];

/** Spec §4: the newest accounts first. */
export const defaultUserSort: UserSort = '-createdAt';

/** The query of the users call: the search text only when there is one, the sort and the page. */
export function usersSearch(name: string, sort: UserSort, page: number) {
  const text = name.trim();
  return { name: text === '' ? undefined : text, sort, page: Math.max(1, Math.trunc(page)) };
}
