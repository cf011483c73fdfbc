import { deleteOwnProduct } from '@listok/contract/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { vocabularyKey } from './vocabulary';

/**
 * Deletes one's own product: it leaves the vocabulary and the suggestions (204); lists that have it keep
 * their row.
 */
export const deleteProduct = (id: number) => api(deleteOwnProduct, { params: { id } });

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vocabularyKey }),
  });
}
