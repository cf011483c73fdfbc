import type { Unit } from '@listok/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api';
import { listKeys } from '../../shared/api/keys';

/** GET /api/units: every unit with its Russian and English name; they do not change while the app runs. */
export const getUnits = (signal?: AbortSignal) => apiCall<Unit[]>('/api/units', { signal });

/** The units; `load: false` only reads what is already cached (a screen that loads them once its items are in). */
export const useUnits = ({ load }: { load: boolean }) =>
  useQuery({
    queryKey: listKeys.units(),
    queryFn: ({ signal }) => getUnits(signal),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: load,
  });
