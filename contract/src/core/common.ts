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
 * The largest value of a PostgreSQL `integer` (int4) column: every id the server keeps is one (a `serial`), so is every
 * count and position it answers. A number above it would reach the database and fail there.
 */
export const int4Max = 2_147_483_647;

/**
 * The last moment of the year 9999, in milliseconds since 1970: the latest a client may name. A later Date is written
 * with a six-digit year (`+010000-…`), which the database does not read.
 */
export const epochMsMax = 253_402_300_799_999;

/**
 * An id from a path segment, a query string or a JSON body: a plain positive decimal integer that fits an int4 column.
 * Text is taken only in that form, so `0x10`, `+3`, `1e3` or ` 16` are refused instead of naming another row than the
 * one written.
 */
export function idOf(message: string) {
  const error = { error: message };
  return z.preprocess(
    (value) => (typeof value === 'string' && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : value),
    z.number(error).int(error).positive(error).max(int4Max, error),
  );
}

export const IdParam = idOf('validation.id');

/** A moment a client gives as milliseconds since 1970 (a `timestamptz` column): 1970 up to `epochMsMax`. */
export const epochMsOf = (message: string) =>
  z.number({ error: message }).int({ error: message }).min(0, { error: message }).max(epochMsMax, { error: message });

/** In an answer: the id of a stored row (int4 `serial`). */
export const RowId = z.number().int().min(1).max(int4Max);
/** In an answer: a count or a position (an int4 column, or a count of rows no table comes near). */
export const Count = z.number().int().min(0).max(int4Max);

export const PageQuery = z.coerce.number({ error: 'validation.page' }).int().min(1).max(1_000_000).default(1);

/** `{"message": "..."}` — the answer of calls that only report success. */
export const MessageAnswer = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof MessageAnswer>;
