import type { ItemSort } from '@listok/contract';
import { addressOf, listHeader, listItems } from '@listok/contract/api';

/** The requests of a list's header and items, the same for the screen's queries and the calls started early. */
export const listHeaderRequest = (id: number, ac: string | undefined) => ({
  params: { id },
  query: { ac: ac || undefined },
});

export const listItemsRequest = (id: number, ac: string | undefined, sort: ItemSort) => ({
  params: { id },
  query: { sort, ac: ac || undefined },
});

/** Their addresses: an early call's answer is taken by the later call of the same address. */
export const listHeaderPath = (id: number, ac: string | undefined) => addressOf(listHeader, listHeaderRequest(id, ac));

export const listItemsPath = (id: number, ac: string | undefined, sort: ItemSort) =>
  addressOf(listItems, listItemsRequest(id, ac, sort));
