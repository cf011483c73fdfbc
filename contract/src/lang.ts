/** Languages, product names and header names: plain constants, free of zod, for the web client's first screen. */
export const languages = ['ru', 'en'] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = 'ru';

export const productName = 'Listok';
export const productNameByLang: Record<Lang, string> = { ru: 'Листок', en: 'Listok' };

/** Response headers of paged calls; both page-count spellings are read by clients. */
export const paginationHeaders = {
  currentPage: 'X-Pagination-Current-Page',
  pagesCount: 'X-Pagination-Pages-Count',
  pageCount: 'X-Pagination-Page-Count',
  pageSize: 'X-Pagination-Page-Size',
  totalCount: 'X-Pagination-Total-Count',
} as const;
