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
  searchLangs,
  switchLayout,
  type UnitNames,
} from '@listok/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { rowsOf } from '../db/client.js';
import { type FamilyCounts, type FamilySource, familyName, searchStart } from './family-purchases.js';
import { foldLookAlikes } from './look-alikes/look-alikes.js';
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
 * with the other keyboard layout on ("vjkjrj" finds «Молоко»), and then in the other language (`searchLangs`: "milk"
 * in the Russian interface finds «Молоко», named in the caller's language). With `family` (the search on every
 * keystroke), the family's purchases come from what the process keeps of them (`FamilyPurchases`) instead of being
 * read from the purchases by the statement.
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
  const queryIn = (language: Lang) =>
    productQuery(foldLookAlikes(entry.name, language === 'ru' ? 'cyrillic' : 'latin'), language);
  const query = queryIn(lang);
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
    const candidates = async (q: ProductQuery, language = lang) => {
      const rows = rowsOf<CandidateRow>(
        await tx.execute(candidatesQuery(q, language, userId, counts && familyOf(q, language, counts))),
      );
      if (counts) for (const row of rows) row.family = counts.counts.get(row.id) ?? 0;
      return rankProducts(q, rows);
    };
    const found = await candidates(query);
    const switched = found.length === 0 ? switchLayout(entry.name) : null;
    const layout = switched === null ? null : productQuery(switched, lang);
    const typed = layout === null ? found : await candidates(layout);
    // Nothing in the caller's language: the other one ("milk" in the Russian interface), answered in the caller's.
    const [, other] = searchLangs(lang);
    const otherQuery = typed.length === 0 ? queryIn(other) : null;
    return otherQuery === null ? typed : namedIn(tx, lang, await candidates(otherQuery, other));
  });
  return { entry, products };
}

/** Found products with their names in the language (found by their names in the other one). */
async function namedIn(tx: Executor, lang: Lang, found: FoundProduct[]): Promise<FoundProduct[]> {
  if (found.length === 0) return found;
  const name = lang === 'ru' ? sql.raw('name_ru') : sql.raw('name_en');
  const ids = sql.join(
    found.map((product) => sql`${product.id}`),
    sql`, `,
  );
  const rows = rowsOf<{ id: number; name: string }>(
    await tx.execute(sql`select id, ${name} as name from products where id in (${ids})`),
  );
  const names = new Map(rows.map((row) => [row.id, row.name]));
  return found.map((product) => ({ ...product, name: names.get(product.id) ?? product.name }));
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
