import {
  addItem,
  addNewItem,
  addRecipeToList,
  createReceipt,
  markItem,
  pasteItems,
  removeItem,
  setHere,
  setItemPrice,
  updateItem,
} from '@listok/contract/api';
import { api } from '../../../lib/api/api';
import { getListItems } from '../shared/api/get-list-items';
import { versionOf } from '../shared/api/items-version';
import type { ItemsApi } from './send-changes';

/** The items version each write's answer named (`Items-Version`), by its Idempotency-Key, until the screen takes it. */
const versions = new Map<string, number>();

/** Notes the items version a write's answer named, under its Idempotency-Key. */
export function noteVersion(key: string, version: number | undefined): void {
  if (version !== undefined) versions.set(key, version);
}

/** A write's request: the change's Idempotency-Key, and the answer's items version noted under it. */
const write = (key: string) => ({
  headers: { 'Idempotency-Key': key },
  onHeaders: (headers: Headers) => noteVersion(key, versionOf(headers)),
});

/**
 * The items version of a sent change's last answer: a change may take more than one write (an edit of a ticked item
 * unticks, edits and ticks it again, each with a key of its own made from the change's).
 */
export function answeredVersion(changeId: string): number | undefined {
  let last: number | undefined;
  for (const [key, version] of versions) {
    if (key !== changeId && !key.startsWith(`${changeId}:`)) continue;
    last = Math.max(last ?? version, version);
    versions.delete(key);
  }
  return last;
}

/** The item calls of the contract, each write with its change's Idempotency-Key (docs/api.md). */
export const itemsApi: ItemsApi = {
  items: (listId) => getListItems(listId, undefined, 'added_at'),
  add: (listId, body, key) => api(addItem, { params: { id: listId }, body, ...write(key) }),
  create: (listId, body, key) => api(addNewItem, { params: { id: listId }, body, ...write(key) }),
  entry: async (listId, text, key) => {
    const answer = await api(pasteItems, { params: { id: listId }, body: { text }, ...write(key) });
    return answer.added[0] ?? answer.merged[0];
  },
  update: (rowId, body, key) => api(updateItem, { params: { itemRowId: rowId }, body, ...write(key) }),
  mark: (rowId, key) => api(markItem, { params: { itemRowId: rowId }, body: { sort: 'added_at' }, ...write(key) }),
  price: (rowId, price, key) => api(setItemPrice, { params: { itemRowId: rowId }, body: { price }, ...write(key) }),
  remove: (listId, rowId, key) => api(removeItem, { params: { id: listId, itemRowId: rowId }, ...write(key) }),
  here: (listId, store, key) => api(setHere, { params: { id: listId }, body: { store }, ...write(key) }),
  receipt: async (listId, body, key) => {
    await api(createReceipt, { params: { id: listId }, body, ...write(key) });
  },
  recipe: async (listId, body, key) => {
    const answer = await api(addRecipeToList, { params: { id: listId }, body, ...write(key) });
    return [...answer.added, ...answer.merged];
  },
};
