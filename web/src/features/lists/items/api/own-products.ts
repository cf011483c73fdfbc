import type { Lang, Suggestion } from '@listok/contract';
import { ownProducts } from '@listok/contract/api';
import { queryOptions } from '@tanstack/react-query';
import { allPages } from '../../../../lib/api/paged-call';
import { listKeys } from '../../shared/api/keys';

/** Enough of the user's vocabulary for suggestions without signal. */
const pagesKept = 5;

/** The user's own products (first pages), kept so the search suggests them offline. */
export const getOwnProducts = (signal?: AbortSignal): Promise<Suggestion[]> =>
  allPages(ownProducts, (page) => ({ query: { page } }), pagesKept, { signal });

export const ownProductsQuery = (lang: Lang) =>
  queryOptions({
    queryKey: listKeys.ownProducts(lang),
    queryFn: ({ signal }) => getOwnProducts(signal),
    staleTime: 5 * 60_000,
  });
