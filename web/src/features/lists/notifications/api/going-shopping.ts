import { goingShopping } from '@listok/contract/api';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api/api';

/**
 * "I'm going shopping", to one of the list's shops (its id: the member is in it from then on) or to none, told to the
 * members who want it (204) and shown on the list's open screens. Once in a few minutes per member and list: sooner,
 * 429 SHOPPING_TOO_OFTEN, whose message the error bar shows.
 */
export const useGoingShopping = (listId: number) =>
  useMutation({
    mutationFn: (store: number | undefined) =>
      api(goingShopping, { params: { id: listId }, body: store === undefined ? {} : { store } }),
  });
