import { userSettings } from '@listok/contract/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';

/** The user's settings: email, username, registration date and time-zone id. */
export const userSettingsQuery = queryOptions({
  queryKey: ['settings'],
  queryFn: ({ signal }) => api(userSettings, { signal }),
});

export const useUserSettings = () => useQuery(userSettingsQuery);
