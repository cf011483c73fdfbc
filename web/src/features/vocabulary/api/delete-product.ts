import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { vocabularyKey } from './vocabulary';

/**
 * DELETE /api/item/{id}: one's own product leaves the vocabulary and the suggestions (204); lists that have it keep
 * their row.
 */
export const deleteProduct = (id: number) => apiCall<null>(`/api/item/${id}`, { method: 'DELETE' });

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vocabularyKey }),
  });
}
