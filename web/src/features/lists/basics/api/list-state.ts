import { closeList, recoverList } from '@listok/contract/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api/api';
import { updateHeaderCaches } from '../../shared/api/item-caches';
import { listKeys } from '../../shared/api/keys';

/** Closes the list (every item marked) or recovers it (every item unmarked); owner only; answers the header. */
export const setListState = (listId: number, action: 'close' | 'recover') =>
  // Two calls rather than one of either declaration: the answer's type is read from each.
  action === 'close' ? api(closeList, { params: { id: listId } }) : api(recoverList, { params: { id: listId } });

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
