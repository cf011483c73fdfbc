import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

// The code that keeps every list on the device (keep-every-list.ts) loads when it first runs, after the screen: the
// list route's JavaScript stays within its budget.

/**
 * Keeps the user's active lists on the device (keep-every-list.ts), its code loaded on first use; a list a screen
 * shows now is not read again.
 */
export const keepEveryListSoon = (username: string, queryClient: QueryClient): Promise<void> =>
  import('./keep-every-list').then((module) => module.keepEveryList(username, module.shownNow(queryClient)));

/**
 * Keeps every list on the device while a lists screen is open for a signed-in user: shortly after it opens (its own
 * reads first), and whenever the network comes back.
 */
export function useKeepEveryList(username: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (username === null) return;
    const run = () => {
      if (navigator.onLine) void keepEveryListSoon(username, queryClient);
    };
    const timer = setTimeout(run, 1500);
    window.addEventListener('online', run);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', run);
    };
  }, [username, queryClient]);
}
