import { defaultItemSort, type ListItem } from '@listok/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { snapshotItemCaches, updateItemCaches } from './item-caches';
import { listKeys } from './keys';

/** POST /api/list/{id}/remove/{rowId}: deletes an item that is not completed; answers the items by time added. */
export const removeItem = (listId: number, rowId: number) =>
  apiCall<ListItem[]>(`/api/list/${listId}/remove/${rowId}`, { method: 'POST' });

export function useRemoveItem(listId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rowId }: { rowId: number; ac: string | undefined }) => removeItem(listId, rowId),
    onMutate: async ({ rowId }) => {
      await queryClient.cancelQueries({ queryKey: listKeys.itemsOf(listId) });
      const restore = snapshotItemCaches(queryClient, listId);
      updateItemCaches(queryClient, listId, (items) => items.filter((item) => item.id !== rowId));
      return { restore };
    },
    onError: (_error, _variables, context) => context?.restore(),
    onSuccess: (items, { ac }) => {
      queryClient.setQueryData(listKeys.items(listId, ac, defaultItemSort), items);
      // Other orders already lost the row; the refetch renumbers them.
      return queryClient.invalidateQueries({
        queryKey: listKeys.itemsOf(listId),
        predicate: (query) => query.queryKey[5] !== defaultItemSort,
      });
    },
  });
}
