import { leaveList } from '@listok/contract/api';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api/api';
import { listKeys } from '../../shared/api/keys';

/** A member who is not the owner leaves (204). */
export const exitList = (listId: number) => api(leaveList, { params: { id: listId } });

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
