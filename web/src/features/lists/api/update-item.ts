import type { ListItem, UpdateItemBody } from '@listok/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { replaceItem, updateItemCaches } from './item-caches';

/** PATCH /api/list/item/update/{rowId}: amount, unit and link of an item that is not completed. */
export const updateItem = (rowId: number, body: UpdateItemBody) =>
  apiCall<ListItem>(`/api/list/item/update/${rowId}`, { method: 'PATCH', body: { json: body } });

export function useUpdateItem(listId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rowId, body }: { rowId: number; body: UpdateItemBody }) => updateItem(rowId, body),
    onSuccess: (item) => updateItemCaches(queryClient, listId, (items) => replaceItem(items, item)),
  });
}
