import { readPrice } from '../money/price-words.js';
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
  /** The price written at its end in the list's currency («молоко 89₽»), in minor units; absent when none. */
  price?: number;
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
  /** The list's currency, for a price at the end (a shopping list's); none reads no price. */
  currency?: string;
}

/**
 * Reads a line of a shopping list: «сыр в Ашане» is «сыр» at the shop Ашан (when the list has a shop of that name, in
 * its word forms), «2 кг яблок» is «яблок», 2 кг; «молоко 3,2%» is «молоко» with the note «3,2%». The shop is read
 * first, so «молоко 2 л на рынке» is 2 л of «молоко» at the market; a line naming no shop of the list keeps its words.
 * A price in the list's currency at the very end, before or after the shop, is read before the amount: «молоко 2 л
 * 89₽» is 2 л at 89 ₽, «сыр в Ашане 240₽» and «сыр 240₽ в Ашане» are both 240 ₽ at Ашан.
 */
export function readEntryLine<U extends UnitNames, S extends { id: number; name: string }>(
  line: string,
  { units, stores = [], letters, currency }: EntryLineContext<U, S>,
): EntryLine<U, S> {
  const last = currency === undefined ? undefined : readPrice(line, currency);
  const { text: named, store } = readStore(last?.text ?? line, stores);
  const first = currency === undefined || last ? undefined : readPrice(named, currency);
  const price = last ?? first;
  const text = first?.text ?? named;
  const entry = parseEntry(letters ? letters(text) : text, units);
  return { entry, ...(store && { store }), ...(price && { price: price.price }) };
}
