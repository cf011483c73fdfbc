import type { EditProductBody, Product } from '@listok/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { vocabularyKey } from './vocabulary';

interface Rename {
  id: number;
  /** The name in the current language. */
  name: string;
}

/** POST /api/item/{id}/edit with `name`, the product's name in the current language. */
export const renameProduct = ({ id, name }: Rename) =>
  apiCall<Product>(`/api/item/${id}/edit`, { method: 'POST', body: { json: { name } satisfies EditProductBody } });

export function useRenameProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vocabularyKey }),
  });
}
