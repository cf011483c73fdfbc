import { defaultItemSort, type ListSummary } from '@listok/contract';
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api/api';
import { readQuery, saveQuery } from '../../../lib/offline/stored-data';
import { isNetworkFailure } from '../../../lib/offline/stored-fallback';
import { getListItems, listItemsQuery } from '../shared/api/get-list-items';
import { listKeys } from '../shared/api/keys';
import { getListHeader, listHeaderQuery } from './api/get-list-header';
import { getLists } from './api/get-lists';
import { defaultListsView } from './lists-view';

/**
 * Every list offline (issue 51): the signed-in user's active lists, their headers and items, are read into the
 * device's kept answers (every answer of the lists' queries is kept in IndexedDB: lib/offline/stored-fallback.ts), so
 * a list never opened on this phone opens in a shop without signal. At most `keptListsBudget.lists` lists, the newest
 * first (as My lists shows them), and `items` items in all: about 2.5 MB of answers at some 500 bytes an item. A list kept
 * at the `updatedAt` My lists names is not read again (remembered per user on the device).
 */
export const keptListsBudget = { lists: 50, items: 5000 };

const memoryKey = (user: string) => `listok.kept-lists.${user}`;

/** The `updatedAt` each list was last kept at, by list id. */
function keptAt(user: string): Record<string, string> {
  try {
    return JSON.parse(localStorage.getItem(memoryKey(user)) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

/** Keeps an answer for the user as a query's own read keeps it (lib/offline/stored-fallback.ts). */
const keep = (user: string, key: readonly unknown[], data: unknown, savedAt = Date.now()) =>
  saveQuery({ user, hash: hashKey(key), key, data, savedAt });

/**
 * The user's active lists as My lists first shows them (the newest first), as many as the budget takes; the pages
 * read are kept too, so My lists opens without signal with every list kept.
 */
async function activeLists(user: string): Promise<ListSummary[]> {
  const lists: ListSummary[] = [];
  for (let page = 1; lists.length < keptListsBudget.lists; page += 1) {
    const view = { ...defaultListsView, page };
    const answer = await getLists(view);
    await keep(user, listKeys.page(view), answer);
    lists.push(...answer.items);
    if (page >= answer.pagination.pagesCount) break;
  }
  return lists.slice(0, keptListsBudget.lists);
}

/** The keys of a list's header and of its items as its screen first asks for them (the first order of the items). */
const headerKey = (listId: number) => listHeaderQuery(listId, undefined).queryKey;
const itemsKey = (listId: number) => listItemsQuery(listId, undefined, defaultItemSort).queryKey;

/**
 * Reads one list's header and items into the user's kept answers, as the screen's own reads keep them (not into the
 * query cache: a screen opened later reads them itself, or falls back to these without signal). Throws on no signal
 * (the run stops, to go on later); a list the user may no longer read is left out.
 */
async function keepList(user: string, listId: number): Promise<void> {
  try {
    const [header, items] = await Promise.all([
      getListHeader(listId, undefined),
      getListItems(listId, undefined, defaultItemSort),
    ]);
    await keep(user, headerKey(listId), header);
    await keep(user, itemsKey(listId), items);
  } catch (error) {
    if (isNetworkFailure(error) || !(error instanceof ApiError)) throw error;
  }
}

/**
 * Whether a screen shows the list now (its items query is observed and answered): the screen keeps it up to date by
 * its own stream, and each of its reads is kept on the device, so this run leaves it alone.
 */
export const shownNow =
  (queryClient: QueryClient) =>
  (listId: number): boolean => {
    const query = queryClient.getQueryCache().find({ queryKey: itemsKey(listId), exact: true });
    return query !== undefined && query.state.status === 'success' && query.getObserversCount() > 0;
  };

/** Whether the device keeps the list's items answer for the user (signing out forgets them). */
const isKept = async (user: string, listId: number) =>
  (await readQuery(user, hashKey(itemsKey(listId))).catch(() => undefined)) !== undefined;

let running: Promise<void> | undefined;
/** A run was asked for while one ran (a change event came): another follows it. */
let again = false;

/**
 * Keeps the user's active lists on the device, within the budget, one list at a time; lists unchanged since they were
 * last kept are left as they are, and so is a list a screen shows now (`held`: its own reads keep it). One run at a
 * time: asked for during a run, another follows it.
 */
export function keepEveryList(user: string, held: (listId: number) => boolean = () => false): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    const kept = keptAt(user);
    const now: Record<string, string> = {};
    let items = 0;
    try {
      for (const list of await activeLists(user)) {
        items += list.itemCount;
        if (items > keptListsBudget.items) break;
        const fresh = held(list.id) || (kept[list.id] === list.updatedAt && (await isKept(user, list.id)));
        if (!fresh) await keepList(user, list.id);
        now[list.id] = list.updatedAt;
      }
    } finally {
      // The lists kept so far; those a run did not reach are read again by the next.
      localStorage.setItem(memoryKey(user), JSON.stringify(now));
    }
  })()
    // No signal, or the session ended: what was kept stays; the next run goes on from there.
    .catch(() => undefined)
    .finally(() => {
      running = undefined;
      if (again) {
        again = false;
        void keepEveryList(user, held);
      }
    });
  return running;
}
