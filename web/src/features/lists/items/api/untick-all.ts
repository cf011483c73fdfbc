import { undoUntickAll, untickAll } from '@listok/contract/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api/api';
import { putAllItems } from '../../shared/api/item-caches';
import { changeSent, heardLater, itemsHeld, versionOf } from '../../shared/api/items-version';
import { listKeys } from '../../shared/api/keys';

/**
 * Unticks every item of the list, ready for the next trip (a packing list, the weekly shop); with `undo`, takes the
 * last such untick back (the server allows a minute; the app offers 5 seconds). Needs the network: one change of the
 * whole list, not queued offline. Its answer, all the items at the version it made, goes into every cached order of
 * the list, so they are not read again (its push event then names a version the cache holds); My lists' counts are
 * asked for again.
 */
export function useUntickAll(listId: number, undo = false) {
  const queryClient = useQueryClient();
  return useMutation({
    // Its push event may come before its answer: it is weighed once the answer is on screen.
    onMutate: () => ({ answered: changeSent() }),
    mutationFn: async () => {
      let version: number | undefined;
      const items = await api(undo ? undoUntickAll : untickAll, {
        params: { id: listId },
        onHeaders: (headers) => {
          version = versionOf(headers);
        },
      });
      return { items, version };
    },
    onSuccess: async ({ items, version }) => {
      // A read begun before the answer would bring the items as they were; one of a later change is begun again.
      await queryClient.cancelQueries({ queryKey: listKeys.itemsOf(listId) });
      putAllItems(queryClient, listId, items);
      itemsHeld(listId, version);
      if (heardLater(listId)) void queryClient.invalidateQueries({ queryKey: listKeys.itemsOf(listId) });
      void queryClient.invalidateQueries({ queryKey: listKeys.pages() });
    },
    onSettled: (_answer, _error, _variables, context) => context?.answered(),
  });
}
