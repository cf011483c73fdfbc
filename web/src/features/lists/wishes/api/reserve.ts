import type { ListItem } from '@listok/contract';
import { reserveItem, unreserveItem } from '@listok/contract/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api/api';
import { replaceItem, updateItemCaches } from '../../shared/api/item-caches';
import { ownEventComing } from '../../shared/api/items-version';
import { listKeys } from '../../shared/api/keys';

/** The wish given back: free now, as far as this caller knows (someone else's reservation would have been refused). */
const givenBack = (item: ListItem): ListItem =>
  item.kind === 'wishlist' ? { ...item, reserved: false, reserved_by_me: false } : item;

/**
 * Reserves a wish to give it (or gives the reservation back): a friend's call, never the owner's. Needs the network (a
 * reservation is first come, first served). The answer goes into every cached order of the list: the reserved wish as
 * the server answers it, or the wish given back; a refusal (someone else was first) reads the items again. A
 * reservation's own push event then reads nothing (`ownEventComing`); a giving back's, which the server sends only when
 * there was one to give back, reads the items once.
 */
export function useReserve(listId: number, ac: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    // Before the call: its event may come before its answer.
    onMutate: ({ reserve }: { rowId: number; reserve: boolean }) => ({
      takeBack: reserve ? ownEventComing(listId) : undefined,
    }),
    mutationFn: async ({ rowId, reserve }: { rowId: number; reserve: boolean }) => {
      const request = { params: { id: listId, itemRowId: rowId }, body: ac ? { ac } : {} };
      if (reserve) return api(reserveItem, request);
      await api(unreserveItem, request);
      return undefined;
    },
    onSuccess: async (reserved, { rowId }) => {
      // A read on its way may have begun before the change (and been asked for another one): begun again after it.
      const reading = queryClient.isFetching({ queryKey: listKeys.itemsOf(listId) }) > 0;
      updateItemCaches(queryClient, listId, (items) =>
        reserved ? replaceItem(items, reserved) : items.map((item) => (item.id === rowId ? givenBack(item) : item)),
      );
      if (reading) await queryClient.invalidateQueries({ queryKey: listKeys.itemsOf(listId) });
    },
    onError: (_error, _variables, context) => {
      context?.takeBack?.();
      return queryClient.invalidateQueries({ queryKey: listKeys.itemsOf(listId) });
    },
  });
}
