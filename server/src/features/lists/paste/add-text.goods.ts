import {
  foldName,
  type Lang,
  nameStems,
  type ProductQuery,
  productQuery,
  rankProducts,
  switchLayout,
} from '@listok/contract';
import { sql } from 'drizzle-orm';
import { type Db, type Executor, letOthersIn } from '../../../db/client.js';
import { type FamilyCounts, familyName } from '../../../lib/family-purchases.js';
import { foldColumn } from '../../../lib/search.js';
import type { Deadline } from '../../../plugins/work-limits.js';

/** A good a pasted line may name, as the look-up reads it. */
export interface GoodRow {
  id: number;
  name_ru: string;
  name_en: string;
  common: boolean;
  everyone: number;
  default_unit_id: number | null;
}

/** How many names each line's range reads, in the order of the folded name (the btree's). */
const rangeRows = 50;
/** How many lines one statement looks up: each statement stays short, and the process answers others between them. */
export const linesPerStatement = 25;

/** One query of a line: in a language, as typed or with the other keyboard layout; `id` numbers it in its statement. */
interface LineQuery {
  id: number;
  line: number;
  lang: Lang;
  query: ProductQuery;
  /** The text's `stemsKey`. */
  key: string;
}

/** The key of a name up to word forms: its stems (`sameName`), or the folded name when it has no words. */
const stemsKey = (name: string) => nameStems(name).join(' ') || foldName(name);

/** The next string after every string that starts with `prefix`, in collation "C" (UTF-8 byte order). */
function rangeEnd(prefix: string): string {
  const chars = [...prefix];
  const last = chars.pop() ?? '';
  return chars.join('') + String.fromCodePoint((last.codePointAt(0) ?? 0) + 1);
}

/** The queries of a line, in the order they are tried: the caller's language first, as typed before switched. */
function queriesOf(line: number, name: string, langs: readonly Lang[]): Omit<LineQuery, 'id'>[] {
  const switched = switchLayout(name);
  const queries: Omit<LineQuery, 'id'>[] = [];
  for (const text of switched === null ? [name] : [name, switched]) {
    const key = stemsKey(text);
    for (const lang of langs) {
      const query = productQuery(text, lang);
      if (query) queries.push({ line, lang, query, key });
    }
  }
  return queries.sort((a, b) => langs.indexOf(a.lang) - langs.indexOf(b.lang));
}

/** The family's products by the key of their name in each language (`stemsKey`), made once per family read. */
const familyIndexes = new WeakMap<FamilyCounts, Record<Lang, Map<string, number[]>>>();

function familyIndex(family: FamilyCounts): Record<Lang, Map<string, number[]>> {
  const kept = familyIndexes.get(family);
  if (kept) return kept;
  const index = { ru: new Map<string, number[]>(), en: new Map<string, number[]>() };
  for (const lang of ['ru', 'en'] as const) {
    for (const product of family.products) {
      const key = stemsKey(familyName(product, lang));
      index[lang].set(key, [...(index[lang].get(key) ?? []), product.id]);
    }
  }
  familyIndexes.set(family, index);
  return index;
}

/**
 * The good each name means, if it names one (the rule of the add box's Enter: the best match when it is the name up
 * to word forms or a synonym's, `match.named < 2`), or undefined (a new product, then). Bounded work per name, whatever
 * the catalogue holds: the names that can be the same up to word forms all start with the name's first stem, so each
 * query reads at most `rangeRows` of them through the folded name's btree; exact and synonym names are read by
 * equality on it; the family's purchases come from what the process kept (`FamilyPurchases`) and are matched by
 * their stems in memory. One statement for `linesPerStatement` names, each in a short transaction of its own.
 */
export async function goodsNamed(
  db: Db,
  names: readonly (string | undefined)[],
  langs: readonly Lang[],
  userId: number,
  family: FamilyCounts,
  deadline: Deadline,
): Promise<(GoodRow | undefined)[]> {
  const familyByKey = familyIndex(family);
  const goods: (GoodRow | undefined)[] = [];
  for (let start = 0; start < names.length; start += linesPerStatement) {
    const chunk = names.slice(start, start + linesPerStatement);
    const queries = chunk
      .flatMap((name, line) => (name === undefined ? [] : queriesOf(line, name, langs)))
      .map((query, id) => ({ ...query, id }));
    await letOthersIn();
    deadline.check();
    // The look-up reads by its indexes only: a planner that expects many rows would rather scan (as the search).
    const found = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return readGoods(tx, queries, familyByKey, userId);
    });
    for (let line = 0; line < chunk.length; line += 1) {
      goods.push(
        bestNamed(
          queries.filter((q) => q.line === line),
          found,
          familyByKey,
          family,
        ),
      );
    }
  }
  return goods;
}

/** What one statement found: the rows each range read, and every row found by its folded name in each language. */
interface Found {
  byQuery: Map<number, GoodRow[]>;
  byName: Record<Lang, Map<string, GoodRow[]>>;
  byId: Map<number, GoodRow>;
  /** A row's name in the language, folded and as `stemsKey`, made once per row. */
  keys: Record<Lang, (row: GoodRow) => { folded: string; key: string }>;
}

/** The folded name and key of rows in a language, each made once. */
function nameKeys(lang: Lang): (row: GoodRow) => { folded: string; key: string } {
  const kept = new Map<number, { folded: string; key: string }>();
  return (row) => {
    let keys = kept.get(row.id);
    if (!keys) {
      const name = lang === 'ru' ? row.name_ru : row.name_en;
      keys = { folded: foldName(name), key: stemsKey(name) };
      kept.set(row.id, keys);
    }
    return keys;
  };
}

type FoundRow = GoodRow & { query: number | null };

/** The rows the queries may mean, in one statement (it reads only by the indexes; no purchases). */
async function readGoods(
  db: Executor,
  queries: readonly LineQuery[],
  familyByKey: Record<Lang, Map<string, number[]>>,
  userId: number,
): Promise<Found> {
  const ranges = queries.flatMap(({ id, lang, query }) =>
    query.firstStem === '' ? [] : [{ i: id, lang, lo: query.firstStem, hi: rangeEnd(query.firstStem) }],
  );
  const names = { ru: new Set<string>(), en: new Set<string>() };
  const ids = new Set<number>();
  for (const { lang, query, key } of queries) {
    names[lang].add(query.folded);
    for (const name of query.synonyms.named) names[lang].add(name);
    for (const id of familyByKey[lang].get(key) ?? []) ids.add(id);
  }
  const visible = sql`(p.common or p.owner_id = ${userId})`;
  const folded = (lang: Lang) => sql`(${foldColumn(sql.raw(lang === 'ru' ? 'p.name_ru' : 'p.name_en'))}) collate "C"`;
  const ranged = (lang: Lang) => sql`
    select q.i, x.id from (select * from q where q.lang = ${lang}) q cross join lateral (
      select p.id from products p where ${visible} and ${folded(lang)} >= q.lo and ${folded(lang)} < q.hi
      order by ${folded(lang)} limit ${rangeRows}) x`;
  const named = (lang: Lang) => sql`
    select null::int as i, p.id from products p
    where ${visible} and ${folded(lang)} in (select json_array_elements_text(${JSON.stringify([...names[lang]])}::json))`;
  const { rows } = (await db.execute(sql`
    with q as (select * from json_to_recordset(${JSON.stringify(ranges)}::json) as q(i int, lang text, lo text, hi text)),
    f as (
      ${ranged('ru')} union all ${ranged('en')} union all ${named('ru')} union all ${named('en')}
      union all select null::int, p.id from products p
        where ${visible} and p.id in (select json_array_elements_text(${JSON.stringify([...ids])}::json)::int))
    select f.i as query, p.id, p.name_ru, p.name_en, p.common, p.default_unit_id,
      coalesce(pp.purchases, 0)::int as everyone
    from f join products p on p.id = f.id left join product_popularity pp on pp.product_id = p.id`)) as unknown as {
    rows: FoundRow[];
  };
  const found: Found = {
    byQuery: new Map(),
    byName: { ru: new Map(), en: new Map() },
    byId: new Map(),
    keys: { ru: nameKeys('ru'), en: nameKeys('en') },
  };
  const push = <K>(map: Map<K, GoodRow[]>, key: K, row: GoodRow) => map.set(key, [...(map.get(key) ?? []), row]);
  for (const { query, ...row } of rows) {
    found.byId.set(row.id, row);
    if (query !== null) push(found.byQuery, query, row);
    push(found.byName.ru, found.keys.ru(row).folded, row);
    push(found.byName.en, found.keys.en(row).folded, row);
  }
  return found;
}

/**
 * The best good a line's queries name, trying them in order. Only the candidates that can be named are ranked: the
 * same name up to word forms (the same stems, or the same folded name) or a synonym's good, so a line costs its
 * candidates' keys (kept per row), not a `matchName` of the whole line against each of them.
 */
function bestNamed(
  queries: readonly LineQuery[],
  found: Found,
  familyByKey: Record<Lang, Map<string, number[]>>,
  family: FamilyCounts,
): GoodRow | undefined {
  for (const { id, lang, query, key } of queries) {
    const rows = new Map<number, GoodRow>();
    const add = (row: GoodRow | undefined) => {
      if (!row || rows.has(row.id)) return;
      const name = found.keys[lang](row);
      if (name.key === key || name.folded === query.folded || query.synonyms.named.has(name.folded)) {
        rows.set(row.id, row);
      }
    };
    for (const row of found.byQuery.get(id) ?? []) add(row);
    for (const name of [query.folded, ...query.synonyms.named])
      for (const row of found.byName[lang].get(name) ?? []) add(row);
    for (const familyId of familyByKey[lang].get(key) ?? []) add(found.byId.get(familyId));
    const candidates = [...rows.values()].map((row) => ({
      ...row,
      name: lang === 'ru' ? row.name_ru : row.name_en,
      family: family.counts.get(row.id) ?? 0,
    }));
    const best = rankProducts(query, candidates, 1)[0];
    if (best && best.match.named < 2) return best;
  }
  return undefined;
}
