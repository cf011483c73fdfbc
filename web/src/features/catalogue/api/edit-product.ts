import { editProduct as editProductRoute } from '@listok/contract/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import type { CatalogueProductChanges } from '../catalogue-product-form';
import { type ProductsPage, productsKey, withProduct } from './products';

interface Edit {
  id: number;
  changes: CatalogueProductChanges;
}

/** Saves the fields the admin changed (admin). */
export const editProduct = ({ id, changes }: Edit) => api(editProductRoute, { params: { id }, body: changes });

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
