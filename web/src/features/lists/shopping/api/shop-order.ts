import type { ArrangeShopOrderBody, ShopOrder } from '@listok/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api';
import { listKeys } from '../../shared/api/keys';

const path = (listId: number) => `/api/list/${listId}/shop-order`;

/** GET /api/list/{id}/shop-order: the departments in the order of this list's shop (arranged, or learned). */
export const useShopOrder = (listId: number, ac: string | undefined, enabled: boolean) =>
  useQuery({
    queryKey: listKeys.shopOrder(listId, ac),
    queryFn: ({ signal }) =>
      apiCall<ShopOrder>(ac ? `${path(listId)}?ac=${encodeURIComponent(ac)}` : path(listId), { signal }),
    enabled,
  });

/** PUT /api/list/{id}/shop-order (members): a new arrangement, or `null` for the learned order. */
export function useArrangeShopOrder(listId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: ArrangeShopOrderBody['order']) =>
      apiCall<ShopOrder>(path(listId), { method: 'PUT', body: { json: { order } } }),
    onSuccess: (answer) => {
      for (const [key] of queryClient.getQueriesData({ queryKey: listKeys.shopOrders(listId) }))
        queryClient.setQueryData(key, answer);
    },
  });
}
