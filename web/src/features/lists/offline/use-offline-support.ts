import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useMenu } from '../../../lib/menu-query';
import { keepReadableOffline, setStoredUser } from '../../../lib/offline/stored-fallback';
import { startServiceWorker } from '../../../lib/pwa';
import { listKeys } from '../api/keys';
import { startItemChanges } from './item-changes';

/**
 * What the list screens need to work without signal: the service worker, answers kept per user in IndexedDB, and the
 * queue of unsent changes. The user and the kept answers are set up during render, before the screen's queries run.
 */
export function useOfflineSupport(): void {
  const username = useMenu().data?.username ?? null;
  const queryClient = useQueryClient();
  setStoredUser(username);
  keepReadableOffline(queryClient, listKeys.all);
  useEffect(() => {
    startServiceWorker();
    void startItemChanges(username, queryClient);
  }, [username, queryClient]);
}
