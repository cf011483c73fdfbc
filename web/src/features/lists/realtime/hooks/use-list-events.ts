import type { ListHeader } from '@listok/contract';
import { addressOf, listEvents } from '@listok/contract/api';
import { listTopic, presenceEventName, webRoutes } from '@listok/contract/base';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { useNavigate } from 'react-router';
import { showMessage } from '../../../../lib/notices/notices';
import { type Translate, useTexts } from '../../../../lib/texts/texts';
import {
  itemsReadsDone,
  refreshHeader,
  refreshListButSuggestions,
  refreshListOnOpen,
  refreshSuggestions,
} from '../../shared/api/item-caches';
import {
  changesAnswered,
  eventHeard,
  eventVersion,
  forgetOwnEvents,
  ownEventHeard,
  streamOpen,
} from '../../shared/api/items-version';
import { listKeys } from '../../shared/api/keys';
import { parsePushEvent } from '../../shared/api/push-event';

/** The push hub's address for one list: its topic is the list page's absolute URL (contract, Server push). */
export function listEventsUrl(origin: string, listId: number, ac: string | undefined): string {
  // presence=1: also the header again when a member opens or closes the list (who is there, docs/api.md); versions=1:
  // the stream begins with the list's items version, so the items are read on open only when they changed.
  return addressOf(listEvents, {
    query: { topic: listTopic(origin, listId), presence: '1', versions: '1', ac: ac || undefined },
  });
}

/**
 * How often push events ask for a list's suggestions again, at most: 5 minutes. They are the costliest read of a list
 * (the family's half year of purchases), a shopping trip's ticks come every minute or two, and one more purchase or
 * item changes the chips little; the chip of a product put on the list goes at once all the same.
 */
export const suggestionsEveryMs = 5 * 60_000;

/**
 * Where a page of a list deleted while it was open goes, and what it says: a member to My lists, told the owner did
 * it (the owner, elsewhere: that it is deleted); a visitor with the link to the home page.
 */
function afterDeletion(queryClient: QueryClient, listId: number, t: Translate) {
  const headers = queryClient.getQueriesData<ListHeader>({ queryKey: listKeys.detail(listId) });
  const header = headers.find(([key]) => key[3] === 'header')?.[1];
  const name = header?.name ?? '';
  return {
    to: header?.isMember ? webRoutes.lists : webRoutes.home,
    message: header?.isOwner ? t('lists.deleted', { name }) : t('list.deletedByOwner', { name }),
  };
}

/**
 * Keeps the list live: any event on its topic reloads the header and the items (and, at most every
 * `suggestionsEveryMs`, the suggestions); a presence event (a member opened or closed the list) only the header. The
 * list's deletion (its header event with `deleted`) leaves the page for My lists with a message, and forgets the list.
 * EventSource reconnects by itself (sending Last-Event-ID, so missed events are replayed); whenever the stream opens
 * the list is reloaded anyway, its items only when the stream's first event names a version the cache does not hold:
 * the server sends the stream's head only once it hears the list, so what changed after the page's first read is
 * never missed, and the screen converges even if the replay window passed. A refusal (403)
 * closes the stream for good, so it never loops. A reload never undoes a change on its way: the screen shows the
 * unsent changes on top of whatever the server answers.
 */
export function useListEvents(listId: number, ac: string | undefined, enabled: boolean): void {
  const queryClient = useQueryClient();
  // The texts of the language now, and the navigation, without opening the stream again when they change.
  const { t } = useTexts();
  const navigate = useNavigate();
  const leaveDeletedList = useEffectEvent(async () => {
    const { to, message } = afterDeletion(queryClient, listId, t);
    await navigate(to);
    queryClient.removeQueries({ queryKey: listKeys.detail(listId) });
    void queryClient.invalidateQueries({ queryKey: listKeys.pages() });
    showMessage(message, 'info');
  });
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(listEventsUrl(window.location.origin, listId, ac));
    // The suggestions follow the family's purchases and are the costliest read of a list: asked again at most every
    // suggestionsEveryMs on events (the last event's change within that time), and not on the first open, as the page
    // has just read them. The chips of products put on the list go at once all the same (SuggestionChips).
    let suggestionsAt = Date.now();
    let suggestionsLater: ReturnType<typeof setTimeout> | undefined;
    const suggestionsNow = () => {
      suggestionsAt = Date.now();
      suggestionsLater = undefined;
      void refreshSuggestions(queryClient, listId);
    };
    const refresh = () => {
      void refreshListButSuggestions(queryClient, listId);
      if (suggestionsLater !== undefined) return;
      const wait = suggestionsAt + suggestionsEveryMs - Date.now();
      if (wait <= 0) suggestionsNow();
      else suggestionsLater = setTimeout(suggestionsNow, wait);
    };
    // The items it announces may be on screen already (this client's own change brought them): nothing to read then.
    // The event of a change of this client's may come before the change's answer: it is weighed once that is in; and
    // once the items' read in flight is in (the page's own, as the stream opens).
    // An event without a version may be this client's own reservation, whose answer is on screen: nothing to read.
    const itemsEvent = (version: number | undefined) => {
      if (version === undefined) {
        if (!ownEventHeard(listId)) refresh();
      } else if (!eventHeard(listId, version))
        void Promise.all([changesAnswered(), itemsReadsDone(queryClient, listId)]).then(() => {
          if (!eventHeard(listId, version)) refresh();
        });
    };
    const leave = async () => {
      source.close();
      await leaveDeletedList();
    };
    // Between the stream's head and its first event the items on screen may be older than the server's.
    let opening = false;
    source.onmessage = (message: MessageEvent<unknown>) => {
      const event = parsePushEvent(message.data);
      if (opening) {
        // The first event: the list's items version as the stream began (versions=1); every later change is heard.
        opening = false;
        streamOpen(listId, true);
      }
      if (event?.deleted) void leave();
      else if (event?.type === 'items') itemsEvent(eventVersion(event));
      else refresh();
    };
    // Someone opened or closed the list (beyond the contract: presence=1): only who is there changed.
    source.addEventListener(presenceEventName, () => void refreshHeader(queryClient, listId));
    // Open (the first time, and after every reconnect): the list may have changed between the page's first read and
    // the moment the stream began to hear, or while the connection was lost. Its header and the rest are read again;
    // its items when the stream's first event names a version the cache does not hold (`itemsEvent`).
    source.onopen = () => {
      opening = true;
      forgetOwnEvents(listId);
      void refreshListOnOpen(queryClient, listId);
    };
    source.onerror = () => streamOpen(listId, false);
    return () => {
      streamOpen(listId, false);
      source.close();
      clearTimeout(suggestionsLater);
    };
  }, [listId, ac, enabled, queryClient]);
}
