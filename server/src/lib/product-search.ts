/**
 * Reading typed goods: the search behind the add box's suggestions (`GET /api/item/autocomplete`); a pasted list reads
 * its lines' goods by the same rule in a few statements for all of them (lists/paste/add-text.goods.ts). The rule of
 * matching and order is the contract's (`product-match.ts`, with `synonyms.data.ts`), which the web client's search without
 * signal applies to the products it kept; this module fetches the candidates (`product-search.sql.ts`).
 */
import {
  type Entry,
  type Lang,
  matchName,
  type ProductQuery,
  parseEntry,
  productQuery,
  type RankedProduct,
  rankProducts,
  switchLayout,
  type UnitNames,
} from '@listok/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { rowsOf } from '../db/client.js';
import { type FamilyCounts, type FamilySource, familyName, searchStart } from './family-purchases.js';
import { foldLookAlikes } from './look-alikes.js';
import { type CandidateRow, candidatesQuery, tierCandidates } from './product-search.sql.js';

export type FoundProduct = RankedProduct<CandidateRow>;

/** Typed text read as a good: the text's name and amount (smart entry), and the products it may mean, best first. */
export interface ProductSearch<U extends UnitNames> {
  entry: Entry<U>;
  products: FoundProduct[];
}

// Both drivers (node-postgres and PGlite) answer raw queries with `rows`.

/**
 * The products (common ones and the user's own) that the text means in the language, best first (at most
 * `autocompleteLimit`): an amount and unit typed with the name ("2 кг яблок") are read off as the add box does, and
 * the rest is searched, in its matching form («Молоко́», "Ｍｉｌｋ"), look-alike letters of the other script read as
 * the word's own («Ｍолоко», "мoлоко" with a Latin "o"). When nothing matches, the text is searched once more as typed
 * with the other keyboard layout on ("vjkjrj" finds «Молоко»). With `family` (the search on every keystroke), the family's purchases come from what
 * the process keeps of them (`FamilyPurchases`) instead of being read from the purchases by the statement.
 */
export async function searchProducts<U extends UnitNames>(
  db: Executor,
  text: string,
  lang: Lang,
  userId: number,
  units: readonly U[],
  family?: FamilySource,
): Promise<ProductSearch<U>> {
  const entry = parseEntry(text, units);
  const query = productQuery(foldLookAlikes(entry.name, lang === 'ru' ? 'cyrillic' : 'latin'), lang);
  if (!query) return { entry, products: [] };
  // With LIMIT, the planner reads a sequential scan as cheap whenever it expects many matches, and pays for it
  // when they sit at the far end of the table (over a hundred times the indexes' cost,
  // docs/performance-history.md). The search forbids it for its statements.
  const products = await db.transaction(async (tx) => {
    let counts: FamilyCounts | undefined;
    if (family) {
      const [start] = rowsOf<{ lists: string }>(await tx.execute(searchStart(userId)));
      counts = await family.of(tx, userId, start?.lists ?? '');
    } else await tx.execute(sql`set local enable_seqscan = off`);
    const candidates = async (q: ProductQuery) => {
      const rows = rowsOf<CandidateRow>(
        await tx.execute(candidatesQuery(q, lang, userId, counts && familyOf(q, lang, counts))),
      );
      if (counts) for (const row of rows) row.family = counts.counts.get(row.id) ?? 0;
      return rankProducts(q, rows);
    };
    const found = await candidates(query);
    const switched = found.length === 0 ? switchLayout(entry.name) : null;
    const other = switched === null ? null : productQuery(switched, lang);
    return other === null ? found : candidates(other);
  });
  return { entry, products };
}

/**
 * The products of the family's purchases that match the query, the most bought first, as many as a tier of the
 * statement reads (the statement's own family tier, `product-search.sql.ts`, with the contract's matching rule).
 */
function familyOf(query: ProductQuery, lang: Lang, counts: FamilyCounts): number[] {
  return counts.products
    .filter((product) => matchName(query, familyName(product, lang)) !== undefined)
    .sort((a, b) => b.purchases - a.purchases || a.id - b.id)
    .slice(0, tierCandidates)
    .map((product) => product.id);
}
