import type { Lang, Suggestion } from '@listok/contract';
import { catalogueNames, ownProducts } from '@listok/contract/api';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api/api';
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

/**
 * Every common product's name in the language with its icon (about 550, 6–8 KB compressed), kept on the device so
 * that a good never searched for is suggested without signal too, and shows its picture once added. The browser's
 * cache answers for a day (the server says so).
 */
export const catalogueNamesQuery = (lang: Lang) =>
  queryOptions({
    queryKey: listKeys.catalogueNames(lang),
    queryFn: ({ signal }) => api(catalogueNames, { signal }),
    staleTime: 24 * 60 * 60_000,
  });
