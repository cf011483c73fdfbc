import { addressOf, listEvents } from '@listok/contract/api';
import { myListsTopic } from '@listok/contract/base';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { listKeys } from '../../shared/api/keys';
import { parsePushEvent } from '../../shared/api/push-event';
import { forgetList } from '../api/exit-list';
import { keepEveryListSoon } from '../use-keep-every-list';

/** The push hub's address of My lists: its topic is the page's absolute URL (docs/api.md, Server push). */
export const myListsEventsUrl = (origin: string) => addressOf(listEvents, { query: { topic: myListsTopic(origin) } });

/**
 * Keeps the user's lists live on My lists and the home screen: any event of one of their lists (items ticked or
 * added, a rename, closing, members, a deletion), or of a list they were added to, joined or made elsewhere, reloads
 * the pages of lists shown, and the device keeps it as it is now; a deleted list is forgotten. EventSource reconnects by itself (replaying what was missed);
 * after a reconnect the lists are reloaded anyway. A refusal (403: signed out) closes it for good.
 */
export function useMyListsEvents(username: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (username === null || typeof EventSource === 'undefined') return;
    const source = new EventSource(myListsEventsUrl(window.location.origin));
    let lost = false;
    const reload = () => void queryClient.invalidateQueries({ queryKey: listKeys.pages() });
    source.onmessage = (message: MessageEvent<string>) => {
      const event = parsePushEvent(message.data);
      if (event?.deleted) forgetList(queryClient, event.listId);
      reload();
      // The device keeps every list as it is now (keep-every-list.ts): the one that changed is read again.
      void keepEveryListSoon(username, queryClient);
    };
    source.onerror = () => {
      lost = true;
    };
    source.onopen = () => {
      if (lost) reload();
      lost = false;
    };
    return () => source.close();
  }, [username, queryClient]);
}
