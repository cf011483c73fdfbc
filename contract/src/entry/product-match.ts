/**
 * How typed text finds and orders products: one rule for the server's search (which fetches the candidates through its
 * indexes with the same conditions, server/src/lib/product-search.sql.ts, and orders them here) and the web client's
 * search over kept products without signal. Pure functions.
 */
import type { Lang } from '../core/lang.js';
import { autocompleteLimit } from '../core/limits.js';
import { type SynonymMatch, synonymsOf } from './synonyms.data.js';
import { foldName, foldWords, nameStems, nameWordSeparators, sameName } from './word-forms.js';

/** Matches inside a word need this many letters: one or two letters inside words would match nearly everything. */
export const minInsideLength = 3;

/** Typed text read once for matching many names. */
export interface ProductQuery {
  /** The text folded (`foldName`): a name starting with it matches best. */
  folded: string;
  /** Its words with separators as spaces (`foldWords`): a word of the name starting with it. */
  words: string;
  /** The stems of its words, when they say more than `words` does (none for one word without an ending to cut). */
  formStems: readonly string[];
  /** The first stem: a name starting with it is the better word-forms match. */
  firstStem: string;
  /** Whether the text is long enough to match inside a word. */
  inside: boolean;
  /** The text itself, for exact names up to word forms. */
  text: string;
  synonyms: SynonymMatch;
}

/**
 * The languages a typed good is looked for in, in order: the caller's, then the other one, so "milk 2%" typed in the
 * Russian interface (or a list pasted in English) is «Молоко». The add box's search and the paste go by it.
 */
export const searchLangs = (lang: Lang): readonly [Lang, Lang] => (lang === 'ru' ? ['ru', 'en'] : ['en', 'ru']);

/** The query of a text (the name part, without an amount), or null when it has nothing to look for. */
export function productQuery(text: string, lang: Lang): ProductQuery | null {
  const folded = foldName(text);
  if (folded === '') return null;
  const words = foldWords(text);
  const stems = nameStems(words);
  const formStems = stems.length === 0 || (stems.length === 1 && stems[0] === words) ? [] : stems;
  return {
    folded,
    words,
    formStems,
    firstStem: stems[0] ?? '',
    inside: words.length >= minInsideLength,
    text,
    synonyms: synonymsOf(text, lang, stems),
  };
}

/** How a name answers a query. */
export interface NameMatch {
  /**
   * 0: the name is the text, up to case, ё and word forms ("яйца" «Яйца», "хлеба" «Хлеб»); 1: a synonym of it is
   * ("картошка" «Картофель», "масло" «Масло сливочное»); 2: neither.
   */
  named: 0 | 1 | 2;
  /**
   * 0: the name starts with the text; 1: a word of it does, or one of its synonyms; 2, 3: every stem of the
   * text starts a word, the name starting with the first stem (2) or not (3); 4: it holds the text inside a word.
   */
  tier: 0 | 1 | 2 | 3 | 4;
}

const separators = new RegExp(`[${nameWordSeparators}]`, 'gu');

/** The words of a stored name with a space in front (the SQL twin is `wordsColumn` in server/src/lib/search.ts). */
const wordsOfName = (folded: string) => ` ${folded.replace(separators, ' ')}`;

/** How the name matches the query, or undefined when it does not. */
export function matchName(query: ProductQuery, name: string): NameMatch | undefined {
  const folded = foldName(name);
  const named = sameName(query.text, name) ? 0 : query.synonyms.named.has(folded) ? 1 : 2;
  const tier = tierOf(query, folded);
  if (tier !== undefined) return { named, tier };
  return named === 2 ? undefined : { named, tier: 0 };
}

function tierOf(query: ProductQuery, folded: string): NameMatch['tier'] | undefined {
  if (folded.startsWith(query.folded)) return 0;
  const words = wordsOfName(folded);
  if ((query.words !== '' && words.includes(` ${query.words}`)) || query.synonyms.started.has(folded)) return 1;
  if (query.formStems.length > 0 && query.formStems.every((stem) => words.includes(` ${stem}`)))
    return folded.startsWith(query.firstStem) ? 2 : 3;
  if (query.inside && words.includes(query.words)) return 4;
  return undefined;
}

/** A product found for a query, with what is known of how often it is bought. */
export interface ProductCandidate {
  id: number;
  name: string;
  /** A common (catalogue) product rather than the user's own. */
  common?: boolean;
  /** Purchases of it the caller may know of: ticks on the lists they are a member of, and their own ticks. */
  family?: number;
  /** Purchases of it by everyone (common products only). */
  everyone?: number;
}

export type RankedProduct<T extends ProductCandidate> = T & { match: NameMatch };

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Matches inside a word come after every match at the start of a word, however often they are bought. */
const strength = (match: NameMatch) => (match.tier === 4 ? 1 : 0);

/**
 * The candidates that match the query, best first: the named ones (the text's own name, then a synonym's), then the
 * ones bought more often by the family, then by everyone, then by how they match (`NameMatch.tier`), catalogue goods
 * before own products, shorter names, alphabetically. At most `limit`.
 */
export function rankProducts<T extends ProductCandidate>(
  query: ProductQuery,
  candidates: readonly T[],
  limit = autocompleteLimit,
): RankedProduct<T>[] {
  const ranked: RankedProduct<T>[] = [];
  for (const candidate of candidates) {
    const match = matchName(query, candidate.name);
    if (match) ranked.push({ ...candidate, match });
  }
  return ranked
    .sort(
      (a, b) =>
        a.match.named - b.match.named ||
        strength(a.match) - strength(b.match) ||
        (b.family ?? 0) - (a.family ?? 0) ||
        (b.everyone ?? 0) - (a.everyone ?? 0) ||
        a.match.tier - b.match.tier ||
        Number(b.common ?? false) - Number(a.common ?? false) ||
        a.name.length - b.name.length ||
        compareText(a.name, b.name) ||
        a.id - b.id,
    )
    .slice(0, limit);
}
