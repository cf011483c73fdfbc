import { foldName } from '../entry/word-forms.js';

/** What the name order reads of a list's item: its name in the answer's language and its row id. */
export interface NamedItem {
  id: number;
  name: string;
}

// A UTF-16 code unit's rank in code point order: surrogates (characters past U+FFFF) come after U+E000–U+FFFF.
const codePointRank = (unit: number) => (unit < 0xd800 ? unit : unit < 0xe000 ? unit + 0x2000 : unit - 0x800);

/**
 * Two texts code point by code point, as PostgreSQL compares them `collate "C"` (UTF-8 bytes): the same order on
 * every database, whatever its collation, and in every browser, whatever its locale.
 */
export function compareCodePoints(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let at = 0; at < length; at++) {
    const left = a.charCodeAt(at);
    const right = b.charCodeAt(at);
    if (left !== right) return codePointRank(left) - codePointRank(right);
  }
  return a.length - b.length;
}

/**
 * The order of a list's items by name (`sort=name`; `-name` is its exact reverse): the names folded (`foldName`:
 * case, ё = е, so «Ёжевика» sorts with «Ежевика»), code point by code point (in the folded alphabets а…я and a…z
 * that is the alphabet's order), then the row id, the item added first. Its SQL twin is the order of `itemsOfList`
 * (server/src/features/lists/items/items.repo.ts), held to it by items-order.test.ts.
 */
export const compareItemsByName = (a: NamedItem, b: NamedItem): number =>
  compareCodePoints(foldName(a.name), foldName(b.name)) || a.id - b.id;
