import { describe, expect, it } from 'vitest';
import { readPageInfo } from './pagination';

const headersOf = (values: Record<string, string>) => new Headers(values);

describe('readPageInfo', () => {
  it('reads the four pagination headers', () => {
    const headers = headersOf({
      'X-Pagination-Current-Page': '2',
      'X-Pagination-Pages-Count': '5',
      'X-Pagination-Page-Size': '20',
      'X-Pagination-Total-Count': '87',
    });
    expect(readPageInfo(headers, 20)).toEqual({ page: 2, pages: 5, pageSize: 20, total: 87 });
  });

  it('accepts the other spelling of the page count', () => {
    expect(readPageInfo(headersOf({ 'X-Pagination-Page-Count': '3' }), 4).pages).toBe(3);
  });

  it('falls back to one page of what came when the headers are missing or wrong', () => {
    expect(readPageInfo(headersOf({}), 4)).toEqual({ page: 1, pages: 1, pageSize: 4, total: 4 });
    expect(readPageInfo(headersOf({ 'X-Pagination-Pages-Count': 'many' }), 0)).toEqual({
      page: 1,
      pages: 1,
      pageSize: 1,
      total: 0,
    });
  });
});
