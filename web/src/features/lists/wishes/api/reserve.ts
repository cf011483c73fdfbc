import { reserveItem, unreserveItem } from '@listok/contract/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api/api';
import { listKeys } from '../../shared/api/keys';

/**
 * Reserves a wish to give it (or gives the reservation back): a friend's call, never the owner's. Needs the network (a
 * reservation is first come, first served); the list's items are read again after it.
 */
export function useReserve(listId: number, ac: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rowId, reserve }: { rowId: number; reserve: boolean }) =>
      reserve
        ? api(reserveItem, { params: { id: listId, itemRowId: rowId }, body: ac ? { ac } : {} })
        : api(unreserveItem, { params: { id: listId, itemRowId: rowId }, body: ac ? { ac } : {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKeys.itemsOf(listId) }),
  });
}
