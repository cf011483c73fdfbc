import type { ItemSort } from '@listok/contract';

/** The addresses of a list's header and items, the same for the screen's queries and the calls started early. */
export const listHeaderPath = (id: number, ac: string | undefined) =>
  `/api/list/${id}/header${ac ? `?${new URLSearchParams({ ac })}` : ''}`;

export const listItemsPath = (id: number, ac: string | undefined, sort: ItemSort) =>
  `/api/list/${id}?${new URLSearchParams({ sort, ...(ac ? { ac } : {}) })}`;
