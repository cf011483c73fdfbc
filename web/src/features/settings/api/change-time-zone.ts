import type { UserSettings } from '@listok/contract';
import { changeTimeZone as changeTimeZoneCall } from '@listok/contract/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { refreshMenu } from '../../../lib/session/menu';
import { userSettingsQuery } from './user-settings';

/** Changes the user's time zone. */
export const changeTimeZone = (tzId: number) => api(changeTimeZoneCall, { params: { tzId } });

export function useChangeTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeTimeZone,
    onSuccess: (_answer, tzId) => {
      queryClient.setQueryData(userSettingsQuery.queryKey, (settings: UserSettings | undefined) =>
        settings ? { ...settings, tz: tzId } : settings,
      );
      // Dates the server writes (the registration date among them) follow the user's time zone, and so does "today"
      // on this device (the menu tells it: lib/texts/server-date.ts).
      void refreshMenu().catch(() => undefined);
      return queryClient.invalidateQueries({ queryKey: userSettingsQuery.queryKey });
    },
  });
}
