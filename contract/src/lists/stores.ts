import { z } from 'zod';
import { IdParam, idOf, type Lang, RowId } from '../core/common.js';
import { sameName } from '../entry/word-forms.js';
import { visibleText, withoutEmojiGlue } from '../text/visible-text.js';

// Several shops per shopping list (docs/api.md, "Shops"): each with its own department order, goods tied to the shops
// that have them, and the shop a member is in right now.

/** The most shops a list has. */
export const storesPerListMax = 20;
/** The longest name of a shop. */
export const storeNameMax = 64;

// Letters, digits, spaces and punctuation, as a list's name; no control or invisible characters (`visibleText`).
const storeNamePattern = /^[\p{L}\p{M}\p{N}\p{P}\p{S}\p{Zs}]+$/u;

export const StoreName = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.storeNameLength' })
  .max(storeNameMax, { error: 'validation.storeNameLength' })
  .refine((name) => storeNamePattern.test(withoutEmojiGlue(name)), { error: 'validation.storeNameChars' })
  .check(visibleText('validation.storeNameChars'));

/** The order of a list's (or a shop's) departments, learned from ticks or arranged by its members. */
export const ShopOrder = z.object({ order: z.array(RowId), arranged: z.boolean() });
export type ShopOrder = z.infer<typeof ShopOrder>;

/** An arrangement of departments: distinct category ids, at most 100. */
const DepartmentOrder = z
  .array(idOf('validation.shopOrder'), { error: 'validation.shopOrder' })
  .max(100, { error: 'validation.shopOrder' })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'validation.shopOrder' });

/** A new arrangement of the list's departments, or `null` to go back to the learned order. */
export const ArrangeShopOrderBody = z.object({ order: DepartmentOrder.nullable() });
export type ArrangeShopOrderBody = z.infer<typeof ArrangeShopOrderBody>;

/** A shop of a list: its department order (arranged by hand for it, else learned from the ticks made there). */
export const Store = z.object({
  id: RowId,
  name: z.string(),
  order: z.array(RowId),
  arranged: z.boolean(),
});
export type Store = z.infer<typeof Store>;

/** A shop as a list's member or an item names it. */
export const StoreRef = z.object({ id: RowId, name: z.string() });
export type StoreRef = z.infer<typeof StoreRef>;

export const CreateStoreBody = z.object({ name: StoreName });
export type CreateStoreBody = z.infer<typeof CreateStoreBody>;

/** A new name, a new order of the shop's departments (`null`: back to the learned one), or both. */
export const UpdateStoreBody = z
  .object({ name: StoreName.optional(), order: DepartmentOrder.nullable().optional() })
  .refine((body) => body.name !== undefined || body.order !== undefined, { error: 'validation.nothingToChange' });
export type UpdateStoreBody = z.infer<typeof UpdateStoreBody>;

/** The shops an item is had at: distinct ids of the list's shops; `[]` for any shop. */
export const ItemStores = z
  .array(idOf('validation.stores'), { error: 'validation.stores' })
  .max(storesPerListMax, { error: 'validation.stores' })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'validation.stores' });

/** `POST /api/list/{id}/shopping`: optionally, the shop of the list the member is going to. */
export const GoingShoppingBody = z.preprocess(
  (body) => body ?? {},
  z.object({ store: idOf('validation.stores').optional() }),
);
export type GoingShoppingBody = z.infer<typeof GoingShoppingBody>;

/**
 * How often a user may say which shop they are in (`PUT /api/list/{id}/here`), over all their lists: a person walks
 * into a few shops a trip, and each change is news on every member's screen.
 */
export const hereChangesPerMinute = 30;

/** `PUT /api/list/{id}/here`: the shop the member is in now, or `null` for none. */
export const HereBody = z.object({ store: idOf('validation.stores').nullable() });
export type HereBody = z.infer<typeof HereBody>;

export const ListStoreParams = z.object({ id: IdParam, storeId: IdParam });

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
