import type { Product } from '@listok/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import type { CatalogueProductChanges } from '../catalogue-product-form';
import { type ProductsPage, productsKey, withProduct } from './products';

interface Edit {
  id: number;
  changes: CatalogueProductChanges;
}

/** POST /api/item/{id}/edit with the fields the admin changed. */
export const editProduct = ({ id, changes }: Edit) =>
  apiCall<Product>(`/api/item/${id}/edit`, { method: 'POST', body: { json: changes } });

export function useEditProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editProduct,
    onSuccess: (product) => {
      // The row shows the saved values at once; the pages are then asked again, as a filter may no longer match.
      queryClient.setQueriesData<ProductsPage>({ queryKey: productsKey }, (data) => withProduct(data, product));
      return queryClient.invalidateQueries({ queryKey: productsKey });
    },
  });
}
