import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The text of a search as names are matched: trimmed, lower case, ё read as е. */
export const foldText = (text: string) => text.trim().toLowerCase().replaceAll('ё', 'е');

/** The same folding in SQL; the trigram indexes are built on exactly this expression. */
export const foldColumn = (column: AnyPgColumn | SQL) => sql`replace(lower(${column}), 'ё', 'е')`;

/** LIKE wildcards in user text are matched literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `column` contains `text` (folded); undefined when there is no text, so it can go straight into `and(…)`. */
export function containsText(column: AnyPgColumn, text: string | undefined): SQL | undefined {
  const needle = text === undefined ? '' : foldText(text);
  return needle ? sql`${foldColumn(column)} like ${`%${escapeLike(needle)}%`}` : undefined;
}
