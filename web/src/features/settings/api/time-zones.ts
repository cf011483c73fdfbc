import { timeZones } from '@listok/contract/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';

/** Every IANA zone with its current UTC offset (the list changes only with DST). */
export const timeZonesQuery = queryOptions({
  queryKey: ['time-zones'],
  queryFn: ({ signal }) => api(timeZones, { signal }),
  staleTime: 60 * 60 * 1000,
});

export const useTimeZones = () => useQuery(timeZonesQuery);
