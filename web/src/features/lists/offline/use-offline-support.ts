import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { startServiceWorker } from '../../../lib/browser/pwa';
import { keepReadableOffline, setStoredUser } from '../../../lib/offline/stored-fallback';
import { listKeys } from '../shared/api/keys';
import { startItemChanges } from './item-changes';
import { readKeptAnswer } from './kept-items';

/**
 * Back online, what failed for lack of it is asked again: a list never opened on this device (nothing kept to answer
 * with) loads by itself. The query library would not: its reconnect refetch is off for queries asked for offline
 * (networkMode 'always', as kept answers answer them), and it never hears of an offline start.
 */
export function reloadFailedWhenOnline(queryClient: QueryClient): () => void {
  const reload = () =>
    void queryClient.refetchQueries(
      { queryKey: listKeys.all, type: 'active', predicate: (query) => query.state.status === 'error' },
      { cancelRefetch: false },
    );
  window.addEventListener('online', reload);
  return () => window.removeEventListener('online', reload);
}

/**
 * What the list screens need to work without signal, for the signed-in user (the menu's username): the service worker, answers kept per user in IndexedDB, and the
 * queue of unsent changes. The user and the kept answers are set up during render, before the screen's queries run.
 */
export function useOfflineSupport(username: string | null): void {
  const queryClient = useQueryClient();
  setStoredUser(username);
  keepReadableOffline(queryClient, listKeys.all, readKeptAnswer);
  useEffect(() => {
    startServiceWorker();
    void startItemChanges(username, queryClient);
  }, [username, queryClient]);
  useEffect(() => reloadFailedWhenOnline(queryClient), [queryClient]);
}
