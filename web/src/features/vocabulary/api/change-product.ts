import type { EditProductBody } from '@listok/contract';
import { editProduct } from '@listok/contract/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { showSuccess } from '../../../lib/notices/success-message';
import { vocabularyKey } from './vocabulary';

/**
 * A change of one of the user's own products (its department, its picture), saved at once: `onSaved` first (a dialog
 * closes), then the `saved` line, and the vocabulary and the open lists, which show the product, are read again.
 */
export function useChangeProduct(id: number, saved: string, onSaved?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EditProductBody) => api(editProduct, { params: { id }, body }),
    onSuccess: async () => {
      onSaved?.();
      showSuccess(saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: vocabularyKey }),
        queryClient.invalidateQueries({ queryKey: ['lists', 'detail'] }),
      ]);
    },
  });
}
