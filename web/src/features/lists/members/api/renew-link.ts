import type { ListHeader } from '@listok/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api';
import { updateHeaderCaches } from '../../shared/api/item-caches';

/** POST /api/list/{id}/access-code (owner only): a new code, so the old private link stops working; answers the header. */
export const renewLink = (listId: number) => apiCall<ListHeader>(`/api/list/${listId}/access-code`, { method: 'POST' });

export function useRenewLink(listId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => renewLink(listId),
    onSuccess: (header) => updateHeaderCaches(queryClient, listId, (cached) => ({ ...cached, ...header })),
  });
}
