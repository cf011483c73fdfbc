import type { Lang, ListItem, Suggestion } from '@listok/contract';
import { foldName, nameStems, nameWords, switchLayout } from '@listok/contract/base';
import { itemName } from '../shared/item-view';

/** A kept answer: its query key and data (as IndexedDB holds them). */
export interface KeptAnswer {
  key: readonly unknown[];
  data: unknown;
}

const suggestionsLimit = 10;

/** The products the kept answers name in the language: earlier suggestions, the user's own products, list items. */
export function keptProducts(answers: readonly KeptAnswer[], lang: Lang): Suggestion[] {
  const products = new Map<number, Suggestion>();
  for (const { key, data } of answers) {
    if (key[0] !== 'lists' || !Array.isArray(data)) continue;
    if ((key[1] === 'suggestions' || key[1] === 'own-products') && key[2] === lang) {
      for (const product of data as Suggestion[]) products.set(product.id, product);
    } else if (key[1] === 'detail' && key[3] === 'items') {
      for (const item of data as ListItem[]) {
        if (!products.has(item.itemId))
          products.set(item.itemId, { id: item.itemId, name: itemName(item, lang), details: item.details });
      }
    }
  }
  return [...products.values()];
}

/** How well a name matches: starts with the text (0), has a word starting with each word's stem (1), contains it (2). */
function rank(name: string, wanted: string, stems: readonly string[]): number | undefined {
  if (name.startsWith(wanted)) return 0;
  const words = nameWords(name);
  if (stems.length > 0 && stems.every((stem) => words.some((word) => word.startsWith(stem)))) return 1;
  return name.includes(wanted) ? 2 : undefined;
}

function matchText(products: readonly Suggestion[], text: string): Suggestion[] {
  const wanted = foldName(text);
  if (wanted === '') return [];
  const stems = nameStems(text);
  return products
    .map((product) => {
      const name = foldName(product.name);
      return { product, name, rank: rank(name, wanted, stems) };
    })
    .filter((match): match is typeof match & { rank: number } => match.rank !== undefined)
    .sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name))
    .slice(0, suggestionsLimit)
    .map(({ product }) => product);
}

/**
 * The server's rule offline: names starting with the text first, then names with words in any form of the text's
 * words, then names containing it; ё reads as е; text that matches nothing is tried in the other keyboard layout.
 */
export function matchSuggestions(products: readonly Suggestion[], text: string): Suggestion[] {
  const found = matchText(products, text);
  const switched = found.length === 0 ? switchLayout(text) : null;
  return switched === null ? found : matchText(products, switched);
}
