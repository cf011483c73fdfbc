import { z } from 'zod';

/**
 * One rule for the characters of every text a user writes (names of items, lists, shops and products, notes, pasted
 * lines, details, links, token names, feedback): none that is not seen, or that changes how the text around it is
 * shown. Refused:
 * - controls: C0, DEL and C1 (`\p{Cc}`: tab and line breaks too, except in text of several lines);
 * - format characters (`\p{Cf}`): the bidi embeddings, overrides and isolates (U+202A–202E, U+2066–2069), the marks
 *   LRM, RLM and ALM (U+200E, U+200F, U+061C), the zero-width space, non-joiner and joiner (U+200B–200D), the soft
 *   hyphen (U+00AD), the word joiner and invisible operators (U+2060–2064), the BOM (U+FEFF), U+180E, tags;
 * - the line and paragraph separators U+2028 and U+2029 (`\p{Zl}`, `\p{Zp}`), and lone surrogates (`\p{Cs}`);
 * - the other default-ignorable characters, letters and marks that show nothing (`\p{Default_Ignorable_Code_Point}`:
 *   the Hangul fillers U+115F, U+1160, U+3164, U+FFA0, the combining grapheme joiner, variation selectors), and the
 *   blank Braille pattern U+2800.
 * Kept, where emoji need them (`emojiGlue`): a ZWJ between two pictographs (🏳️‍🌈, 👨‍👩‍👧), the text and emoji
 * selectors U+FE0E and U+FE0F after one (❤️) or in a keycap (1️⃣), the tags of a subdivision flag (🏴󠁧󠁢󠁳󠁣󠁴󠁿).
 * Spaces of every width are spaces, and combining accents («Молоко́», "pâté") are seen: both stay.
 */
const hidden = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\p{Default_Ignorable_Code_Point}\u{2800}]/u;

/**
 * The joiners, selectors and tags of emoji sequences, each only where the sequence needs it: a ZWJ between two
 * pictographs (the first may carry VS16 or a skin tone), VS15 or VS16 after a pictograph, VS16 in a keycap, the tags
 * of a subdivision flag up to their cancel tag.
 */
const emojiGlue =
  /(?<=\p{Extended_Pictographic}[\u{FE0F}\p{Emoji_Modifier}]?)\u{200D}(?=\p{Extended_Pictographic})|(?<=\p{Extended_Pictographic})[\u{FE0E}\u{FE0F}]|(?<=[0-9#*])\u{FE0F}(?=\u{20E3})|(?<=\u{1F3F4})[\u{E0020}-\u{E007E}]+\u{E007F}/gu;

/** The text without what emoji sequences need (`emojiGlue`): for the patterns that list the characters a name takes. */
export const withoutEmojiGlue = (text: string): string => text.replace(emojiGlue, '');

/** Whether a text of one line holds a character no text may hold (see `hidden` above). */
export const hasHiddenCharacter = (text: string): boolean => hidden.test(withoutEmojiGlue(text));

/**
 * Whether a text of several lines (feedback) holds such a character: tabs and line breaks (CR, LF) are allowed in it,
 * and read as spaces, so that nothing joins across them.
 */
export const hasHiddenCharacterInLines = (text: string): boolean => hasHiddenCharacter(text.replace(/[\t\n\r]/gu, ' '));

/** The check of a one-line text field: its refusal is `error`, the field's own message. */
export const visibleText = (error: string) => z.refine<string>((text) => !hasHiddenCharacter(text), { error });

/** The check of a text field of several lines. */
export const visibleLines = (error: string) => z.refine<string>((text) => !hasHiddenCharacterInLines(text), { error });
