import type { Lang, ListItem, Suggestion } from '@listok/contract';
import { productQuery, rankProducts, switchLayout } from '@listok/contract/base';
import { itemName } from '../shared/item-view';

/** A kept answer: its query key and data (as IndexedDB holds them). */
export interface KeptAnswer {
  key: readonly unknown[];
  data: unknown;
}

/** Kept answers of products by id and name, under these keys (`listKeys`) with the language third. */
const productAnswers = new Set(['suggestions', 'own-products', 'catalogue-names']);

/**
 * The products the kept answers name in the language: earlier suggestions, the user's own products, the catalogue's
 * names kept on the device, list items.
 */
export function keptProducts(answers: readonly KeptAnswer[], lang: Lang): Suggestion[] {
  const products = new Map<number, Suggestion>();
  for (const { key, data } of answers) {
    if (key[0] !== 'lists' || !Array.isArray(data)) continue;
    if (productAnswers.has(String(key[1])) && key[2] === lang) {
      for (const product of data as Suggestion[]) products.set(product.id, product);
    } else if (key[1] === 'detail' && key[3] === 'items') {
      for (const item of data as ListItem[]) {
        if (item.itemId !== null && !products.has(item.itemId))
          products.set(item.itemId, { id: item.itemId, name: itemName(item, lang), details: item.details });
      }
    }
  }
  return [...products.values()];
}

/**
 * The server's search over the kept products (the contract's `rankProducts`: the named good first, by its own name or
 * a synonym, then names starting with the text, a word starting with it, the words in any form, inside a word; ё as
 * е); text that matches nothing is tried in the other keyboard layout. Without the server, nothing is known of what
 * the family and everyone buy, so that part of the order is left out.
 */
export function matchSuggestions(products: readonly Suggestion[], text: string, lang: Lang): Suggestion[] {
  const found = matchText(products, text, lang);
  const switched = found.length === 0 ? switchLayout(text) : null;
  return switched === null ? found : matchText(products, switched, lang);
}

function matchText(products: readonly Suggestion[], text: string, lang: Lang): Suggestion[] {
  const query = productQuery(text, lang);
  return query === null ? [] : rankProducts(query, products).map(({ id, name, details }) => ({ id, name, details }));
}
