import { paginationHeaders } from '@listok/contract';

export interface PageInfo {
  page: number;
  pages: number;
  pageSize: number;
  total: number;
}

const positive = (text: string | null | undefined, fallback: number) => {
  if (text === null || text === undefined || text.trim() === '') return fallback;
  const value = Number(text);
  return Number.isInteger(value) && value >= 0 ? value : fallback;
};

/** The pagination headers of a paged answer (either spelling of the page count); one page when they are missing. */
export function readPageInfo(headers: { get(name: string): string | null }, rows: number): PageInfo {
  const pages = positive(headers.get(paginationHeaders.pagesCount) ?? headers.get(paginationHeaders.pageCount), 1);
  return {
    page: Math.max(1, positive(headers.get(paginationHeaders.currentPage), 1)),
    pages: Math.max(1, pages),
    pageSize: Math.max(1, positive(headers.get(paginationHeaders.pageSize), rows || 1)),
    total: positive(headers.get(paginationHeaders.totalCount), rows),
  };
}
