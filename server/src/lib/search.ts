import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The text of a search as names are matched: trimmed, lower case, ё read as е. */
export const foldText = (text: string) => text.trim().toLowerCase().replaceAll('ё', 'е');

/** The same folding in SQL; the trigram indexes are built on exactly this expression. */
export const foldColumn = (column: AnyPgColumn | SQL) => sql`replace(lower(${column}), 'ё', 'е')`;

/** Characters that part words in a name ("Сок «Добрый»", "Брест-Литовск", "Кофе (молотый)"). */
const wordSeparators = '«»"()-';

/**
 * The text of a search for words and infixes: folded, with word separators read as spaces (so "брест-лит" finds
 * "Брест-Литовск" and "Брест Литовск").
 */
export const foldWords = (text: string) =>
  [...foldText(text)]
    .map((c) => (wordSeparators.includes(c) ? ' ' : c))
    .join('')
    .trim();

/**
 * The same in SQL, with a space in front, so that `like '% text%'` finds a word that starts with the text, the
 * first one included; the word trigram indexes are built on exactly this expression.
 */
export const wordsColumn = (column: AnyPgColumn | SQL) =>
  sql`' ' || translate(${foldColumn(column)}, ${sql.raw(`'${wordSeparators}'`)}, ${sql.raw(`'${' '.repeat(wordSeparators.length)}'`)})`;

/** LIKE wildcards in user text are matched literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `column` contains `text` (folded); undefined when there is no text, so it can go straight into `and(…)`. */
export function containsText(column: AnyPgColumn, text: string | undefined): SQL | undefined {
  const needle = text === undefined ? '' : foldText(text);
  return needle ? sql`${foldColumn(column)} like ${`%${escapeLike(needle)}%`}` : undefined;
}
