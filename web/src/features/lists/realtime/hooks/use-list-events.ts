import { listTopic, presenceEventName } from '@listok/contract/base';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { refreshHeader, refreshList } from '../../shared/api/item-caches';

/** The push hub's address for one list: its topic is the list page's absolute URL (contract, Server push). */
export function listEventsUrl(origin: string, listId: number, ac: string | undefined): string {
  // presence=1: also the header again when a member opens or closes the list (who is there, docs/api.md).
  const query = new URLSearchParams({ topic: listTopic(origin, listId), presence: '1' });
  if (ac) query.set('ac', ac);
  return `/.well-known/mercure?${query}`;
}

/**
 * Keeps the list live: any event on its topic reloads the header and the items; a presence event (a member opened or
 * closed the list) only the header. EventSource reconnects by itself (sending Last-Event-ID, so missed events are
 * replayed); after a reconnect the list is reloaded anyway, so the screen
 * converges even if the replay window passed. A refusal (403) closes the stream for good, so it never loops. A reload
 * never undoes a change on its way: the screen shows the unsent changes on top of whatever the server answers.
 */
export function useListEvents(listId: number, ac: string | undefined, enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(listEventsUrl(window.location.origin, listId, ac));
    let lost = false;
    const refresh = () => void refreshList(queryClient, listId);
    source.onmessage = refresh;
    // Someone opened or closed the list (beyond the contract: presence=1): only who is there changed.
    source.addEventListener(presenceEventName, () => void refreshHeader(queryClient, listId));
    source.onerror = () => {
      lost = true;
    };
    source.onopen = () => {
      if (lost) refresh();
      lost = false;
    };
    return () => source.close();
  }, [listId, ac, enabled, queryClient]);
}
