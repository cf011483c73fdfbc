import type { CreateApiTokenBody } from '@listok/contract';
import { apiTokens, createApiToken, myLists, revokeApiToken } from '@listok/contract/api';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { allPages } from '../../../lib/api/paged-call';

/** The user's API tokens (never the tokens themselves). */
export const tokensQuery = queryOptions({
  queryKey: ['user', 'tokens'],
  queryFn: ({ signal }) => api(apiTokens, { signal }),
});

export const useTokens = () => useQuery(tokensQuery);

/** The most pages of lists the token form offers (200 lists at the page size of 20; a token holds at most 100). */
const listPagesOffered = 10;

/** The user's active lists, most recently changed first, page after page: what a token may be limited to. */
export const useListsToChoose = () =>
  useQuery({
    queryKey: ['user', 'tokens', 'lists'],
    queryFn: ({ signal }) =>
      allPages(myLists, (page) => ({ query: { isActive: '1', sort: '-updatedAt', page } }) as const, listPagesOffered, {
        signal,
      }),
  });

/** A new token: the answer is the only time the token is shown. */
export function useCreateToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiTokenBody) => api(createApiToken, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokensQuery.queryKey }),
  });
}

/** Revokes a token: its next call is 401. */
export function useRevokeToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(revokeApiToken, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokensQuery.queryKey }),
  });
}
