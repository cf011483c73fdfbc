import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api';

/**
 * POST /api/list/{id}/shopping: "I'm going shopping", told to the members who want it (204). Once in a few minutes per
 * member and list: sooner, 429 SHOPPING_TOO_OFTEN, whose message the error bar shows.
 */
export const useGoingShopping = (listId: number) =>
  useMutation({ mutationFn: () => apiCall<null>(`/api/list/${listId}/shopping`, { method: 'POST' }) });
