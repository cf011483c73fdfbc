import type { CatalogueScope, Product } from '@listok/contract';
import { catalogue } from '@listok/contract/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type AccessDenied, isAccessDenied, unlessAccessDenied } from '../../../components/access-denied';
import { type Paged, pagedApi } from '../../../lib/api/paged-call';
import { type CatalogueFilter, catalogueQuery, normalFilter } from '../catalogue-filter';

export const productsKey = ['catalogue', 'products'] as const;

export type ProductsPage = Paged<Product> | AccessDenied;

/**
 * One page of the products of a part of the catalogue (common ones, or users' own ones), filtered (admin); a 403 is
 * the screen's access-denied state.
 */
export const productsQuery = (filter: CatalogueFilter, page: number, scope: CatalogueScope) =>
  queryOptions({
    queryKey: [...productsKey, { ...normalFilter(filter), page, scope }],
    queryFn: ({ signal }): Promise<ProductsPage> =>
      unlessAccessDenied(pagedApi(catalogue, { query: catalogueQuery(filter, page, scope) }, { signal })),
    // The table keeps the previous page on screen while the next one loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });

export const useProducts = (filter: CatalogueFilter, page: number, scope: CatalogueScope) =>
  useQuery(productsQuery(filter, page, scope));

/** Every cached page, with one product replaced by its new version (after an edit or making it common). */
export function withProduct(data: ProductsPage | undefined, product: Product): ProductsPage | undefined {
  if (!data || isAccessDenied(data)) return data;
  return { ...data, items: data.items.map((item) => (item.id === product.id ? product : item)) };
}
