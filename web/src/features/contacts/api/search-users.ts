import type { UserSearchResult } from '@listok/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';

/** GET /api/user/search: the user whose nickname or email is exactly `name` (never the caller). */
export const searchUsersQuery = (name: string) =>
  queryOptions({
    queryKey: ['contacts', 'search', name],
    queryFn: ({ signal }) =>
      apiCall<UserSearchResult[]>(`/api/user/search?${new URLSearchParams({ name })}`, { signal }),
    enabled: name !== '',
  });

export const useUserSearch = (name: string) => useQuery(searchUsersQuery(name));
