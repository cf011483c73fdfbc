import type { ListHeader } from '@listok/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api';
import { updateHeaderCaches } from '../../shared/api/item-caches';
import { listKeys } from '../../shared/api/keys';

/** PATCH /api/list/{id}/close (every item marked) or /recover (every item unmarked); owner only; answers the header. */
export const setListState = (listId: number, action: 'close' | 'recover') =>
  apiCall<ListHeader>(`/api/list/${listId}/${action}`, { method: 'PATCH' });

export function useSetListState(listId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'close' | 'recover') => setListState(listId, action),
    onSuccess: async (header) => {
      updateHeaderCaches(queryClient, listId, (cached) => ({
        ...cached,
        ...header,
        access: header.access ?? cached.access,
      }));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: listKeys.itemsOf(listId) }),
        queryClient.invalidateQueries({ queryKey: listKeys.pages() }),
      ]);
    },
  });
}
