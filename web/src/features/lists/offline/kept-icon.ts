import type { KeptAnswer } from './local-suggestions';

// Apart from the kept search (local-suggestions.ts): that one loads only without signal, with the contract's rule and
// synonyms; this runs on every add, on the list page's first load.

/**
 * The picture of a product as the kept answers give it, for a row added before the server answers (issue 51): the
 * catalogue's names carry each common good's, the user's own products theirs, and a row of any list its good's.
 */
export function keptIcon(answers: readonly KeptAnswer[], productId: number): string | undefined {
  for (const { key, data } of answers) {
    if (key[0] !== 'lists' || !Array.isArray(data)) continue;
    const named = key[1] === 'catalogue-names' || key[1] === 'own-products';
    const items = key[1] === 'detail' && key[3] === 'items';
    if (!named && !items) continue;
    const found = (data as { id: number; itemId?: number | null; icon?: string }[]).find((entry) =>
      named ? entry.id === productId : entry.itemId === productId && entry.icon !== undefined,
    );
    if (found?.icon) return found.icon;
  }
  return undefined;
}
