import type { UserSettings } from '@listok/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';

/** GET /api/user/settings: email, username, registration date and time-zone id. */
export const userSettingsQuery = queryOptions({
  queryKey: ['settings'],
  queryFn: ({ signal }) => apiCall<UserSettings>('/api/user/settings', { signal }),
});

export const useUserSettings = () => useQuery(userSettingsQuery);
