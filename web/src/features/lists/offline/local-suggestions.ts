import type { Lang, ListItem, Suggestion } from '@listok/contract';
import { itemName } from '../item-view';
import { comparableName } from '../suggestions';

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

/** The server's rule offline: names starting with the text first, then names containing it; ё reads as е. */
export function matchSuggestions(products: readonly Suggestion[], text: string): Suggestion[] {
  const wanted = comparableName(text);
  if (wanted === '') return [];
  const named = products.map((product) => ({ product, name: comparableName(product.name) }));
  const starts = named.filter(({ name }) => name.startsWith(wanted));
  const inside = named.filter(({ name }) => !name.startsWith(wanted) && name.includes(wanted));
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  return [...starts.sort(byName), ...inside.sort(byName)].slice(0, suggestionsLimit).map(({ product }) => product);
}
