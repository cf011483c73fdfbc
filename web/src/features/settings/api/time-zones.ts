import type { TimeZoneOption } from '@listok/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';

/** GET /api/time-zones: every IANA zone with its current UTC offset (the list changes only with DST). */
export const timeZonesQuery = queryOptions({
  queryKey: ['time-zones'],
  queryFn: ({ signal }) => apiCall<TimeZoneOption[]>('/api/time-zones', { signal }),
  staleTime: 60 * 60 * 1000,
});

export const useTimeZones = () => useQuery(timeZonesQuery);
