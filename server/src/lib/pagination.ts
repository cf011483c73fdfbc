import { paginationHeaders } from '@listok/contract';
import type { FastifyReply } from 'fastify';

export interface Page {
  page: number;
  pageSize: number;
  offset: number;
}

export const pageOf = (page: number, pageSize: number): Page => ({ page, pageSize, offset: (page - 1) * pageSize });

/** The contract's pagination headers, readable by scripts of other origins too. */
export function setPaginationHeaders(reply: FastifyReply, page: Page, total: number) {
  const pages = Math.max(1, Math.ceil(total / page.pageSize));
  reply.headers({
    [paginationHeaders.currentPage]: String(page.page),
    [paginationHeaders.pagesCount]: String(pages),
    [paginationHeaders.pageCount]: String(pages),
    [paginationHeaders.pageSize]: String(page.pageSize),
    [paginationHeaders.totalCount]: String(total),
    'Access-Control-Expose-Headers': Object.values(paginationHeaders).join(', '),
  });
}
