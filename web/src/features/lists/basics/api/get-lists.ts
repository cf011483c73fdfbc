import type { ListSummary } from '@listok/contract';
import { myLists } from '@listok/contract/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type Paged, pagedApi } from '../../../../lib/api/paged-call';
import { listKeys } from '../../shared/api/keys';
import { withCan } from '../../shared/list-can';
import type { ListsView } from '../lists-view';

export type ListsPage = Paged<ListSummary>;

/** One page of the user's active or finished lists in the chosen order. */
export const getLists = (view: ListsView, signal?: AbortSignal): Promise<ListsPage> => {
  const query = { isActive: view.active ? '1' : '0', sort: view.sort, page: view.page } as const;
  return pagedApi(myLists, { query }, { signal });
};

/** A page kept offline by an older version has lists without `can`. */
const withRights = (page: ListsPage): ListsPage =>
  page.items.every((list) => withCan(list) === list) ? page : { ...page, items: page.items.map(withCan) };

export const listsQuery = (view: ListsView) =>
  queryOptions({
    queryKey: listKeys.page(view),
    queryFn: ({ signal }) => getLists(view, signal),
    select: withRights,
    // While another page or order of the same tab loads, the rows shown stay put instead of blinking away.
    placeholderData: (previous, previousQuery) =>
      (previousQuery?.queryKey[2] as ListsView | undefined)?.active === view.active
        ? keepPreviousData(previous)
        : undefined,
  });

export const useLists = (view: ListsView) => useQuery(listsQuery(view));
