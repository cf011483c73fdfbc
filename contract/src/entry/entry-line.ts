import { type Entry, parseEntry, type UnitNames } from './quantity.js';
import { readStore } from './shop-words.js';

// A line of a shopping list as smart entry reads it, one way for the add box (web `useTypedEntry`) and the paste
// (server `readText`): the shop it names at its end, then its qualifiers, amount and unit; the rest is the good's
// name to search. The docs' examples are read through both (entry-line.examples.ts).

/** A typed line read as a good: the name to search with its amount, unit and note, and the list's shop it named. */
export interface EntryLine<U extends UnitNames, S> {
  entry: Entry<U>;
  /** The list's shop the line named at its end («сыр в Ашане», "cheese at Costco"); absent when none. */
  store?: S;
}

export interface EntryLineContext<U extends UnitNames, S> {
  /** The units of the list (`GET /api/units`). */
  units: readonly U[];
  /** The list's shops, for a shop named at the end; none on a list without shops. */
  stores?: readonly S[];
  /**
   * How the text's letters are read before its amount (the server reads look-alike letters of the other script as
   * the word's own: «мoлоко» with a Latin "o"); as typed without it.
   */
  letters?: (text: string) => string;
}

/**
 * Reads a line of a shopping list: «сыр в Ашане» is «сыр» at the shop Ашан (when the list has a shop of that name, in
 * its word forms), «2 кг яблок» is «яблок», 2 кг; «молоко 3,2%» is «молоко» with the note «3,2%». The shop is read
 * first, so «молоко 2 л на рынке» is 2 л of «молоко» at the market; a line naming no shop of the list keeps its words.
 */
export function readEntryLine<U extends UnitNames, S extends { id: number; name: string }>(
  line: string,
  { units, stores = [], letters }: EntryLineContext<U, S>,
): EntryLine<U, S> {
  const { text, store } = readStore(line, stores);
  const entry = parseEntry(letters ? letters(text) : text, units);
  return store ? { entry, store } : { entry };
}
