import type { CreateListBody, ListSummary } from '@listok/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api';
import { listKeys } from '../../shared/api/keys';

/** POST /api/lists: 201 with the new list. */
export const createList = (body: CreateListBody) =>
  apiCall<ListSummary>('/api/lists', { method: 'POST', body: { json: body } });

export function useCreateList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createList,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKeys.pages() }),
  });
}
