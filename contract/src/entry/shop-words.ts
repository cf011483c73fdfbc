import type { Lang } from '../core/lang.js';
import { sameName } from './word-forms.js';

// The words of shops in typed lines and in texts: the shop a line names at its end («сыр в Ашане»), and a shop's
// name after «в» / "at" and "to" (the notices of who is where). Zod-free: the add box reads lines with it.

/** The word before a shop's name at the end of a line: «… в Ашане», «… на рынке», "… at Costco". */
const shopPreposition = /^(?:в|во|на|из|at|from|in)$/iu;
const lineBreak = /[\n\r\u2028\u2029]/gu;

/**
 * «сыр в Ашане» → «сыр», «Ашане»: the line before its last preposition that has words on both sides, and the words
 * after it; undefined when it has none. The words are read once, from the end: the pattern this replaces,
 * `^(.*\S)\s+(?:в|…)\s+(\S.*)$`, backtracked over every preposition of a long line. Its reading is kept: a line break
 * (a pasted line may hold U+2028) may stand only around the preposition.
 */
function splitAtShop(line: string): [text: string, named: string] | undefined {
  const words = [...line.matchAll(/\S+/gu)].map((word) => ({ start: word.index, end: word.index + word[0].length }));
  const breaks = [...line.matchAll(lineBreak)].map((found) => found.index);
  const firstBreak = breaks[0] ?? line.length;
  const lastBreak = breaks.at(-1) ?? -1;
  for (let at = words.length - 2; at >= 1; at -= 1) {
    const [before, preposition, after] = [words[at - 1]!, words[at]!, words[at + 1]!];
    const isPreposition = shopPreposition.test(line.slice(preposition.start, preposition.end));
    if (isPreposition && firstBreak >= before.end && lastBreak < after.start) {
      return [line.slice(0, before.end), line.slice(after.start)];
    }
  }
  return undefined;
}

const fleetingVowelAtEnd = /^(\p{L}{2,})[оеё]([бвгджзклмнпрстфхцчшщ])$/iu;

/**
 * «Рынок» → «Рынк»: the vowel a Russian noun drops in its other forms (рынок, на рынке), in each word that ends at a
 * space or the end. Each word is looked at once, whole (a pattern that finds the words too backtracks quadratically).
 */
const withoutFleetingVowels = (name: string): string =>
  name.replace(/\p{L}+/gu, (word: string, at: number) => {
    const next = name.charAt(at + word.length);
    return next === '' || /\s/u.test(next) ? word.replace(fleetingVowelAtEnd, '$1$2') : word;
  });

/**
 * A typed line with the list's shop it names at its end taken off («сыр в Ашане» → «сыр» at Ашан, "cheese at Costco"
 * → "cheese" at Costco), the shop's name read in its word forms (sameName); the line as it is when it names none.
 */
export function readStore<S extends { id: number; name: string }>(
  line: string,
  stores: readonly S[],
): { text: string; store?: S } {
  const split = splitAtShop(line.trim());
  if (!split || stores.length === 0) return { text: line };
  const [text, named] = split;
  const store = stores.find(
    (candidate) => sameName(candidate.name, named) || sameName(withoutFleetingVowels(candidate.name), named),
  );
  return store ? { text, store } : { text: line };
}

const cyrillicEnd = /[а-яё]$/iu;
const softOrVowelEnd = /[аяйьоеёиыуюэ]$/iu;

/**
 * Where a member is: «в Ашане», «в Пятёрочке», «в Рынке» (its fleeting vowel dropped); a name that does not decline
 * (Latin, or ending in another vowel) stays as it is («в Costco», «в Дикси»). English: "at Costco".
 */
export function atStore(name: string, lang: Lang): string {
  if (lang === 'en') return `at ${name}`;
  const trimmed = name.trim();
  if (!cyrillicEnd.test(trimmed)) return `в ${trimmed}`;
  if (/[ая]$/iu.test(trimmed)) return `в ${trimmed.slice(0, -1)}е`;
  if (softOrVowelEnd.test(trimmed)) return `в ${trimmed}`;
  return `в ${withoutFleetingVowels(trimmed)}е`;
}

/** Where a member is going: «в Ашан», «в Пятёрочку», «в Costco»; English: "to Costco". */
export function toStore(name: string, lang: Lang): string {
  if (lang === 'en') return `to ${name}`;
  const trimmed = name.trim();
  if (/а$/iu.test(trimmed)) return `в ${trimmed.slice(0, -1)}у`;
  if (/я$/iu.test(trimmed)) return `в ${trimmed.slice(0, -1)}ю`;
  return `в ${trimmed}`;
}
