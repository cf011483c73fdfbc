import type { ItemSort } from '@listok/contract';
import { listItems } from '@listok/contract/api';
import { listItemsRequest } from '@listok/contract/base';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api/api';
import { itemsHeld, versionOf } from './items-version';
import { listKeys } from './keys';

/** The list's items in the chosen order, numbered from 1 (`onHeaders` reads the answer's items version). */
export const getListItems = (
  id: number,
  ac: string | undefined,
  sort: ItemSort,
  extras: { signal?: AbortSignal; onHeaders?: (headers: Headers) => void } = {},
) => api(listItems, { ...listItemsRequest(id, ac, sort), ...extras });

/** The items for the query cache, which then holds the version they were read at (`items-version.ts`). */
async function readItems(id: number, ac: string | undefined, sort: ItemSort, signal: AbortSignal) {
  let version: number | undefined;
  const items = await getListItems(id, ac, sort, {
    signal,
    onHeaders: (headers) => {
      version = versionOf(headers);
    },
  });
  // A read cancelled by a change's answer never reaches the cache.
  if (!signal.aborted) itemsHeld(id, version);
  return items;
}

export const listItemsQuery = (id: number, ac: string | undefined, sort: ItemSort) =>
  queryOptions({
    queryKey: listKeys.items(id, ac, sort),
    queryFn: ({ signal }) => readItems(id, ac, sort, signal),
    refetchOnWindowFocus: true,
    // A new order of the same list keeps the rows on screen until it arrives; another list never shows this one's.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === id ? keepPreviousData(previous) : undefined,
  });

export const useListItems = (id: number, ac: string | undefined, sort: ItemSort) =>
  useQuery(listItemsQuery(id, ac, sort));
