import type { ListItem } from '@listok/contract';
import type { QueryClient } from '@tanstack/react-query';
import { createStore, setList, useStore } from '../../../lib/react/store';
import {
  insertItem,
  putAllItems,
  refreshHeader,
  refreshList,
  refreshListAfterMark,
  refreshListButItems,
  updateItemCaches,
} from '../shared/api/item-caches';
import { changeAnswered, forgetVersions, holdsLatest, itemsHeld, sendingChanges } from '../shared/api/items-version';
import { listKeys } from '../shared/api/keys';
import { changeStore } from './change-store';
import { seenOf } from './changed-fields';
import { type ItemChange, type QueuedChange, type RefusedChange, renameStandIn } from './changes';
import { answeredVersion, itemsApi } from './items-api';
import {
  forgetStandIns,
  type ItemsApi,
  listGoneReason,
  type SendReport,
  type SendStop,
  sendChanges,
  withNamedItem,
} from './send-changes';

/** The signed-in user's unsent changes, in order; the screen shows them applied on top of the server's items. */
const queueStore = createStore<readonly QueuedChange[]>([]);
const refusedStore = createStore<readonly RefusedChange[]>([]);
/** Whether the last try to reach the server failed (or the browser says it has no network). */
const offlineStore = createStore<boolean>(typeof navigator !== 'undefined' && !navigator.onLine);

let user: string | null = null;
let client: QueryClient | null = null;
let sending: Promise<void> | null = null;
let sendAgain = false;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retryDelay = 2000;
let lastSeq = 0;

/** A new change's place in the queue: after every earlier one, across reloads. */
function nextSeq(): number {
  lastSeq = Math.max(Date.now() * 1000, lastSeq + 1);
  return lastSeq;
}

/** An Idempotency-Key: 32 random hex digits (crypto.randomUUID needs a secure context; this does not). */
function newKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The change of `seq` leaves the queue (sent, or refused). */
const leaveQueue = (seq: number) =>
  setList(
    queueStore,
    queueStore.get().filter((entry) => entry.seq !== seq),
  );

/**
 * The server's answer goes into every cached view of the list before the change leaves the queue: no flicker. Then
 * the rest of the list is read again (its header, suggestions, shop order); the items too, unless the cache now holds
 * the answer's items version (items-version.ts): a mark or a removal answers all the items, an add or an edit one
 * item, exactly one version on from the cache's when nobody else changed the list meanwhile. After a mark not the
 * suggestions either (`refreshListAfterMark`).
 */
export function showAnswer(queryClient: QueryClient, report: SendReport): void {
  const { listId, kind } = report.entry.change;
  const version = answeredVersion(report.entry.id);
  void queryClient.cancelQueries({ queryKey: listKeys.itemsOf(listId) });
  let itemsKnown = false;
  if (report.outcome === 'sent' && (kind === 'here' || kind === 'receipt')) {
    // No item changed: the header says where the user is now; a receipt changed the list's money and the spending.
    leaveQueue(report.entry.seq);
    void refreshHeader(queryClient, listId);
    if (kind === 'receipt') {
      void queryClient.invalidateQueries({ queryKey: listKeys.money(listId) });
      void queryClient.invalidateQueries({ queryKey: ['spending'] });
    }
    return;
  }
  if (report.outcome === 'sent' && kind === 'recipe') {
    // Several items changed, and the recipe is named on them: the list is read again.
    leaveQueue(report.entry.seq);
    void refreshList(queryClient, listId);
    return;
  }
  if (report.outcome === 'sent') {
    const { item, items } = report;
    const added = kind === 'add' || kind === 'create' || kind === 'entry';
    const oneItem = added || kind === 'update' || kind === 'price';
    if (!added) putAllItems(queryClient, listId, items);
    else if (item) {
      updateItemCaches(queryClient, listId, (cached, sort) => insertItem(cached, item, sort));
      // The changes made on its stand-in meanwhile show on the item now.
      setList(queueStore, renameStandIn(queueStore.get(), report.entry.change.rowId, item.id));
    }
    // A mark's or a removal's answer is all the items: nothing to read again, whatever version it names.
    if (oneItem) itemsKnown = changeAnswered(listId, version);
    else {
      itemsHeld(listId, version);
      itemsKnown = true;
    }
  }
  leaveQueue(report.entry.seq);
  if (report.outcome === 'refused') setList(refusedStore, [...refusedStore.get(), report.refused]);
  const sent = report.outcome === 'sent' ? kind : undefined;
  const refresh = sent === 'mark' ? refreshListAfterMark : itemsKnown ? refreshListButItems : refreshList;
  void refresh(queryClient, listId);
}

/** The queue's view of the server: its calls, and the items the screen holds when they are the latest known. */
const queueApi: ItemsApi = {
  ...itemsApi,
  cached: (listId) =>
    holdsLatest(listId) ? client?.getQueryData<ListItem[]>(listKeys.items(listId, undefined, 'added_at')) : undefined,
};

function scheduleRetry(stop: SendStop): void {
  clearTimeout(retryTimer);
  if (stop !== 'offline') {
    retryDelay = 2000;
    return;
  }
  retryTimer = setTimeout(sendQueued, retryDelay);
  retryDelay = Math.min(retryDelay * 2, 60_000);
}

/** Sends the queue (one run at a time; a change made meanwhile starts another run after it). */
export function sendQueued(): void {
  if (sending) {
    sendAgain = true;
    return;
  }
  const owner = user;
  const queryClient = client;
  if (owner === null || queryClient === null) return;
  sending = (async () => {
    let stop: SendStop = null;
    do {
      sendAgain = false;
      stop = await sendChanges(owner, changeStore, queueApi, (report) => {
        offlineStore.set(false);
        if (owner === user) showAnswer(queryClient, report);
      }).catch(() => 'offline' as const);
    } while (sendAgain && stop === null);
    // An empty queue tells nothing about the network: the browser's word stands then.
    if (stop === 'offline') offlineStore.set(true);
    scheduleRetry(stop);
  })().finally(() => {
    sending = null;
  });
  sendingChanges(sending);
}

const onOnline = () => {
  offlineStore.set(false);
  retryDelay = 2000;
  sendQueued();
};
const onOffline = () => offlineStore.set(true);

/**
 * Starts the queue of the signed-in user (or stops it for nobody): loads the unsent and refused changes kept in
 * IndexedDB and sends what waits. Called by the list screens with the menu's username.
 */
export async function startItemChanges(username: string | null, queryClient: QueryClient): Promise<void> {
  client = queryClient;
  if (username === user) return;
  user = username;
  forgetVersions();
  forgetStandIns();
  setList(queueStore, []);
  setList(refusedStore, []);
  if (username === null) return;
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  const [queued, refused] = await Promise.all([changeStore.list(username), changeStore.refusedOf(username)]);
  if (user !== username) return;
  lastSeq = Math.max(lastSeq, ...queued.map((entry) => entry.seq));
  // Changes made while the queue was loading stay after the ones kept from before.
  setList(queueStore, [...queued, ...queueStore.get()]);
  setList(refusedStore, refused);
  sendQueued();
}

/** A change of the user's: on screen at once, kept in IndexedDB, then sent in order. */
export async function queueChange(change: ItemChange, name: string): Promise<void> {
  if (user === null) return;
  // Made on an item the screen still showed under its stand-in, after its add was answered: it goes to the item.
  const entry: QueuedChange = { seq: nextSeq(), id: newKey(), user, name, change: withSeen(withNamedItem(change)) };
  setList(queueStore, [...queueStore.get(), entry]);
  await changeStore.put(entry);
  sendQueued();
}

/** An edit with what the device knew of the fields it changes: the item as the server last answered it. */
function withSeen(change: ItemChange): ItemChange {
  if (change.kind !== 'update' || change.seen !== undefined || client === null) return change;
  for (const [, items] of client.getQueriesData<ListItem[]>({ queryKey: listKeys.itemsOf(change.listId) })) {
    const item = items?.find((candidate) => candidate.id === change.rowId);
    if (item) {
      const seen = seenOf(item, change.fields);
      return seen ? { ...change, seen } : change;
    }
  }
  return change;
}

/** A stand-in id for an item added before the server answers (negative, so never a server's id). */
export const standInId = (): number => -nextSeq();

export async function dismissRefused(listId: number): Promise<void> {
  const gone = refusedStore.get().filter((refused) => refused.listId === listId);
  setList(
    refusedStore,
    refusedStore.get().filter((refused) => refused.listId !== listId),
  );
  await changeStore.forgetRefused(gone.map((refused) => refused.id));
}

/** Forgets the refused changes of lists that are gone for the user (shown on My lists, as their lists' pages are not). */
export async function dismissListsGone(): Promise<void> {
  const gone = refusedStore.get().filter((refused) => refused.reason === listGoneReason);
  setList(
    refusedStore,
    refusedStore.get().filter((refused) => refused.reason !== listGoneReason),
  );
  await changeStore.forgetRefused(gone.map((refused) => refused.id));
}

export const useQueuedChanges = () => useStore(queueStore);
export const useRefusedChanges = () => useStore(refusedStore);
export const useOffline = () => useStore(offlineStore);
