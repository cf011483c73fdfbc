import { setItemPrice } from '@listok/contract/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api/api';
import { refreshHeader, replaceItem, updateItemCaches } from '../../shared/api/item-caches';

/**
 * Sets or clears what a ticked good cost (`PATCH /api/list/item/price/{itemRowId}`): the row shows the answer at once,
 * the header (what was spent) is read again.
 */
export function useSetItemPrice(listId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemRowId, price }: { itemRowId: number; price: number | null }) =>
      api(setItemPrice, { params: { itemRowId }, body: { price } }),
    onSuccess: (item) => {
      updateItemCaches(queryClient, listId, (items) => replaceItem(items, item));
      return refreshHeader(queryClient, listId);
    },
  });
}
