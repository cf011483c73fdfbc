import type { CreateProductBody } from '@listok/contract';
import { createProduct as createProductRoute } from '@listok/contract/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { productsKey } from './products';

/** A new product owned by the admin, not common until marked. */
export const createProduct = (body: CreateProductBody) => api(createProductRoute, { body });

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsKey }),
  });
}
