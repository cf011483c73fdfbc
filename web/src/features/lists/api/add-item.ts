import type { ItemSort, ListItem, UserCreateItemBody } from '@listok/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiCall, isRecord } from '../../../lib/api';
import { insertItem, updateItemCaches } from './item-caches';
import { listKeys } from './keys';

/** An add either puts the item on the list or finds it already there (409 ITEM_EXISTS, a warning, not a failure). */
export type AddOutcome = { added: ListItem } | { exists: string };

/** Spec §5: a second add of a product is a warning naming it; every other failure goes to the error bar. */
async function asOutcome(call: Promise<ListItem>): Promise<AddOutcome> {
  try {
    return { added: await call };
  } catch (error) {
    if (error instanceof ApiError && error.code === 'ITEM_EXISTS' && isRecord(error.body)) {
      return { exists: String(error.body.message ?? '') };
    }
    throw error;
  }
}

/** POST /api/list/{id}/add: a catalogue or vocabulary product onto the list. */
export const addItem = (listId: number, productId: number) =>
  asOutcome(apiCall<ListItem>(`/api/list/${listId}/add`, { method: 'POST', body: { json: { item: productId } } }));

/** POST /api/list/{id}/item/user-create: a new product in the user's vocabulary, put onto the list. */
export const userCreateItem = (listId: number, body: UserCreateItemBody) =>
  asOutcome(apiCall<ListItem>(`/api/list/${listId}/item/user-create`, { method: 'POST', body: { json: body } }));

type AddVariables = { productId: number } | { product: UserCreateItemBody };

export function useAddItem(listId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: AddVariables) =>
      'productId' in variables ? addItem(listId, variables.productId) : userCreateItem(listId, variables.product),
    onSuccess: (outcome) => {
      if (!('added' in outcome)) return;
      updateItemCaches(queryClient, listId, (items, sort: ItemSort) => insertItem(items, outcome.added, sort));
      return queryClient.invalidateQueries({ queryKey: listKeys.itemsOf(listId) });
    },
  });
}
