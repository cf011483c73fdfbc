import { z } from 'zod';
import { booleanText } from '../lists/lists.js';
import { hasHiddenCharacter } from '../text/visible-text.js';
import { ListItem } from './list-item.js';

// `POST /api/list/{id}/add-text`: a pasted list, one good per line.

/** The most lines one `add-text` call takes, and the longest line. */
export const addTextLinesMax = 200;
export const addTextLineMax = 256;

/**
 * A list's bullet or number at the start of a line, as people paste them from notes and messengers: «•», «–», «-»,
 * «*», «·», «▪», «☐», «1.», «1)», followed by a space. A number without a space after it is an amount («1.5 кг»).
 */
const bullet = /^(?:[•·▪◦‣∙*–—\-☐☑✓✔]|\d{1,3}[.)])\s+/u;

/**
 * The non-empty lines of a pasted text, trimmed, without their bullets or numbers; a tab is a space in them (the
 * columns of a spreadsheet). Only CR and LF break lines: U+2028, U+2029 and NEL are characters of a line, which the
 * rule of every text (`hasHiddenCharacter`) then refuses.
 */
export const textLines = (text: string): string[] =>
  text
    .split(/\r?\n|\r/u)
    .map((line) => line.replaceAll('\t', ' ').trim().replace(bullet, '').trim())
    .filter((line) => line !== '' && !bullet.test(`${line} `));

/**
 * Why a pasted line is skipped before it is read, whatever it names: it holds a character no text may hold
 * (`hasHiddenCharacter`). Undefined for a line to read. The rest of the paste goes on, as with any line skipped.
 */
export const refusedLine = (line: string): 'addText.hiddenChars' | undefined =>
  hasHiddenCharacter(line) ? 'addText.hiddenChars' : undefined;

/** `POST /api/list/{id}/add-text`: goods, one per line, each read by smart entry ("2 кг яблок", "milk 2 l"). */
export const AddTextBody = z.object({
  text: z
    .string({ error: 'validation.addTextLines' })
    .refine((text) => textLines(text).length > 0, { error: 'validation.addTextLines' })
    .refine((text) => textLines(text).length <= addTextLinesMax, { error: 'validation.addTextLines' })
    .refine((text) => textLines(text).every((line) => line.length <= addTextLineMax), {
      error: 'validation.addTextLine',
    }),
});
export type AddTextBody = z.infer<typeof AddTextBody>;

/** `?preview=1`: what the text would do, answered as if done (200), with nothing changed (the paste dialog's preview). */
export const AddTextQuery = z.object({ preview: booleanText.default(false) });
export type AddTextQuery = z.infer<typeof AddTextQuery>;

/** A line that was not added, and why (in the caller's language). */
export const SkippedLine = z.object({ line: z.string(), reason: z.string() });
export type SkippedLine = z.infer<typeof SkippedLine>;

export const AddTextAnswer = z.object({
  /** New items on the list. */
  added: z.array(ListItem),
  /** Items already on the list that got the amount of a line on top (or were put back on it, when bought). */
  merged: z.array(ListItem),
  skipped: z.array(SkippedLine),
  /**
   * Beyond the API, in a preview (`?preview=1`): the products the paste would make of new names (or give back
   * from the caller's deleted ones), by `itemId`, so that the paste dialog marks the lines that become new products.
   */
  newProducts: z.array(z.number().int()).optional(),
});
export type AddTextAnswer = z.infer<typeof AddTextAnswer>;
