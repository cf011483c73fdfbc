import type { AdminUser } from '@listok/contract';
import { adminUsers } from '@listok/contract/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type AccessDenied, unlessAccessDenied } from '../../../components/access-denied';
import { type Paged, pagedApi } from '../../../lib/api/paged-call';
import { type UserSort, usersSearch } from '../users-sort';

/** One page (admin only) of the accounts whose username or email contains the text; 403 is a state. */
export const usersQuery = (name: string, sort: UserSort, page: number) =>
  queryOptions({
    queryKey: ['users', { name: name.trim(), sort, page }],
    queryFn: ({ signal }): Promise<Paged<AdminUser> | AccessDenied> =>
      unlessAccessDenied(pagedApi(adminUsers, { query: usersSearch(name, sort, page) }, { signal })),
    placeholderData: keepPreviousData,
  });

export const useUsers = (name: string, sort: UserSort, page: number) => useQuery(usersQuery(name, sort, page));
