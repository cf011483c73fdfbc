import { untickAll } from '@listok/contract/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api/api';
import { listKeys } from '../../shared/api/keys';

/**
 * Unticks every item of the list, ready for the next trip (a packing list, the weekly shop). Needs the network: one
 * change of the whole list, not queued offline. The list's items and My lists' counts are asked for again.
 */
export function useUntickAll(listId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(untickAll, { params: { id: listId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: listKeys.itemsOf(listId) }),
        queryClient.invalidateQueries({ queryKey: listKeys.pages() }),
      ]),
  });
}
