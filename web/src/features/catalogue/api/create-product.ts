import type { CreateProductBody, Product } from '@listok/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { productsKey } from './products';

/** POST /api/item/create (admin): a new product owned by the admin, not common until marked. */
export const createProduct = (body: CreateProductBody) =>
  apiCall<Product>('/api/item/create', { method: 'POST', body: { json: body } });

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsKey }),
  });
}
