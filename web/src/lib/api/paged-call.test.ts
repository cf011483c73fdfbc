import { describe, expect, it } from 'vitest';
import { pageParam, readPagination, rowNumber } from './paged-call';

describe('readPagination', () => {
  it('reads the four pagination headers', () => {
    const headers = new Headers({
      'X-Pagination-Current-Page': '2',
      'X-Pagination-Pages-Count': '7',
      'X-Pagination-Page-Size': '20',
      'X-Pagination-Total-Count': '131',
    });
    expect(readPagination(headers, 20)).toEqual({ page: 2, pagesCount: 7, pageSize: 20, totalCount: 131 });
    const other = new Headers({
      'X-Pagination-Current-Page': '2',
      'X-Pagination-Pages-Count': '5',
      'X-Pagination-Page-Size': '20',
      'X-Pagination-Total-Count': '87',
    });
    expect(readPagination(other, 20)).toEqual({ page: 2, pagesCount: 5, pageSize: 20, totalCount: 87 });
  });

  it('accepts the other spelling of the page count', () => {
    const headers = new Headers({ 'x-pagination-page-count': '3', 'x-pagination-current-page': '1' });
    expect(readPagination(headers, 5)).toMatchObject({ page: 1, pagesCount: 3 });
    expect(readPagination(new Headers({ 'X-Pagination-Page-Count': '3' }), 4).pagesCount).toBe(3);
  });

  it('takes an answer without headers as one page of what it holds', () => {
    expect(readPagination(new Headers(), 4)).toEqual({ page: 1, pagesCount: 1, pageSize: 4, totalCount: 4 });
  });

  it('ignores values that are not whole numbers', () => {
    const headers = new Headers({ 'X-Pagination-Current-Page': 'two', 'X-Pagination-Pages-Count': '-1' });
    expect(readPagination(headers, 0)).toMatchObject({ page: 1, pagesCount: 1 });
    expect(readPagination(new Headers({ 'X-Pagination-Pages-Count': 'many' }), 0)).toEqual({
      page: 1,
      pagesCount: 1,
      pageSize: 1,
      totalCount: 0,
    });
    expect(readPagination(new Headers({ 'X-Pagination-Pages-Count': ' ' }), 3).pagesCount).toBe(1);
  });

  it('reports an empty result as no pages', () => {
    const headers = new Headers({ 'X-Pagination-Current-Page': '1', 'X-Pagination-Pages-Count': '0' });
    expect(readPagination(headers, 0)).toMatchObject({ page: 1, pagesCount: 0, totalCount: 0 });
  });
});

describe('rowNumber', () => {
  it('counts rows across pages', () => {
    expect(rowNumber(1, 20, 0)).toBe(1);
    expect(rowNumber(3, 20, 4)).toBe(45);
  });
});

describe('pageParam', () => {
  it('reads a page number from the address', () => {
    expect(pageParam('3')).toBe(3);
    expect(pageParam('1000000')).toBe(1_000_000);
  });

  it('takes a page that is not a whole positive number as page 1', () => {
    for (const page of [null, '', '0', '-2', '1.5', 'x', '99999999']) expect(pageParam(page)).toBe(1);
  });
});
