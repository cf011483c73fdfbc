import type { ListNotifications, NotificationMode } from '@listok/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api';
import { listKeys } from '../../shared/api/keys';

const path = (listId: number) => `/api/list/${listId}/notifications`;

/** GET /api/list/{id}/notifications: what the list tells the signed-in member (members only). */
export const listNotificationsQuery = (listId: number) =>
  queryOptions({
    queryKey: listKeys.notifications(listId),
    queryFn: ({ signal }) => apiCall<ListNotifications>(path(listId), { signal }),
  });

/** The mode, asked for once the list's first screenful is drawn (`enabled`). */
export const useListNotifications = (listId: number, enabled: boolean) =>
  useQuery({ ...listNotificationsQuery(listId), enabled });

/** PUT /api/list/{id}/notifications: the choice shows at once and goes back if the server refuses it. */
export function useSetListNotifications(listId: number) {
  const queryClient = useQueryClient();
  const { queryKey } = listNotificationsQuery(listId);
  return useMutation({
    mutationFn: (mode: NotificationMode) =>
      apiCall<ListNotifications>(path(listId), { method: 'PUT', body: { json: { mode } satisfies ListNotifications } }),
    onMutate: async (mode) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, { mode });
      return { before };
    },
    onError: (_error, _mode, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
      else void queryClient.invalidateQueries({ queryKey });
    },
    onSuccess: (answer) => queryClient.setQueryData(queryKey, answer),
  });
}
