import type { ArrangeShopOrderBody } from '@listok/contract';
import { arrangeShopOrder, shopOrder } from '@listok/contract/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api/api';
import { listKeys } from '../../shared/api/keys';

/** The departments in the order of this list's shop (arranged, or learned). */
export const useShopOrder = (listId: number, ac: string | undefined, enabled: boolean) =>
  useQuery({
    queryKey: listKeys.shopOrder(listId, ac),
    queryFn: ({ signal }) => api(shopOrder, { params: { id: listId }, query: { ac: ac || undefined }, signal }),
    enabled,
    meta: { quietWithoutNetwork: true },
  });

/** Arranges the departments (members): a new arrangement, or `null` for the learned order. */
export function useArrangeShopOrder(listId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: ArrangeShopOrderBody['order']) =>
      api(arrangeShopOrder, { params: { id: listId }, body: { order } }),
    onSuccess: (answer) => {
      for (const [key] of queryClient.getQueriesData({ queryKey: listKeys.shopOrders(listId) }))
        queryClient.setQueryData(key, answer);
    },
  });
}
