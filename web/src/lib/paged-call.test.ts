import { describe, expect, it } from 'vitest';
import { readPagination } from './paged-call';

describe('readPagination', () => {
  it('reads the four pagination headers', () => {
    const headers = new Headers({
      'X-Pagination-Current-Page': '2',
      'X-Pagination-Pages-Count': '7',
      'X-Pagination-Page-Size': '20',
      'X-Pagination-Total-Count': '131',
    });
    expect(readPagination(headers, 20)).toEqual({ page: 2, pagesCount: 7, pageSize: 20, totalCount: 131 });
  });

  it('accepts the other spelling of the page count', () => {
    const headers = new Headers({ 'x-pagination-page-count': '3', 'x-pagination-current-page': '1' });
    expect(readPagination(headers, 5)).toMatchObject({ page: 1, pagesCount: 3 });
  });

  it('takes an answer without headers as one page of what it holds', () => {
    expect(readPagination(new Headers(), 4)).toEqual({ page: 1, pagesCount: 1, pageSize: 4, totalCount: 4 });
  });

  it('ignores values that are not whole numbers', () => {
    const headers = new Headers({ 'X-Pagination-Current-Page': 'two', 'X-Pagination-Pages-Count': '-1' });
    expect(readPagination(headers, 0)).toMatchObject({ page: 1, pagesCount: 1 });
  });

  it('reports an empty result as no pages', () => {
    const headers = new Headers({ 'X-Pagination-Current-Page': '1', 'X-Pagination-Pages-Count': '0' });
    expect(readPagination(headers, 0)).toMatchObject({ page: 1, pagesCount: 0, totalCount: 0 });
  });
});
