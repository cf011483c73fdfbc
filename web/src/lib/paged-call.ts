import { type AnswerOf, addressOf, type RequestOf, type Route } from '@listok/contract/api';
import { paginationHeaders } from '@listok/contract/base';
import { ApiError, networkFailureStatus } from './api';

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

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text === '' ? null : text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** One row of a paged call's answer. */
export type RowOf<R extends Route> = AnswerOf<R> extends readonly (infer T)[] ? T : never;

/** A page of a paged call of the route table (`query.page`), with its pagination; throws an ApiError as `api` does. */
export const pagedApi = <R extends Route>(
  route: R,
  request: RequestOf<R>,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Paged<RowOf<R>>> => apiPagedCall(addressOf(route, request), { signal });

/**
 * The rows of a paged call's pages one after another, from the first up to the last or `maxPages` (`request` gives
 * each page's request).
 */
export const allPages = <R extends Route>(
  route: R,
  request: (page: number) => RequestOf<R>,
  maxPages: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<RowOf<R>[]> => apiPages((page) => addressOf(route, request(page)), maxPages, { signal });

/** A GET of a paged call: the answer's array and its pagination; throws an ApiError as `apiCall` does. */
async function apiPagedCall<T>(path: string, { signal }: { signal?: AbortSignal } = {}): Promise<Paged<T>> {
  let response: Response;
  try {
    response = await fetch(path, { signal, credentials: 'same-origin', headers: { Accept: 'application/json' } });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(networkFailureStatus, null);
  }
  const body = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, body);
  const items = Array.isArray(body) ? (body as T[]) : [];
  return { items, pagination: readPagination(response.headers, items.length) };
}

/**
 * The items of a paged call's pages one after another, from the first up to the last or `maxPages` (`path` gives
 * each page's address).
 */
async function apiPages<T>(
  path: (page: number) => string,
  maxPages: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; page <= maxPages; page += 1) {
    const answer = await apiPagedCall<T>(path(page), { signal });
    items.push(...answer.items);
    if (page >= answer.pagination.pagesCount) break;
  }
  return items;
}
