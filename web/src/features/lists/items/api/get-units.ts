import { units } from '@listok/contract/api';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api/api';
import { listKeys } from '../../shared/api/keys';

/** Every unit with its Russian and English name; they do not change while the app runs. */
export const getUnits = (signal?: AbortSignal) => api(units, { signal });

/** The units; `load: false` only reads what is already cached (a screen that loads them once its items are in). */
export const useUnits = ({ load }: { load: boolean }) =>
  useQuery({
    queryKey: listKeys.units(),
    queryFn: ({ signal }) => getUnits(signal),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: load,
  });
