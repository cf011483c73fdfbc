import type { ListHeader, Store, UpdateStoreBody } from '@listok/contract';
import { createStore, deleteStore, listStores, updateStore } from '@listok/contract/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api/api';
import { useQueuedChanges } from '../../offline/item-changes';
import { listKeys } from '../../shared/api/keys';

/** The shops of a shopping list, each with its department order (members only: `enabled` once that is known). */
export const useStores = (listId: number, enabled: boolean) =>
  useQuery({
    queryKey: listKeys.stores(listId),
    queryFn: ({ signal }) => api(listStores, { params: { id: listId }, signal }),
    enabled,
    meta: { quietWithoutNetwork: true },
  });

/** The shops as the cache holds them, with one changed by `change`. */
function useStoresCache(listId: number) {
  const queryClient = useQueryClient();
  return {
    put: (change: (stores: Store[]) => Store[]) =>
      queryClient.setQueryData<Store[]>(listKeys.stores(listId), (stores) => (stores ? change(stores) : stores)),
    /** The header (members' shops) and the items (their ties) may have changed too. */
    refresh: () => void queryClient.invalidateQueries({ queryKey: listKeys.detail(listId) }),
  };
}

/** Adds a shop to the list (members of an active shopping list; 409 STORE_EXISTS, STORE_LIMIT). */
export function useCreateStore(listId: number) {
  const cache = useStoresCache(listId);
  return useMutation({
    mutationFn: (name: string) => api(createStore, { params: { id: listId }, body: { name } }),
    onSuccess: (store) => cache.put((stores) => [...stores.filter((one) => one.id !== store.id), store]),
  });
}

/** Renames a shop, or arranges its departments (`order: null`: back to the learned order). */
export function useUpdateStore(listId: number) {
  const cache = useStoresCache(listId);
  return useMutation({
    mutationFn: ({ storeId, ...body }: UpdateStoreBody & { storeId: number }) =>
      api(updateStore, { params: { id: listId, storeId }, body }),
    onSuccess: (store) => {
      cache.put((stores) => stores.map((one) => (one.id === store.id ? store : one)));
      cache.refresh();
    },
  });
}

/** Deletes a shop; the items' ties to it go too. */
export function useDeleteStore(listId: number) {
  const cache = useStoresCache(listId);
  return useMutation({
    mutationFn: (storeId: number) => api(deleteStore, { params: { id: listId, storeId } }),
    onSuccess: (_, storeId) => {
      cache.put((stores) => stores.filter((one) => one.id !== storeId));
      cache.refresh();
    },
  });
}

/**
 * The shop the signed-in member is in now on this list: the last "I'm at …" not yet sent (offline-queued, so it holds
 * on a phone without signal), else what the list's header says of them; null for none.
 */
export function useHere(listId: number, header: ListHeader | undefined, username: string | null): number | null {
  const queued = useQueuedChanges();
  for (let index = queued.length - 1; index >= 0; index--) {
    const { change } = queued[index] ?? {};
    if (change?.kind === 'here' && change.listId === listId) return change.store;
  }
  return header?.members.find((member) => member.username === username)?.store?.id ?? null;
}
