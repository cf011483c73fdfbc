import type { UpdateListBody } from '@listok/contract';
import { updateList as updateListCall } from '@listok/contract/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api/api';
import { updateHeaderCaches } from '../../shared/api/item-caches';
import { listKeys } from '../../shared/api/keys';

/**
 * `{name?, kind?, currency?}`: the owner renames the list, changes its kind (also a finished one) or its currency;
 * answers the header.
 */
export const updateList = (listId: number, body: UpdateListBody) =>
  api(updateListCall, { params: { id: listId }, body });

/** Renames the list or changes its kind or currency; its open header and My lists show them at once. */
export function useRenameList(listId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateListBody) => updateList(listId, body),
    onSuccess: async (header) => {
      updateHeaderCaches(queryClient, listId, (cached) => ({
        ...cached,
        name: header.name,
        kind: header.kind,
        currency: header.currency,
      }));
      await queryClient.invalidateQueries({ queryKey: listKeys.pages() });
    },
  });
}
