import { renewAccessCode } from '@listok/contract/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api/api';
import { updateHeaderCaches } from '../../shared/api/item-caches';

/** A new code (owner only), so the old private link stops working; answers the header. */
export const renewLink = (listId: number) => api(renewAccessCode, { params: { id: listId } });

export function useRenewLink(listId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => renewLink(listId),
    onSuccess: (header) => updateHeaderCaches(queryClient, listId, (cached) => ({ ...cached, ...header })),
  });
}
