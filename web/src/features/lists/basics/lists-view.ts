import type { ListSort } from '@listok/contract';
import { defaultListSort, listSorts } from '@listok/contract/base';
import { pageParam } from '../../../lib/api/paged-call';

/** What My lists shows: the tab, the order and the page. Kept in the address, so Back and reload return to it. */
export interface ListsView {
  active: boolean;
  sort: ListSort;
  page: number;
}

export const defaultListsView: ListsView = { active: true, sort: defaultListSort, page: 1 };

const finishedTab = 'finished';

/** The view an address asks for; anything unknown falls back to the defaults of spec §4. */
export function readListsView(params: URLSearchParams): ListsView {
  // The orders of the contract's list, read without its zod schema (`ListSort`): My lists loads with no zod.
  const sort = listSorts.find((order) => order === params.get('sort'));
  return {
    active: params.get('tab') !== finishedTab,
    sort: sort ?? defaultListSort,
    page: pageParam(params.get('page')),
  };
}

/** The address query of a view, leaving out what is the default. */
export function listsViewSearch(view: ListsView): URLSearchParams {
  const params = new URLSearchParams();
  if (!view.active) params.set('tab', finishedTab);
  if (view.sort !== defaultListSort) params.set('sort', view.sort);
  if (view.page !== 1) params.set('page', String(view.page));
  return params;
}
