import type { ApiToken, CreateApiTokenBody, CreatedApiToken } from '@listok/contract';
import { myLists } from '@listok/contract/api';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { allPages } from '../../../lib/paged-call';

/** GET /api/user/tokens: the user's API tokens (never the tokens themselves). */
export const tokensQuery = queryOptions({
  queryKey: ['user', 'tokens'],
  queryFn: ({ signal }) => apiCall<ApiToken[]>('/api/user/tokens', { signal }),
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

/** POST /api/user/tokens: the answer is the only time the token is shown. */
export function useCreateToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiTokenBody) =>
      apiCall<CreatedApiToken>('/api/user/tokens', { method: 'POST', body: { json: body } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokensQuery.queryKey }),
  });
}

/** DELETE /api/user/tokens/{id}: the token's next call is 401. */
export function useRevokeToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiCall<void>(`/api/user/tokens/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokensQuery.queryKey }),
  });
}
