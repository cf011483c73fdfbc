import type { ItemSort, ListHeader, ListItem, ListMember } from '@listok/contract';
import { compareItemsByName } from '@listok/contract/base';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { listKeys } from './keys';

type Items = ListItem[];

const sortOfKey = (key: QueryKey) => key[5] as ItemSort;

/** Changes every cached order of one list's items (the server's answers update the screen before any refetch). */
export function updateItemCaches(
  queryClient: QueryClient,
  listId: number,
  change: (items: Items, sort: ItemSort) => Items,
) {
  for (const [key, items] of queryClient.getQueriesData<Items>({ queryKey: listKeys.itemsOf(listId) })) {
    if (items) queryClient.setQueryData<Items>(key, change(items, sortOfKey(key)));
  }
}

/** The server's items (in the order they were added), in the order of one cached view, as the server sorts it. */
function inOrder(items: Items, sort: ItemSort): Items {
  if (sort === 'added_at') return items;
  if (sort === '-added_at') return [...items].reverse();
  const direction = sort === 'name' ? 1 : -1;
  return [...items].sort((a, b) => direction * compareItemsByName(a, b));
}

/** Whether two values read from JSON are the same, field by field (allocating nothing, unlike a copy's compare). */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], b[i])) return false;
    return true;
  }
  return sameFields(a as Record<string, unknown>, b as Record<string, unknown>);
}

/** Whether two objects have the same fields with the same data, but the field `except` (compared by the caller). */
function sameFields(left: Record<string, unknown>, right: Record<string, unknown>, except?: string): boolean {
  let keys = 0;
  for (const key in left) {
    if (key === except) continue;
    keys++;
    if (!Object.hasOwn(right, key) || !sameData(left[key], right[key])) return false;
  }
  for (const key in right) if (key !== except) keys--;
  return keys === 0;
}

/** Whether a cached item is the answer's item numbered `num` (compared without a numbered copy of it). */
const sameItemAt = (cached: ListItem, answered: ListItem, num: number): boolean =>
  cached.num === num && sameFields(cached, answered, 'num');

/**
 * Puts a change's answer that is all the list's items (in the order they were added: a mark's, a removal's, an
 * untick of all) into every cached order of the list, numbered in it: nothing needs reading again. An item the
 * change left as it was keeps its cached object, so the cache's structural sharing stops at it and its row is not
 * drawn again (a tick on a list of 2,000 walked every field of every item otherwise).
 */
export const putAllItems = (queryClient: QueryClient, listId: number, items: Items) =>
  updateItemCaches(queryClient, listId, (cached, sort) => {
    const before = new Map(cached.map((item) => [item.id, item]));
    return inOrder(items, sort).map((row, index) => {
      const was = before.get(row.id);
      return was && sameItemAt(was, row, index + 1) ? was : { ...row, num: index + 1 };
    });
  });

/** Places a new item where the order puts it (by name the server's: `compareItemsByName`); a refetch confirms it. */
export function insertItem(items: Items, item: ListItem, sort: ItemSort): Items {
  if (items.some((existing) => existing.id === item.id)) return items;
  if (sort === 'added_at') return [...items, item];
  if (sort === '-added_at') return [item, ...items];
  const direction = sort === 'name' ? 1 : -1;
  const at = items.findIndex((existing) => direction * compareItemsByName(existing, item) > 0);
  return at === -1 ? [...items, item] : [...items.slice(0, at), item, ...items.slice(at)];
}

export const replaceItem = (items: Items, item: ListItem): Items =>
  items.map((existing) => (existing.id === item.id ? { ...item, num: existing.num } : existing));

/** Changes the header of the list in every cached variant (with or without the code). */
export function updateHeaderCaches(
  queryClient: QueryClient,
  listId: number,
  change: (header: ListHeader) => ListHeader,
) {
  for (const [key, header] of queryClient.getQueriesData<ListHeader>({ queryKey: listKeys.detail(listId) })) {
    if (key[3] === 'header' && header) queryClient.setQueryData<ListHeader>(key, change(header));
  }
}

export const setMembers = (queryClient: QueryClient, listId: number, members: ListMember[]) =>
  updateHeaderCaches(queryClient, listId, (header) => ({ ...header, members }));

/** Refreshes everything shown of one list (after a change with wide effects). */
export const refreshList = (queryClient: QueryClient, listId: number) =>
  queryClient.invalidateQueries({ queryKey: listKeys.detail(listId) });

/** Refreshes everything shown of one list but some parts of it (`listKeys`: the part after the list's id). */
const refreshListBut = (queryClient: QueryClient, listId: number, parts: readonly ('suggestions' | 'items')[]) =>
  queryClient.invalidateQueries({
    queryKey: listKeys.detail(listId),
    predicate: (query) => !parts.includes(query.queryKey[3] as 'suggestions' | 'items'),
  });

/** Refreshes everything shown of one list but its suggestions (after a push event: `useListEvents`). */
export const refreshListButSuggestions = (queryClient: QueryClient, listId: number) =>
  refreshListBut(queryClient, listId, ['suggestions']);

/**
 * Refreshes everything shown of one list but its items, after a removal answered with all of them: the answer is the
 * list's items at that change, already in every cached order; anything later comes with its push event, and a stream
 * that was down reads the list again when it opens.
 */
export const refreshListButItems = (queryClient: QueryClient, listId: number) =>
  refreshListBut(queryClient, listId, ['items']);

/**
 * After a mark (answered with all the items, as a removal): neither the items nor the suggestions. A tick changes the
 * suggestions only a little (one more purchase), and chips moving under the shopper's thumb at every tick would be
 * in the way: they follow the mark's push event, at most every few minutes (`useListEvents`).
 */
export const refreshListAfterMark = (queryClient: QueryClient, listId: number) =>
  refreshListBut(queryClient, listId, ['items', 'suggestions']);

/**
 * When the list's push stream opens: everything shown of the list but the items (the stream's first event names their
 * version, and they are read only when the cache does not hold it) and the suggestions (the page has just read them).
 */
export const refreshListOnOpen = (queryClient: QueryClient, listId: number) =>
  refreshListBut(queryClient, listId, ['items', 'suggestions']);

/**
 * Resolves once the reads of the list's items in flight now are in (at once when none is): a stream that opens while
 * the page's own read is on its way weighs its first event against that read, instead of cancelling it and reading the
 * items again (a list of 2,000 goods was read twice as it opened from the device's copy).
 */
export const itemsReadsDone = (queryClient: QueryClient, listId: number): Promise<unknown> =>
  Promise.allSettled(
    queryClient
      .getQueryCache()
      .findAll({ queryKey: listKeys.itemsOf(listId), fetchStatus: 'fetching' })
      // A query in flight answers its read in flight, not a new one.
      .map((query) => query.fetch()),
  );

/** Refreshes the list's suggestions (the chips under the search). */
export const refreshSuggestions = (queryClient: QueryClient, listId: number) =>
  queryClient.invalidateQueries({ queryKey: [...listKeys.detail(listId), 'suggestions'] });

/** Reloads only the list's header (its members and who of them is there), in every access. */
export const refreshHeader = (queryClient: QueryClient, listId: number) =>
  queryClient.invalidateQueries({ queryKey: [...listKeys.detail(listId), 'header'] });
