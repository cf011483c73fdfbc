import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api';
import { listKeys } from '../../shared/api/keys';

/** POST /api/list/{id}/exit: a member who is not the owner leaves (204). */
export const exitList = (listId: number) => apiCall<null>(`/api/list/${listId}/exit`, { method: 'POST' });

export function useExitList(listId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => exitList(listId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKeys.pages() }),
  });
}

/** After leaving (and the list screen is gone): forget the list, cancelling any reload still on its way. */
export const forgetList = (queryClient: QueryClient, listId: number) =>
  queryClient.removeQueries({ queryKey: listKeys.detail(listId) });
