import type { ListItem } from '@listok/contract';
import { apiCall } from '../../../lib/api';
import { getListItems } from '../shared/api/get-list-items';
import type { ItemsApi } from './send-changes';

const idempotent = (key: string) => ({ 'Idempotency-Key': key });

/** The item calls of the contract, each write with its change's Idempotency-Key (docs/api.md). */
export const itemsApi: ItemsApi = {
  items: (listId) => getListItems(listId, undefined, 'added_at'),
  add: (listId, body, key) =>
    apiCall<ListItem>(`/api/list/${listId}/add`, {
      method: 'POST',
      body: { json: body },
      headers: idempotent(key),
    }),
  create: (listId, body, key) =>
    apiCall<ListItem>(`/api/list/${listId}/item/user-create`, {
      method: 'POST',
      body: { json: body },
      headers: idempotent(key),
    }),
  update: (rowId, body, key) =>
    apiCall<ListItem>(`/api/list/item/update/${rowId}`, {
      method: 'PATCH',
      body: { json: body },
      headers: idempotent(key),
    }),
  mark: (rowId, key) =>
    apiCall<ListItem[]>(`/api/list-item/mark/${rowId}`, {
      method: 'PATCH',
      body: { json: { sort: 'added_at' } },
      headers: idempotent(key),
    }),
  remove: (listId, rowId, key) =>
    apiCall<ListItem[]>(`/api/list/${listId}/remove/${rowId}`, { method: 'POST', headers: idempotent(key) }),
};
