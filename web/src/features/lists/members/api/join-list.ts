import { joinList as joinListCall } from '@listok/contract/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api/api';
import { refreshList, updateHeaderCaches } from '../../shared/api/item-caches';
import { listKeys } from '../../shared/api/keys';

/** A signed-in user with the code becomes a member; answers the header. */
export const joinList = (listId: number, ac: string) => api(joinListCall, { params: { id: listId }, query: { ac } });

export function useJoinList(listId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ac: string) => joinList(listId, ac),
    onSuccess: async (header) => {
      updateHeaderCaches(queryClient, listId, () => header);
      await Promise.all([
        refreshList(queryClient, listId),
        queryClient.invalidateQueries({ queryKey: listKeys.pages() }),
      ]);
    },
  });
}
