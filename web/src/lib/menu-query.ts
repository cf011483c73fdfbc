import type { MenuAnswer } from '@listok/contract/base';
import { type QueryClient, type QueryFunction, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiCall, networkFailureStatus } from './api';
import { keepMenu, keptMenu } from './offline/kept-menu';

type MenuQueryFn = QueryFunction<MenuAnswer, readonly ['menu'], never>;

/** Without signal the app starts with the last signed-in menu, so the lists opened before can be read. */
async function menuOrKept(queryFn: MenuQueryFn, context: Parameters<MenuQueryFn>[0]): Promise<MenuAnswer> {
  try {
    const menu = await queryFn(context);
    keepMenu(menu);
    return menu;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== networkFailureStatus) throw error;
    const kept = await keptMenu();
    if (kept) return kept;
    throw error;
  }
}

/**
 * The server-built menu: navigation entries, the signed-in username and the language. Several features read it
 * (the shell, the home screen, sign-in after success), so it lives here rather than in one feature.
 */
export const menuQuery = queryOptions({
  queryKey: ['menu'] as const,
  queryFn: ({ signal }) => apiCall<MenuAnswer>('/api/menu', { method: 'POST', signal }),
  staleTime: Number.POSITIVE_INFINITY,
  // Asked even while the browser says it is offline: the kept menu answers then.
  networkMode: 'always',
  persister: menuOrKept,
});

export const useMenu = () => useQuery(menuQuery);

/** Asks the server for the menu again (after sign-in, sign-up, sign-out or a language switch) and waits for it. */
export const refreshMenu = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: menuQuery.queryKey });
