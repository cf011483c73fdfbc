import { addressOf } from '../api/route.js';
import type { ItemSort } from '../items/list-items.js';

/** The paths of a list's header and items: their routes' (api/lists.ts, api/items.ts), and the addresses below. */
export const listPaths = { header: '/api/list/:id/header', items: '/api/list/:id' } as const;

/**
 * The requests of a list's header and items, one home for the web's queries, the calls it starts early, and the
 * answers the server hands over in a list's page (server/src/features/lists/first-screen): an answer is taken by the
 * call of the same address. Without zod, for the web's first screen.
 */
export const listHeaderRequest = (id: number, ac: string | undefined) => ({
  params: { id },
  query: { ac: ac || undefined },
});

export const listItemsRequest = (id: number, ac: string | undefined, sort: ItemSort) => ({
  params: { id },
  query: { sort, ac: ac || undefined },
});

export const listHeaderPath = (id: number, ac: string | undefined) =>
  addressOf({ path: listPaths.header }, listHeaderRequest(id, ac));

export const listItemsPath = (id: number, ac: string | undefined, sort: ItemSort) =>
  addressOf({ path: listPaths.items }, listItemsRequest(id, ac, sort));
