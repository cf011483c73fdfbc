import type { ListSuggestion } from '@listok/contract';
import type { TokenLists } from '../../../lib/purchases.js';

/** A product to suggest with both its names (the language's is chosen when answered: `inLanguage`). */
export interface ProductNames {
  id: number;
  name_ru: string;
  name_en: string;
}

/** A suggestion as made and kept, in no language. */
export type KeptSuggestion = ProductNames & Pick<ListSuggestion, 'reason'>;

/**
 * How long made suggestions are kept: about a trip, so the purchases of a trip count when the next one begins. A
 * kept answer older than that is never read (suggestions.repo.ts `readKeptSuggestions`).
 */
export const suggestionsKeptMinutes = 30;

/** A list's suggestions as last made for a caller, and what of it they were made from (a row of kept_suggestions). */
export interface KeptSuggestions {
  /** `SuggestionsStamp.lists` read before the suggestions were made. */
  lists: string;
  /** `MadeSuggestions.former`: the lists left behind whose purchases they counted. */
  former: string;
  /** `SuggestionsStamp.lastItem` read before the suggestions were made (never newer than what they left out). */
  lastItem: number;
  suggestions: readonly KeptSuggestion[];
}

/** What of a caller's suggestions must be followed at once, read with the kept ones. */
export interface SuggestionsStamp {
  /** The ids of the lists the caller is a member of, in order, joined by commas. */
  lists: string;
  /** The lists the kept answer counted as left behind that still exist, the same way. */
  former: string;
  /** The highest id of the list's items (0 when it has none): every item put on the list has a higher one. */
  lastItem: number;
  /** The products the kept answer suggests that the caller may still put on a list, with their names, in id order. */
  products: (ProductNames & { onList: boolean })[];
}

/** The API token's lists an answer is made for, as kept: by commas, or `*` for every list of the caller. */
export const scopeOf = (tokenLists: TokenLists) => (tokenLists ? tokenLists.join(',') : '*');

const sameProducts = (kept: readonly KeptSuggestion[], now: SuggestionsStamp['products']) => {
  if (kept.length !== now.length) return false;
  const byId = new Map(now.map((p) => [p.id, p]));
  return kept.every((s) => {
    const p = byId.get(s.id);
    return p !== undefined && p.name_ru === s.name_ru && p.name_en === s.name_en;
  });
};

/**
 * The kept suggestions of a list for a caller when they still hold, less what is on the list now; undefined when they
 * must be made again. Making them reads the family's half year of purchases, and the reload of a list page after a
 * push event asks for them.
 *
 * They hold while the stamp read with them says that nothing they must follow at once has changed: the lists the
 * caller is a member of (a list joined or left), the lists left behind whose purchases they counted (one deleted),
 * the names of the products they suggest and whether the caller may still use them, and no item put on the list
 * since (what goes with the list follows what is added to it). Purchases are not in the stamp: a tick or an untick,
 * here or on another list of the family, changes a half year of history by one purchase, and counts when they are
 * made again, at most `suggestionsKeptMinutes` later. So a reload after every tick of a trip reads no half year of
 * purchases, and an answer never shows what it must not. They are kept in the database, so every process reads the
 * same ones, and no message between processes is needed.
 */
export function stillHolding(kept: KeptSuggestions, stamp: SuggestionsStamp): readonly KeptSuggestion[] | undefined {
  if (
    kept.lists !== stamp.lists ||
    kept.former !== stamp.former ||
    stamp.lastItem > kept.lastItem ||
    !sameProducts(kept.suggestions, stamp.products)
  ) {
    return undefined;
  }
  const onList = new Set(stamp.products.filter((p) => p.onList).map((p) => p.id));
  return onList.size === 0 ? kept.suggestions : kept.suggestions.filter((s) => !onList.has(s.id));
}
