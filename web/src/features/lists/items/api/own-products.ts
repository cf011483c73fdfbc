import type { Lang, Suggestion } from '@listok/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiPagedCall } from '../../../../lib/paged-call';
import { listKeys } from '../../shared/api/keys';

/** Enough of the user's vocabulary for suggestions without signal. */
const pagesKept = 5;

/** GET /api/item/user-list: the user's own products (first pages), kept so the search suggests them offline. */
export async function getOwnProducts(signal?: AbortSignal): Promise<Suggestion[]> {
  const products: Suggestion[] = [];
  for (let page = 1; page <= pagesKept; page += 1) {
    const answer = await apiPagedCall<Suggestion>(`/api/item/user-list?page=${page}`, { signal });
    products.push(...answer.items);
    if (page >= answer.pagination.pagesCount) break;
  }
  return products;
}

export const ownProductsQuery = (lang: Lang) =>
  queryOptions({
    queryKey: listKeys.ownProducts(lang),
    queryFn: ({ signal }) => getOwnProducts(signal),
    staleTime: 5 * 60_000,
  });
