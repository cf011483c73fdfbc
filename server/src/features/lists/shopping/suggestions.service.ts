import type { Lang, ListSuggestion } from '@listok/contract';
import type { Executor } from '../../../db/client.js';
import type { TokenLists } from '../../../lib/purchases.js';
import { scopeOf, stillHolding } from './suggestions.cache.js';
import { inLanguage, keepSuggestions, readKeptSuggestions, suggestionsFor } from './suggestions.repo.js';

/**
 * The suggestions of a list for a caller (a member): the kept ones while they hold (suggestions.cache.ts), else made
 * and kept. Measured by `npm run bench -- reload`.
 */
export function suggestionsService(db: Executor) {
  return async function suggestionsOf(
    listId: number,
    userId: number,
    lang: Lang,
    tokenLists: TokenLists,
  ): Promise<ListSuggestion[]> {
    const scope = scopeOf(tokenLists);
    // Read before the suggestions are made: what they are kept with is never newer than what they count.
    const read = await readKeptSuggestions(db, listId, userId, scope);
    const held = read?.kept && stillHolding(read.kept, read.stamp);
    if (held) return inLanguage(held, lang);
    const made = await suggestionsFor(db, listId, userId, tokenLists);
    if (read) {
      const { lists, lastItem } = read.stamp;
      await keepSuggestions(db, { listId, userId, scope }, { lists, lastItem, ...made });
    }
    return inLanguage(made.suggestions, lang);
  };
}
