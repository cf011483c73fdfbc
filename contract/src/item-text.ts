import { z } from 'zod';
import { limits } from './limits.js';

// What the members of a list write of an item themselves: a plain entry's text and a note.

/** A plain entry's text (a to-do, a thing to pack, a wish): 1 to 256 characters, trimmed, no control characters. */
export const EntryName = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(limits.entryNameMax, { error: 'validation.entryLength' })
  .regex(/^[^\p{Cc}]*$/u, { error: 'validation.entryChars' });

/** An item's note: up to 256 characters, trimmed, no control characters; `""` clears it. */
export const ItemNote = z
  .string()
  .trim()
  .max(limits.noteMax, { error: 'validation.noteLength' })
  .regex(/^[^\p{Cc}]*$/u, { error: 'validation.noteChars' });
