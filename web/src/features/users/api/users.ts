import type { AdminUser } from '@listok/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type AccessDenied, unlessAccessDenied } from '../../../components/access-denied';
import { apiPagedCall, type Paged } from '../../../lib/paged-call';
import { type UserSort, usersQueryString } from '../users-sort';

/** GET /api/users (admin): one page of the accounts whose username or email contains the text; 403 is a state. */
export const usersQuery = (name: string, sort: UserSort, page: number) =>
  queryOptions({
    queryKey: ['users', { name: name.trim(), sort, page }],
    queryFn: ({ signal }): Promise<Paged<AdminUser> | AccessDenied> =>
      unlessAccessDenied(apiPagedCall<AdminUser>(`/api/users?${usersQueryString(name, sort, page)}`, { signal })),
    placeholderData: keepPreviousData,
  });

export const useUsers = (name: string, sort: UserSort, page: number) => useQuery(usersQuery(name, sort, page));
