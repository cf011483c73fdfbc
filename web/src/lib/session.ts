import type { QueryClient } from '@tanstack/react-query';
import { menuQuery, refreshMenu } from './menu-query';

/**
 * After sign-in, sign-up or sign-out another person (or nobody) is using the app: forget what was cached for the
 * previous one and load the menu again, which tells the username.
 */
export async function refreshSession(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== menuQuery.queryKey[0] });
  await refreshMenu(queryClient);
}
