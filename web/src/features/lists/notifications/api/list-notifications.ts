import type { NotificationMode } from '@listok/contract';
import { listNotifications, setListNotifications } from '@listok/contract/api';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api/api';
import { listKeys } from '../../shared/api/keys';

/** What the list tells the signed-in member (members only). */
export const listNotificationsQuery = (listId: number) =>
  queryOptions({
    queryKey: listKeys.notifications(listId),
    queryFn: ({ signal }) => api(listNotifications, { params: { id: listId }, signal }),
    meta: { quietWithoutNetwork: true },
  });

/** The mode, asked for once the list's first screenful is drawn (`enabled`). */
export const useListNotifications = (listId: number, enabled: boolean) =>
  useQuery({ ...listNotificationsQuery(listId), enabled });

/** Chooses what the list tells the member: the choice shows at once and goes back if the server refuses it. */
export function useSetListNotifications(listId: number) {
  const queryClient = useQueryClient();
  const { queryKey } = listNotificationsQuery(listId);
  return useMutation({
    mutationFn: (mode: NotificationMode) => api(setListNotifications, { params: { id: listId }, body: { mode } }),
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
