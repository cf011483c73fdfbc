import type { AddItemBody, ListItem, ReceiptBody, UpdateItemBody, UserCreateItemBody } from '@listok/contract';
import { ApiError, networkFailureStatus } from '../../../lib/api/api';
import { itemOnTheList } from '../shared/on-the-list';
import {
  goodOf,
  type ItemChange,
  isStandIn,
  type QueuedChange,
  type QueuedRecipe,
  type RefusedChange,
  renameStandIn,
} from './changes';
import { addBody, summedAdd, updateBody } from './send-bodies';

/** Where the queue lives (IndexedDB in the browser, memory in tests). */
export interface ChangeStore {
  /** The user's changes in the order made. */
  list(user: string): Promise<QueuedChange[]>;
  put(entry: QueuedChange): Promise<void>;
  remove(seq: number): Promise<void>;
  refuse(refused: RefusedChange): Promise<void>;
}

/** The server calls a change needs; each write carries the change's Idempotency-Key. */
export interface ItemsApi {
  items(listId: number): Promise<ListItem[]>;
  /**
   * The list's items as the screen already holds them, when they are the server's latest as far as the client can
   * know (items-version.ts `holdsLatest`): a run then starts from them instead of reading them again.
   */
  cached?(listId: number): ListItem[] | undefined;
  add(listId: number, body: AddItemBody, key: string): Promise<ListItem>;
  create(listId: number, body: UserCreateItemBody, key: string): Promise<ListItem>;
  /** Adds one line as a plain entry (`add-text`); the answer's item, or none when the line was on the list already. */
  entry(listId: number, text: string, key: string): Promise<ListItem | undefined>;
  update(rowId: number, body: UpdateItemBody, key: string): Promise<ListItem>;
  /** Toggles completed; answers the list's items. */
  mark(rowId: number, key: string): Promise<ListItem[]>;
  /** Sets or clears a ticked good's price; answers the item. */
  price(rowId: number, price: number | null, key: string): Promise<ListItem>;
  remove(listId: number, rowId: number, key: string): Promise<ListItem[]>;
  /** Says which of the list's shops the user is in now (`PUT here`), or none. */
  here(listId: number, store: number | null, key: string): Promise<void>;
  /** Puts a saved recipe on the list; answers the items it added and merged. */
  recipe(listId: number, body: QueuedRecipe, key: string): Promise<ListItem[]>;
  /** Records a receipt typed on the list. */
  receipt(listId: number, body: ReceiptBody, key: string): Promise<void>;
}

/** What became of one change, for the screen. */
export type SendReport =
  | { outcome: 'sent'; entry: QueuedChange; items: ListItem[]; item?: ListItem }
  | { outcome: 'refused'; entry: QueuedChange; refused: RefusedChange };

/** Why sending stopped before the queue was empty: no network (or the server failing), or the session ended. */
export type SendStop = 'offline' | 'signed-out' | null;

/**
 * Failures worth waiting out: no answer, the server failing or busy, too many requests, a replay still running,
 * a session that ended (the changes wait for the user to sign in again). Every other answer is the server's word.
 */
export function stopReason(error: unknown): SendStop {
  if (!(error instanceof ApiError)) return 'offline';
  if (error.status === 401) return 'signed-out';
  if (error.status === networkFailureStatus || error.status >= 500 || error.status === 429) return 'offline';
  if (error.code === 'IDEMPOTENCY_IN_PROGRESS') return 'offline';
  return null;
}

const messageOf = (error: unknown): string => {
  if (error instanceof ApiError && typeof (error.body as { message?: unknown } | null)?.message === 'string')
    return (error.body as { message: string }).message;
  return error instanceof Error ? error.message : String(error);
};

/** A change that adds an item (under a stand-in id until the server answers). */
const addsItem = (change: ItemChange) => change.kind === 'add' || change.kind === 'create' || change.kind === 'entry';

/**
 * The ids the server gave items added under a stand-in, by stand-in, for as long as the page lives. A change made on
 * an item while its add was on its way names the stand-in (the screen still showed it); it goes to the item's id.
 */
const standInNames = new Map<number, number>();

/** The change as it goes to the server: a stand-in whose add has been answered is that item's id. */
export function withNamedItem<T extends ItemChange>(change: T): T {
  if (!isStandIn(change.rowId) || addsItem(change)) return change;
  const rowId = standInNames.get(change.rowId);
  return rowId === undefined ? change : { ...change, rowId };
}

/** The stand-ins named so far are no one's now (another user signs in). */
export function forgetStandIns(): void {
  standInNames.clear();
}

/** The item as the server has it now, from the items last known in this run. */
const find = (items: ListItem[], rowId: number) => items.find((item) => item.id === rowId);

const upsert = (items: ListItem[], item: ListItem) =>
  items.some((i) => i.id === item.id) ? items.map((i) => (i.id === item.id ? item : i)) : [...items, item];

class Gone extends Error {}

/** The list is not there for the user any more (deleted, or they are no member now): its changes have nowhere to go. */
class ListGone extends Error {}

/** The reason of a change refused because its list is gone (a key of the client's own texts). */
export const listGoneReason = 'offline.listGone';

/**
 * Sends one change against the items the server has now (`items`). Marks say the state wanted, so a tick another
 * member made meanwhile is not undone; edits send the changed fields over the server's current ones; an edit of an
 * item someone marked meanwhile unmarks it, edits and marks it again, each step with its own key, so both survive.
 */
async function sendOne(
  entry: QueuedChange,
  items: ListItem[],
  api: ItemsApi,
  store: ChangeStore,
): Promise<{ items: ListItem[]; item?: ListItem }> {
  const { change, id } = entry;
  switch (change.kind) {
    case 'entry': {
      const item = await api.entry(change.listId, change.text, id);
      if (item) return { items: upsert(items, item), item };
      // The line was on the list already (someone added it meanwhile): the later changes apply to that item.
      const fresh = await api.items(change.listId);
      return { items: fresh, item: itemOnTheList(fresh, goodOf(change)) };
    }
    case 'add':
    case 'create': {
      try {
        const item =
          change.kind === 'add'
            ? await api.add(change.listId, addBody(change), id)
            : await api.create(change.listId, change.product, id);
        return { items: upsert(items, item), item };
      } catch (error) {
        if (!(error instanceof ApiError && error.code === 'ITEM_EXISTS')) throw error;
        // Someone put the product on the list meanwhile: the later changes apply to that item, and an amount typed
        // with this add is put on top of theirs (two phones adding «молоко 2 л» offline make 4 л).
        const fresh = await api.items(change.listId);
        const there = itemOnTheList(fresh, goodOf(change));
        const sum = change.kind === 'add' && there ? summedAdd(there, change) : undefined;
        if (!there || !sum) return { items: fresh, item: there };
        const summed = await api.update(there.id, sum, `${id}:sum`);
        return { items: upsert(fresh, summed), item: summed };
      }
    }
    case 'mark': {
      const current = find(items, change.rowId);
      if (!current) throw new Gone();
      if (current.completed === change.completed) return { items };
      return { items: await api.mark(change.rowId, id) };
    }
    case 'price': {
      // The good the price is of must be there; the server refuses a price of one no longer ticked.
      if (!find(items, change.rowId)) throw new Gone();
      return { items: upsert(items, await api.price(change.rowId, change.price, id)) };
    }
    case 'here': {
      await api.here(change.listId, change.store, id);
      return { items };
    }
    case 'receipt': {
      await api.receipt(change.listId, change.body, id);
      return { items };
    }
    case 'recipe': {
      const changed = await api.recipe(change.listId, change.body, id);
      return { items: changed.reduce(upsert, items) };
    }
    case 'remove': {
      if (!find(items, change.rowId)) return { items };
      return { items: await api.remove(change.listId, change.rowId, id) };
    }
    case 'update': {
      let current = find(items, change.rowId);
      if (!current) throw new Gone();
      let reopened = entry.reopened === true;
      if (current.completed && !reopened) {
        items = await api.mark(change.rowId, `${id}:reopen`);
        reopened = true;
        await store.put({ ...entry, reopened });
        current = find(items, change.rowId) ?? current;
      }
      const body = updateBody(entry, change, current);
      let failure: unknown;
      try {
        items = upsert(items, await api.update(change.rowId, body, id));
      } catch (error) {
        if (stopReason(error) !== null) throw error;
        failure = error;
      }
      if (reopened && find(items, change.rowId)?.completed === false)
        items = await api.mark(change.rowId, `${id}:close`);
      if (failure !== undefined) throw failure;
      return { items };
    }
  }
}

/**
 * Sends the user's queue in order, one change at a time (a change held for its undo lets other items' changes pass).
 * Stops at the first failure worth waiting out (the change
 * stays first in the queue, its key makes the next try safe); a change the server refuses leaves the queue for the
 * refused ones. Changes are never dropped for their age.
 */
export async function sendChanges(
  user: string,
  store: ChangeStore,
  api: ItemsApi,
  report: (report: SendReport) => void,
): Promise<SendStop> {
  let queue = await store.list(user);
  const known = new Map<number, ListItem[]>();
  const gone = new Set<number>();
  while (queue.length > 0) {
    const first = queue[0] as QueuedChange;
    // The stand-in of an add is its own (a page before may have used the same number).
    if (addsItem(first.change)) standInNames.delete(first.change.rowId);
    const entry = { ...first, change: withNamedItem(first.change) };
    if (entry.change !== first.change) await store.put(entry);
    const rest = () => queue.filter((other) => other.seq !== entry.seq);
    const { listId } = entry.change;
    try {
      if (gone.has(listId)) throw new ListGone();
      let items = known.get(listId) ?? api.cached?.(listId);
      if (!items) {
        items = await api.items(listId).catch((error: unknown) => {
          if (stopReason(error) !== null) throw error;
          // Deleted, or the user was removed: none of its changes can go, and none is tried (no loop, no 500).
          if (error instanceof ApiError && error.status === 404) {
            gone.add(listId);
            throw new ListGone();
          }
          // A list the user may no longer change otherwise: each change gets the server's own refusal below.
          return [] as ListItem[];
        });
      }
      const sent = await sendOne(entry, items, api, store);
      known.set(listId, sent.items);
      await store.remove(entry.seq);
      queue = rest();
      const standIn = entry.change.rowId;
      if (addsItem(entry.change) && sent.item) {
        standInNames.set(standIn, sent.item.id);
        const renamed = renameStandIn(queue, standIn, sent.item.id);
        for (const [index, next] of renamed.entries()) if (next !== queue[index]) await store.put(next);
        queue = renamed;
      }
      report({ outcome: 'sent', entry, items: sent.items, ...(sent.item ? { item: sent.item } : {}) });
    } catch (error) {
      const stop = error instanceof Gone || error instanceof ListGone ? null : stopReason(error);
      if (stop !== null) return stop;
      const refused: RefusedChange = {
        id: entry.id,
        user,
        listId,
        name: entry.name,
        kind: entry.change.kind,
        reason: error instanceof Gone ? 'offline.gone' : error instanceof ListGone ? listGoneReason : messageOf(error),
        refusedAt: Date.now(),
      };
      await store.refuse(refused);
      await store.remove(entry.seq);
      queue = rest();
      known.delete(listId);
      report({ outcome: 'refused', entry, refused });
    }
  }
  return null;
}
