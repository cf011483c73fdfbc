import { z } from 'zod';
import { languages } from './lang.js';

export {
  acceptedLanguages,
  defaultLang,
  isLang,
  langCookie,
  langOfPreferences,
  langOfVisit,
  languages,
  paginationHeaders,
  productName,
  productNameByLang,
  readCookie,
} from './lang.js';

export const Lang = z.enum(languages);
export type Lang = z.infer<typeof Lang>;

/**
 * An id from a path segment, a query string or a JSON body: a plain positive decimal integer. Text is taken only in
 * that form, so `0x10`, `+3`, `1e3` or ` 16` are refused instead of naming another row than the one written.
 */
export function idOf(message: string) {
  const error = { error: message };
  return z.preprocess(
    (value) => (typeof value === 'string' && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : value),
    z.number(error).int(error).positive(error).max(2_147_483_647, error),
  );
}

export const IdParam = idOf('validation.id');

export const PageQuery = z.coerce.number({ error: 'validation.page' }).int().min(1).max(1_000_000).default(1);

/** `{"message": "..."}` — the answer of calls that only report success. */
export const MessageAnswer = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof MessageAnswer>;
