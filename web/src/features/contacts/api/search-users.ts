import { searchUsers } from '@listok/contract/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';

/** The user whose nickname or email is exactly `name` (never the caller). */
export const searchUsersQuery = (name: string) =>
  queryOptions({
    queryKey: ['contacts', 'search', name],
    queryFn: ({ signal }) => api(searchUsers, { query: { name }, signal }),
    enabled: name !== '',
  });

export const useUserSearch = (name: string) => useQuery(searchUsersQuery(name));
