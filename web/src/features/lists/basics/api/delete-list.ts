import { deleteList as deleteListCall } from '@listok/contract/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api/api';
import { listKeys } from '../../shared/api/keys';

/** The owner deletes the list with its items, for every member (204). */
export const deleteList = (listId: number) => api(deleteListCall, { params: { id: listId } });

/**
 * Deletes the list; My lists reloads. The caller leaves the list's page first, if it is on it, and then forgets the
 * list (`forgetList`), so no reload of it is on its way.
 */
export function useDeleteList(listId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteList(listId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKeys.pages() }),
  });
}
