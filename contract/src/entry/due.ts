import { z } from 'zod';
import { dueParts, repeats } from './due-parts.js';

// When a to-do is due, and how it repeats (docs/api.md, Due dates): the forms of the API, read and written in the
// reader's time zone.

export { dueParts, type Repeat, repeats } from './due-parts.js';

/** A due: `"YYYY-MM-DD"` (a day) or `"YYYY-MM-DD HH:mm"` (a day and a time, in the caller's time zone). */
export const DueText = z
  .string({ error: 'validation.due' })
  .refine((text) => dueParts(text) !== undefined, { error: 'validation.due' });

export const RepeatValue = z.enum(repeats, { error: 'validation.repeat' });
