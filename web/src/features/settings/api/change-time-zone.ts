import type { MessageAnswer, UserSettings } from '@listok/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { userSettingsQuery } from './user-settings';

/** PATCH /api/user/settings/change-tz/{tzId}. */
export const changeTimeZone = (tzId: number) =>
  apiCall<MessageAnswer>(`/api/user/settings/change-tz/${tzId}`, { method: 'PATCH' });

export function useChangeTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeTimeZone,
    onSuccess: (_answer, tzId) => {
      queryClient.setQueryData(userSettingsQuery.queryKey, (settings: UserSettings | undefined) =>
        settings ? { ...settings, tz: tzId } : settings,
      );
      // Dates the server writes (the registration date among them) follow the user's time zone.
      return queryClient.invalidateQueries({ queryKey: userSettingsQuery.queryKey });
    },
  });
}
