import { z } from 'zod';

export const languages = ['ru', 'en'] as const;
export const Lang = z.enum(languages);
export type Lang = z.infer<typeof Lang>;
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

/** A numeric id taken from a path segment or query string. */
export const IdParam = z.coerce
  .number({ error: 'validation.id' })
  .int({ error: 'validation.id' })
  .positive({ error: 'validation.id' })
  .max(2_147_483_647, { error: 'validation.id' });

export const PageQuery = z.coerce.number({ error: 'validation.page' }).int().min(1).max(1_000_000).default(1);

/** `{"message": "..."}` — the answer of calls that only report success. */
export const MessageAnswer = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof MessageAnswer>;
