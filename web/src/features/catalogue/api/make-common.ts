import { makeProductCommon as makeProductCommonRoute } from '@listok/contract/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { type ProductsPage, productsKey, withProduct } from './products';

/** Makes a product common (admin): every user finds the product in the autocomplete from now on. */
export const makeProductCommon = (id: number) => api(makeProductCommonRoute, { params: { id } });

export function useMakeCommon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeProductCommon,
    onSuccess: (product) =>
      queryClient.setQueriesData<ProductsPage>({ queryKey: productsKey }, (data) => withProduct(data, product)),
  });
}
