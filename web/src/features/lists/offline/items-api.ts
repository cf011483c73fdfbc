import { addItem, addNewItem, markItem, removeItem, updateItem } from '@listok/contract/api';
import { api } from '../../../lib/api';
import { getListItems } from '../shared/api/get-list-items';
import type { ItemsApi } from './send-changes';

const idempotent = (key: string) => ({ 'Idempotency-Key': key });

/** The item calls of the contract, each write with its change's Idempotency-Key (docs/api.md). */
export const itemsApi: ItemsApi = {
  items: (listId) => getListItems(listId, undefined, 'added_at'),
  add: (listId, body, key) => api(addItem, { params: { id: listId }, body, headers: idempotent(key) }),
  create: (listId, body, key) => api(addNewItem, { params: { id: listId }, body, headers: idempotent(key) }),
  update: (rowId, body, key) => api(updateItem, { params: { itemRowId: rowId }, body, headers: idempotent(key) }),
  mark: (rowId, key) =>
    api(markItem, { params: { itemRowId: rowId }, body: { sort: 'added_at' }, headers: idempotent(key) }),
  remove: (listId, rowId, key) =>
    api(removeItem, { params: { id: listId, itemRowId: rowId }, headers: idempotent(key) }),
};
