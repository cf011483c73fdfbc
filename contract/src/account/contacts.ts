import { z } from 'zod';
import { IdParam, RowId } from '../core/common.js';

export const UserSearchQuery = z.object({
  name: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(254, { error: 'validation.tooLong' }),
});

/** A found user: the result text is the username, never an email. */
export const UserSearchResult = z.object({ id: RowId, result: z.string() });
export type UserSearchResult = z.infer<typeof UserSearchResult>;

/** `mutual`: the contact has the caller among their own contacts too, so the caller may add them to a list. */
export const Contact = z.object({ id: RowId, username: z.string(), mutual: z.boolean() });
export type Contact = z.infer<typeof Contact>;

export const ContactParams = z.object({ id: IdParam });
