import type { Product } from '@listok/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { type ProductsPage, productsKey, withProduct } from './products';

/** PATCH /api/item/{id}/common (admin): every user finds the product in the autocomplete from now on. */
export const makeProductCommon = (id: number) => apiCall<Product>(`/api/item/${id}/common`, { method: 'PATCH' });

export function useMakeCommon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeProductCommon,
    onSuccess: (product) =>
      queryClient.setQueriesData<ProductsPage>({ queryKey: productsKey }, (data) => withProduct(data, product)),
  });
}
