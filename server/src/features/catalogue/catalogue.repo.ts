import {
  autocompleteLimit,
  foldName,
  type Lang,
  nameStems,
  parseEntry,
  switchLayout,
  type UnitNames,
} from '@listok/contract';
import { asc, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { categories, units } from '../../db/schema.js';
import { escapeLike, foldColumn, foldWords, wordsColumn } from '../../lib/search.js';

export async function allUnits(db: Executor) {
  const rows = await db.select().from(units).orderBy(asc(units.position), asc(units.id));
  return rows.map((u) => ({ id: u.id, name_ru: u.nameRu, name_en: u.nameEn }));
}

export async function allCategories(db: Executor) {
  const rows = await db.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
  return rows.map((c) => ({ id: c.id, name_ru: c.nameRu, name_en: c.nameEn }));
}

/** How many candidates each tier of the search reads; the answer is the best `autocompleteLimit` of them. */
const tierCandidates = 50;
/** Matches inside a word need this many letters: one or two letters inside words would match nearly everything. */
const minInsideLength = 3;

type Candidate = { id: number; name: string; details: string; tier: number };

// Both drivers (node-postgres and PGlite) answer raw queries with `rows`.
const candidatesOf = (result: unknown) => (result as { rows: Candidate[] }).rows;

/**
 * Products whose name in the language matches the text (ignoring case, ё = е): common ones and the user's own.
 * An amount and unit in the text ("2 кг яблок") are read off as the add box does, and the rest is searched. Names
 * that start with the text come first, then names with a word that starts with it, then names with a word starting
 * with each word's stem (any word form: "яблоками" finds «Яблоки»; in any order), names starting with the first
 * stem first; then (from three letters on) names that contain it; shorter names first within each. When nothing
 * matches, the text is searched once more as typed with the other keyboard layout on ("vjkjrj" finds «Молоко»).
 *
 * One round trip (two for text in the wrong layout), four tiers, each served by an index and cut at
 * `tierCandidates` rows: the prefix tier by the btree on the folded name (collation "C", so LIKE 'text%' is a range
 * scan in index order), the word, forms and inside tiers by the trigram indexes. A lower tier runs only while the
 * tiers above found fewer than a full answer, so a short text over a large catalogue never scans the thousands of
 * names it matches. Within a tier the order is exact whenever the tier holds fewer than `tierCandidates` names, as
 * any real catalogue's does.
 */
export async function autocomplete(
  db: Executor,
  text: string,
  lang: Lang,
  userId: number,
  unitList: readonly UnitNames[] = [],
) {
  const { name } = parseEntry(text, unitList);
  if (foldName(name) === '') return [];
  // With LIMIT, the planner reads a sequential scan as cheap whenever it expects many matches, and pays for it
  // when they sit at the far end of the table (seen: 63 ms over 100,000 names, 0.4 ms through the indexes). The
  // search forbids it for its statements.
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const found = candidatesOf(await tx.execute(autocompleteQuery(name, lang, userId)));
    const switched = found.length === 0 ? switchLayout(name) : null;
    return switched === null ? found : candidatesOf(await tx.execute(autocompleteQuery(switched, lang, userId)));
  });
  const best = new Map<number, Candidate>();
  for (const row of rows) {
    const seen = best.get(row.id);
    if (!seen || row.tier < seen.tier) best.set(row.id, row);
  }
  return [...best.values()]
    .sort((a, b) => a.tier - b.tier || a.name.length - b.name.length || compareText(a.name, b.name) || a.id - b.id)
    .slice(0, autocompleteLimit)
    .map(({ id, name, details }) => ({ id, name, details }));
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The candidates of every tier for a non-empty text (exported for the benchmark's EXPLAIN). */
export function autocompleteQuery(text: string, lang: Lang, userId: number) {
  const name = lang === 'ru' ? sql.raw('name_ru') : sql.raw('name_en');
  const folded = foldColumn(name);
  const words = wordsColumn(name);
  const visible = sql`(common or owner_id = ${userId})`;
  const candidates = (condition: SQL) => sql`select id, ${name} as name, details from products
    where ${visible} and ${condition} limit ${tierCandidates}`;
  // A tier with nothing to look for (a text of separators only; inside words, fewer than three letters; word forms
  // of one word that has no ending to cut, which the word tier already found) is empty.
  const nothing = sql`false`;
  const inWords = foldWords(text);
  const startsWord = (start: string) => sql`${words} like ${`% ${escapeLike(start)}%`}`;
  const wordCondition = inWords === '' ? nothing : startsWord(inWords);
  const stems = nameStems(inWords);
  const formsCondition =
    stems.length === 0 || (stems.length === 1 && stems[0] === inWords)
      ? nothing
      : sql.join(stems.map(startsWord), sql` and `);
  const firstStem = `${escapeLike(stems[0] ?? '')}%`;
  const insideCondition = inWords.length < minInsideLength ? nothing : sql`${words} like ${`%${escapeLike(inWords)}%`}`;
  const above = (...tiers: string[]) =>
    sql.join(
      tiers.map((tier) => sql`(select count(*) from ${sql.raw(tier)})`),
      sql` + `,
    );
  return sql`
    with prefix as materialized (
      select id, ${name} as name, details from products
      where ${visible} and ${folded} collate "C" like ${`${escapeLike(foldName(text))}%`}
      order by ${folded} collate "C", id
      limit ${tierCandidates}),
    word as materialized (${candidates(sql`${above('prefix')} < ${autocompleteLimit} and ${wordCondition}`)}),
    forms as materialized (${candidates(sql`${above('prefix', 'word')} < ${autocompleteLimit} and ${formsCondition}`)}),
    inside as materialized (${candidates(
      sql`${above('prefix', 'word', 'forms')} < ${autocompleteLimit} and ${insideCondition}`,
    )})
    select id, name, details, 0 as tier from prefix
    union all select id, name, details, 1 as tier from word
    union all select id, name, details, case when ${foldColumn(sql.raw('name'))} like ${firstStem} then 2 else 3 end
      as tier from forms
    union all select id, name, details, 4 as tier from inside`;
}
