import { z } from 'zod';
import { limits } from '../core/limits.js';
import { visibleText } from '../text/visible-text.js';

// What the members of a list write of an item themselves: a plain entry's text and a note.

/**
 * A plain entry's text (a to-do, a thing to pack, a wish): 1 to 256 characters, trimmed, no control or invisible
 * characters (`visibleText`).
 */
export const EntryName = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(limits.entryNameMax, { error: 'validation.entryLength' })
  .check(visibleText('validation.entryChars'));

/** An item's note: up to 256 characters, trimmed, no control or invisible characters; `""` clears it. */
export const ItemNote = z
  .string()
  .trim()
  .max(limits.noteMax, { error: 'validation.noteLength' })
  .check(visibleText('validation.noteChars'));
