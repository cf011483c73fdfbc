import type { RenameListBody } from '@listok/contract';
import { renameList as renameListCall } from '@listok/contract/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { updateHeaderCaches } from '../../shared/api/item-caches';
import { listKeys } from '../../shared/api/keys';

/** `{name}`: the owner renames the list (also a finished one); answers the header. */
export const renameList = (listId: number, body: RenameListBody) =>
  api(renameListCall, { params: { id: listId }, body });

/** Renames the list; its open header and My lists show the new name at once. */
export function useRenameList(listId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => renameList(listId, { name }),
    onSuccess: async (header) => {
      updateHeaderCaches(queryClient, listId, (cached) => ({ ...cached, name: header.name }));
      await queryClient.invalidateQueries({ queryKey: listKeys.pages() });
    },
  });
}
