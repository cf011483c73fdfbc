import type { AnswerOf, RequestOf, Route } from '@listok/contract/api';
import { paginationHeaders } from '@listok/contract/base';
import { callRoute } from './api';

/** Where a page is among all pages, from the pagination headers of a paged call. */
export interface Pagination {
  page: number;
  pagesCount: number;
  pageSize: number;
  totalCount: number;
}

export interface Paged<T> {
  items: T[];
  pagination: Pagination;
}

const positive = (value: string | null, fallback: number) => {
  if (value === null || value.trim() === '') return fallback;
  const number = Number(value);
  return Number.isInteger(number) && number >= 0 ? number : fallback;
};

/**
 * Reads the pagination headers (both page-count spellings); an answer without them is one page holding
 * `itemCount` items.
 */
export function readPagination(headers: Headers, itemCount: number): Pagination {
  const pagesCount = headers.get(paginationHeaders.pagesCount) ?? headers.get(paginationHeaders.pageCount);
  return {
    page: Math.max(1, positive(headers.get(paginationHeaders.currentPage), 1)),
    pagesCount: positive(pagesCount, 1),
    pageSize: Math.max(1, positive(headers.get(paginationHeaders.pageSize), itemCount)),
    totalCount: positive(headers.get(paginationHeaders.totalCount), itemCount),
  };
}

/** The number a row shows in a # column: its place among all pages. */
export const rowNumber = (page: number, pageSize: number, index: number): number =>
  (Math.max(page, 1) - 1) * pageSize + index + 1;

/** The page an address asks for (`?page=`): a whole number from 1 to a million, else 1. */
export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1;
}

/** One row of a paged call's answer. */
export type RowOf<R extends Route> = AnswerOf<R> extends readonly (infer T)[] ? T : never;

/**
 * A page of a paged call of the route table (`query.page`), with its pagination read off the answer's headers: a thin
 * layer over `api` (`callRoute`), which makes the call and throws its ApiError.
 */
export async function pagedApi<R extends Route>(
  route: R,
  request: RequestOf<R>,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Paged<RowOf<R>>> {
  let headers = new Headers();
  const answer = await callRoute(route, { ...request, signal, onHeaders: (read) => (headers = read) });
  const items = Array.isArray(answer) ? (answer as RowOf<R>[]) : [];
  return { items, pagination: readPagination(headers, items.length) };
}

/**
 * The rows of a paged call's pages one after another, from the first up to the last or `maxPages` (`request` gives
 * each page's request).
 */
export async function allPages<R extends Route>(
  route: R,
  request: (page: number) => RequestOf<R>,
  maxPages: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<RowOf<R>[]> {
  const rows: RowOf<R>[] = [];
  for (let page = 1; page <= maxPages; page += 1) {
    const answer = await pagedApi(route, request(page), { signal });
    rows.push(...answer.items);
    if (page >= answer.pagination.pagesCount) break;
  }
  return rows;
}
