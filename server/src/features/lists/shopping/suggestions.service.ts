import type { Lang, ListSuggestion } from '@listok/contract';
import type { Executor } from '../../../db/client.js';
import type { TokenLists } from '../../../lib/purchases.js';
import { SuggestionsCache } from './suggestions.cache.js';
import { inLanguage, suggestionsFor, suggestionsStamp } from './suggestions.repo.js';

/** The most bytes of suggestions one process keeps (an answer is about 1.5 KB), and how long one is kept at most. */
const suggestionsCacheBytes = 8 * 1024 * 1024;
const suggestionsKeptMs = 10 * 60_000;

/**
 * The suggestions of a list for a caller (a member), from this process's cache while what they were made from is
 * unchanged (suggestions.cache.ts), else made and kept. Measured by `npm run bench -- reload`.
 */
export function suggestionsService(
  db: Executor,
  cache = new SuggestionsCache(suggestionsCacheBytes, suggestionsKeptMs),
) {
  return async function suggestionsOf(
    listId: number,
    userId: number,
    lang: Lang,
    tokenLists: TokenLists,
  ): Promise<ListSuggestion[]> {
    const key = SuggestionsCache.key(listId, userId, tokenLists);
    const ids = cache.stampIds(key);
    // Read before the suggestions are made: an answer is never labelled with a stamp newer than what it counts.
    const stamp = await suggestionsStamp(db, userId, ids.products, ids.former);
    const kept = stamp && cache.get(key, stamp);
    if (kept) return inLanguage(kept, lang);
    const made = await suggestionsFor(db, listId, userId, tokenLists);
    if (stamp) cache.set(key, { lists: stamp.lists, former: made.former, suggestions: made.suggestions });
    return inLanguage(made.suggestions, lang);
  };
}
