import { editProduct } from '@listok/contract/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { vocabularyKey } from './vocabulary';

interface Rename {
  id: number;
  /** The name in the current language. */
  name: string;
}

/** Renames a product: `name` is its name in the current language. */
export const renameProduct = ({ id, name }: Rename) => api(editProduct, { params: { id }, body: { name } });

export function useRenameProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vocabularyKey }),
  });
}
