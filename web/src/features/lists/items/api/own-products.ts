import type { Lang, Suggestion } from '@listok/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiPages } from '../../../../lib/paged-call';
import { listKeys } from '../../shared/api/keys';

/** Enough of the user's vocabulary for suggestions without signal. */
const pagesKept = 5;

/** GET /api/item/user-list: the user's own products (first pages), kept so the search suggests them offline. */
export const getOwnProducts = (signal?: AbortSignal): Promise<Suggestion[]> =>
  apiPages<Suggestion>((page) => `/api/item/user-list?page=${page}`, pagesKept, { signal });

export const ownProductsQuery = (lang: Lang) =>
  queryOptions({
    queryKey: listKeys.ownProducts(lang),
    queryFn: ({ signal }) => getOwnProducts(signal),
    staleTime: 5 * 60_000,
  });
