import type { MenuAnswer } from '@listok/contract/base';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from './api';

/**
 * The server-built menu: navigation entries, the signed-in username and the language. Several features read it
 * (the shell, the home screen, sign-in after success), so it lives here rather than in one feature.
 */
export const menuQuery = queryOptions({
  queryKey: ['menu'],
  queryFn: ({ signal }) => apiCall<MenuAnswer>('/api/menu', { method: 'POST', signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export const useMenu = () => useQuery(menuQuery);

/** Asks the server for the menu again (after sign-in, sign-up, sign-out or a language switch) and waits for it. */
export const refreshMenu = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: menuQuery.queryKey });
