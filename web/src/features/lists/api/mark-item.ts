import type { ItemSort, ListItem } from '@listok/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { snapshotItemCaches, updateItemCaches } from './item-caches';
import { listKeys } from './keys';

/** PATCH /api/list-item/mark/{rowId}: toggles completed; answers the items in the given order. */
export const markItem = (rowId: number, sort: ItemSort) =>
  apiCall<ListItem[]>(`/api/list-item/mark/${rowId}`, { method: 'PATCH', body: { json: { sort } } });

/** Ticks of one list in flight share this key. */
export const markKey = (listId: number) => ['lists', 'mark', listId];

interface MarkVariables {
  rowId: number;
  sort: ItemSort;
  ac: string | undefined;
}

/** The tick shows at once (optimistic); a failure puts it back, the answer confirms the whole list. */
export function useMarkItem(listId: number) {
  const queryClient = useQueryClient();
  const mutationKey = markKey(listId);
  return useMutation({
    mutationKey,
    mutationFn: ({ rowId, sort }: MarkVariables) => markItem(rowId, sort),
    onMutate: ({ rowId }) => {
      // Nothing is awaited before the tick shows (a finger, or a test, sees it at once): cancelling a reload in flight
      // puts the data from before it back right away, then the tick is applied on top.
      void queryClient.cancelQueries({ queryKey: listKeys.itemsOf(listId) });
      const restore = snapshotItemCaches(queryClient, listId);
      updateItemCaches(queryClient, listId, (items) =>
        items.map((item) => (item.id === rowId ? { ...item, completed: !item.completed } : item)),
      );
      return { restore };
    },
    onError: (_error, _variables, context) => context?.restore(),
    onSuccess: (items, { sort, ac }) => {
      // With several ticks in flight, an earlier answer would undo a later tick on screen: the last one decides.
      if (queryClient.isMutating({ mutationKey }) > 1) return;
      queryClient.setQueryData(listKeys.items(listId, ac, sort), items);
    },
    // Reloads held back while ticks were in flight (see useListEvents) happen once the last one is done.
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey }) <= 1)
        return queryClient.invalidateQueries({ queryKey: listKeys.itemsOf(listId) });
    },
  });
}
