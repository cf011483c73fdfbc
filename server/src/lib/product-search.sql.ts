import { autocompleteLimit, type Lang, type ProductQuery, productQuery } from '@listok/contract';
import { type SQL, sql } from 'drizzle-orm';
import { familyHistoryDays } from './family-purchases.js';
import { knownPurchaseCounts } from './purchases.js';
import { escapeLike, foldColumn, wordsColumn } from './search.js';

/** How many candidates each tier of the search reads; the answer is the best `autocompleteLimit` of them. */
export const tierCandidates = 50;

/** A product the search found, with how often it is bought (the contract's `ProductCandidate`). */
export interface CandidateRow {
  id: number;
  name: string;
  details: string;
  common: boolean;
  family: number;
  everyone: number;
}

/**
 * The candidates of a query, in one statement; `rankProducts` (contract/src/entry/product-match.ts) orders them, with the same
 * conditions this statement fetches them by. Each tier is served by an index and cut at `tierCandidates` rows: names
 * that start with the text by the btree on the folded name (collation "C", so LIKE 'text%' is a range scan in index
 * order), a word, the word forms and inside a word by the trigram indexes. A lower tier runs only while the tiers above
 * found fewer than a full answer, so a short text over a large catalogue never scans the thousands of names it matches.
 * Beside them, always: the goods the text names by a synonym (equality on the folded name's btree), and the products
 * the family bought that match (their purchases through `purchases_list_idx` and `purchases_user_idx`, then the
 * products by key). Each candidate comes with the family's purchases (`knownPurchaseCounts`, the rule of issue 18) and
 * everyone's (`product_popularity`, common products only).
 */
export function candidatesQuery(query: ProductQuery, lang: Lang, userId: number, familyIds?: readonly number[]): SQL {
  const name = lang === 'ru' ? sql.raw('p.name_ru') : sql.raw('p.name_en');
  const folded = foldColumn(name);
  const words = wordsColumn(name);
  const visible = sql`(p.common or p.owner_id = ${userId})`;
  // A tier with nothing to look for (a text of separators only; inside words, fewer than three letters; word forms
  // of one word that has no ending to cut, which the word tier already found) is empty.
  const nothing = sql`false`;
  const startsWord = (start: string) => sql`${words} like ${`% ${escapeLike(start)}%`}`;
  const prefix = sql`${folded} collate "C" like ${`${escapeLike(query.folded)}%`}`;
  const word = query.words === '' ? nothing : startsWord(query.words);
  const forms = query.formStems.length === 0 ? nothing : sql.join(query.formStems.map(startsWord), sql` and `);
  const inside = query.inside ? sql`${words} like ${`%${escapeLike(query.words)}%`}` : nothing;
  const goods = [...new Set([...query.synonyms.named, ...query.synonyms.started])];
  const named =
    goods.length === 0
      ? nothing
      : sql`${folded} collate "C" in (${sql.join(
          goods.map((good) => sql`${good}`),
          sql`, `,
        )})`;
  const tier = (condition: SQL) => sql`select p.id from products p where ${visible} and ${condition}
    limit ${tierCandidates}`;
  const above = (...tiers: string[]) =>
    sql.join(
      tiers.map((t) => sql`(select count(*) from ${sql.raw(t)})`),
      sql` + `,
    );
  const full = sql`${autocompleteLimit}`;
  return sql`
    with prefix as materialized (
      select p.id from products p where ${visible} and ${prefix}
      order by ${folded} collate "C", p.id limit ${tierCandidates}),
    word as materialized (${tier(sql`${above('prefix')} < ${full} and ${word}`)}),
    forms as materialized (${tier(sql`${above('prefix', 'word')} < ${full} and ${forms}`)}),
    inside as materialized (${tier(sql`${above('prefix', 'word', 'forms')} < ${full} and ${inside}`)}),
    named as materialized (${tier(named)}),
    ${familyTiers(familyIds, userId, visible, sql`(${prefix} or ${word} or ${forms} or ${inside} or ${named})`)},
    found as (
      select id from prefix union select id from word union select id from forms union select id from inside
      union select id from named union select id from family)
    select p.id, ${name} as name, p.details, p.common, ${familyIds ? sql`0` : sql`coalesce(b.purchases, 0)::int`} as family,
      (case when p.common then coalesce(pp.purchases, 0) else 0 end)::int as everyone
    from found f join products p on p.id = f.id
    ${familyIds ? sql`` : sql`left join bought b on b.product_id = p.id`}
    left join product_popularity pp on pp.product_id = p.id`;
}

/** The statement for a text (exported for the benchmark's EXPLAIN, bench/measure/autocomplete-plans.mjs). */
export function autocompleteQuery(text: string, lang: Lang, userId: number, familyIds?: readonly number[]): SQL {
  const query = productQuery(text, lang);
  if (!query) throw new Error('autocompleteQuery needs text with something to look for');
  return candidatesQuery(query, lang, userId, familyIds);
}

/**
 * The products the family bought that match: read here from the purchases (`bought`, with their counts for the
 * answer), or, given `familyIds`, the ones the caller found in the family's purchases it keeps (`FamilyPurchases`,
 * matched with the contract's `matchName`), whose counts it fills in itself.
 */
function familyTiers(familyIds: readonly number[] | undefined, userId: number, visible: SQL, matches: SQL): SQL {
  if (familyIds) return sql`family as materialized (select unnest(${`{${familyIds.join(',')}}`}::int[]) as id)`;
  return sql`bought as materialized ${knownPurchaseCounts(userId, familyHistoryDays)},
    family as materialized (
      select p.id from bought b join products p on p.id = b.product_id
      where ${visible} and ${matches}
      order by b.purchases desc, p.id limit ${tierCandidates})`;
}
