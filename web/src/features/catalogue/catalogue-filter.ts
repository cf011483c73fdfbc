import type { CatalogueScope } from '@listok/contract';

/** The filter inputs above the catalogue table (spec §7: contains-matches on names, details; a category id). */
export interface CatalogueFilter {
  nameRu: string;
  nameEn: string;
  details: string;
  /** A category id as text; empty for every category. */
  category: string;
}

export const emptyCatalogueFilter: CatalogueFilter = { nameRu: '', nameEn: '', details: '', category: '' };

const textFields = ['nameRu', 'nameEn', 'details'] as const;

/** What the catalogue's call is asked: the filters in use (a category as its id's text), and the page. */
export interface CatalogueQuery {
  scope?: CatalogueScope;
  nameRu?: string;
  nameEn?: string;
  details?: string;
  category?: string;
  page?: number;
}

/** The filter as the server reads it: texts trimmed, a category only when it is an id. */
export function normalFilter(filter: CatalogueFilter): CatalogueFilter {
  return {
    nameRu: filter.nameRu.trim(),
    nameEn: filter.nameEn.trim(),
    details: filter.details.trim(),
    category: /^[1-9]\d{0,9}$/.test(filter.category) ? filter.category : '',
  };
}

export const isFiltered = (filter: CatalogueFilter): boolean =>
  Object.values(normalFilter(filter)).some((value) => value !== '');

/** The query of the catalogue's call: only the filters in use, and the page. */
export function catalogueQuery(filter: CatalogueFilter, page: number, scope?: CatalogueScope): CatalogueQuery {
  const normal = normalFilter(filter);
  const query: CatalogueQuery = scope ? { scope } : {};
  for (const field of textFields) if (normal[field] !== '') query[field] = normal[field];
  if (normal.category !== '') query.category = normal.category;
  query.page = Math.max(1, Math.trunc(page));
  return query;
}
