import { useEffect } from 'react';

// The code that keeps every list on the device (keep-every-list.ts) loads when it first runs, after the screen: the
// list route's JavaScript stays within its budget.

/** Keeps the user's active lists on the device (keep-every-list.ts), its code loaded on first use. */
export const keepEveryListSoon = (username: string): Promise<void> =>
  import('./keep-every-list').then((module) => module.keepEveryList(username));

/**
 * Keeps every list on the device while a lists screen is open for a signed-in user: shortly after it opens (its own
 * reads first), and whenever the network comes back.
 */
export function useKeepEveryList(username: string | null): void {
  useEffect(() => {
    if (username === null) return;
    const run = () => {
      if (navigator.onLine) void keepEveryListSoon(username);
    };
    const timer = setTimeout(run, 1500);
    window.addEventListener('online', run);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', run);
    };
  }, [username]);
}
