import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { keepReadableOffline, setStoredUser } from '../../../lib/offline/stored-fallback';
import { startServiceWorker } from '../../../lib/pwa';
import { listKeys } from '../shared/api/keys';
import { startItemChanges } from './item-changes';

/**
 * What the list screens need to work without signal, for the signed-in user (the menu's username): the service worker, answers kept per user in IndexedDB, and the
 * queue of unsent changes. The user and the kept answers are set up during render, before the screen's queries run.
 */
export function useOfflineSupport(username: string | null): void {
  const queryClient = useQueryClient();
  setStoredUser(username);
  keepReadableOffline(queryClient, listKeys.all);
  useEffect(() => {
    startServiceWorker();
    void startItemChanges(username, queryClient);
  }, [username, queryClient]);
}
