import { foldName, nameWordSeparators as wordSeparators } from '@listok/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The contract's `matchForm` in SQL: text of printable ASCII and the Russian alphabet as it is, any other NFKC
 * normalised after the stress marks over Russian vowels are taken off its NFKD form. Literals only, no parameters, so
 * that the indexes built on `foldColumn` serve the statements that use it.
 */
const matchFormColumn = (column: AnyPgColumn | SQL) =>
  sql`case when ${column} ~ '[^ -~а-яА-ЯёЁ]' then normalize(regexp_replace(normalize(${column}, NFKD), '([аеиоуыэюяАЕИОУЫЭЮЯ]\\u0308?)[\\u0300\\u0301]', '\\1', 'g'), NFKC) else ${column} end`;

/**
 * The contract's `foldName` in SQL, for stored names (trimmed on the way in, and kept as typed: only their matching
 * form is normalised); the btree and trigram indexes on products' names are built on exactly this expression.
 * search.test.ts checks that the two fold every letter of both languages, and every character whose matching form is
 * one of them, alike.
 */
export const foldColumn = (column: AnyPgColumn | SQL) => sql`replace(lower(${matchFormColumn(column)}), 'ё', 'е')`;

/**
 * The contract's `foldWords` in SQL, with a space in front, so that `like '% text%'` finds a word that starts with the text, the
 * first one included; the word trigram indexes are built on exactly this expression.
 */
export const wordsColumn = (column: AnyPgColumn | SQL) =>
  sql`' ' || translate(${foldColumn(column)}, ${sql.raw(`'${wordSeparators}'`)}, ${sql.raw(`'${' '.repeat(wordSeparators.length)}'`)})`;

/** LIKE wildcards in user text are matched literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `column` contains `text` (folded); undefined when there is no text, so it can go straight into `and(…)`. */
export function containsText(column: AnyPgColumn, text: string | undefined): SQL | undefined {
  const needle = text === undefined ? '' : foldName(text);
  return needle ? sql`${foldColumn(column)} like ${`%${escapeLike(needle)}%`}` : undefined;
}
