import { z } from 'zod';
import { languages } from './lang.js';

export { defaultLang, languages, paginationHeaders, productName, productNameByLang } from './lang.js';

export const Lang = z.enum(languages);
export type Lang = z.infer<typeof Lang>;

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
