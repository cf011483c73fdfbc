import { goingShopping } from '@listok/contract/api';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api';

/**
 * "I'm going shopping", told to the members who want it (204). Once in a few minutes per
 * member and list: sooner, 429 SHOPPING_TOO_OFTEN, whose message the error bar shows.
 */
export const useGoingShopping = (listId: number) =>
  useMutation({ mutationFn: () => api(goingShopping, { params: { id: listId }, body: {} }) });
