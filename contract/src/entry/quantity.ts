import {
  amountAt,
  amountOf,
  maxAmount,
  number,
  numberPattern,
  rangePattern,
  type TypedAmount,
  thousandths,
} from './amounts.js';
import { readQualifiers } from './qualifiers.js';
import { piecesCode, type UnitCode, type UnitDefinition, unitTable } from './units.js';
import { foldName, stemWord } from './word-forms.js';

export { isAmount, maxAmount } from './amounts.js';

/**
 * Units as people type them, and adding two amounts of one item. Pure functions without zod, shared by the add box
 * and the server.
 */

/** A unit as `GET /api/units` answers it. */
export interface UnitNames {
  id: number;
  /** The unit's code in the table of units.ts (`kg`); a unit the table does not know has one of its own. */
  code: string;
  name_ru: string;
  name_en: string;
}

/**
 * A unit's name as it is compared: folded, its dots read as spaces between its words ("Уп." → "уп", «ст. л.» and
 * «ст.л.» → «ст л»).
 */
const unitKey = (text: string) => foldName(text).replace(/\./gu, ' ').trim().replace(/\s+/gu, ' ');

/** Each word's stem: «столовые ложки» is «столов ложк», as «столовая ложка» is. */
const stemWords = (key: string) => key.split(' ').map(stemWord).join(' ');

/** The forms a unit word is looked up by: itself, its stems, and (in Latin letters) itself without a plural "s". */
const unitForms = (key: string) => [key, stemWords(key), key.replace(/(?<=[a-z]{2})s$/u, '')];

/** The unit of the table a unit of the list is, by its code (the seed loads the table's codes). */
const definitionOf = (unit: Pick<UnitNames, 'code'>): UnitDefinition | undefined =>
  unitTable.find((d) => d.code === unit.code);

/** A unit as a conversion needs it: its id and its code in the table of units.ts. */
export type UnitRef = Pick<UnitNames, 'id' | 'code'>;

/** An amount in another unit of its measure (500 г in кг: 0.5); null when the units are of different measures. */
export function amountIn(amount: { amount: number; unit: UnitRef }, unit: UnitRef): number | null {
  if (amount.unit.id === unit.id) return amount.amount;
  const from = definitionOf(amount.unit);
  const to = definitionOf(unit);
  if (!from?.measure || from.measure !== to?.measure || !from.factor || !to.factor) return null;
  return (amount.amount * from.factor) / to.factor;
}

/** The code of a unit of the list, if it is one of the table's. */
export const unitCodeOf = (unit: UnitNames): UnitCode | undefined => definitionOf(unit)?.code;

/** The words of each units array made once: every entry read (each keystroke, each pasted line) asks for them. */
const wordsOfUnits = new WeakMap<readonly UnitNames[], Map<string, UnitNames>>();
/** How many words the longest way to write a unit of each words map has («столовая ложка»: 2). */
const longestOfWords = new WeakMap<Map<string, unknown>, number>();

/**
 * Every way to write each unit of the list (its own names and the known spellings, and their stems), folded, to the
 * unit. Look words up with `findUnit`, phrases of words with `unitAt`. Made once per array of units.
 */
export function unitWords<U extends UnitNames>(units: readonly U[]): Map<string, U> {
  const kept = wordsOfUnits.get(units);
  if (kept) return kept as Map<string, U>;
  const found = new Map<string, U>();
  for (const unit of units) {
    for (const word of [unit.name_ru, unit.name_en, ...(definitionOf(unit)?.spellings ?? [])]) {
      const key = unitKey(word);
      for (const form of new Set([key, stemWords(key)])) if (form !== '' && !found.has(form)) found.set(form, unit);
    }
  }
  longestOfWords.set(found, Math.max(1, ...[...found.keys()].map((key) => key.split(' ').length)));
  wordsOfUnits.set(units, found);
  return found;
}

/** The unit a typed word names ("кг", "Кило", "литров", "kgs", "уп.", «ст.л.»), if any. */
export function findUnit<U>(words: Map<string, U>, word: string): U | undefined {
  const key = unitKey(word);
  if (key === '') return undefined;
  for (const form of unitForms(key)) {
    const unit = words.get(form);
    if (unit) return unit;
  }
  return undefined;
}

/**
 * The unit the tokens from `at` name, the longest way of writing one first («ст. л.», «столовые ложки», "cups"), and
 * how many tokens it takes.
 */
export function unitAt<U>(words: Map<string, U>, tokens: readonly string[], at: number): UnitAt<U> | undefined {
  for (let length = Math.min(longestOfWords.get(words) ?? 1, tokens.length - at); length >= 1; length -= 1) {
    const unit = findUnit(words, tokens.slice(at, at + length).join(' '));
    if (unit) return { unit, length };
  }
  return undefined;
}

export interface UnitAt<U> {
  unit: U;
  /** How many tokens it took. */
  length: number;
}

/** The unit of pieces in the list (a bare count means pieces), if it has one. */
export const piecesOf = <U extends UnitNames>(units: readonly U[]): U | undefined =>
  units.find((unit) => unitCodeOf(unit) === piecesCode);

/**
 * The amount an item holds after `added` is put on top of `existing`, or null when the units do not convert (kilos
 * and litres, pieces and grams, cups and anything: a cup has no measure) or the sum is too large. The same unit keeps
 * its unit; units of one measure sum exactly, in the larger unit when the sum is at least one of it with at most three
 * decimals, else in the smaller one, else in the larger one below one of it: 2 кг + 500 г = 2.5 кг, 300 г + 0.2 кг =
 * 500 г, 1 кг + 0.5 г = 1000.5 г, 1 ст. л. + 1 ч. л. = 4 ч. л., 8 oz + 1 lb = 1.5 lb, 1 ст. л. + 0.001 л = 0.016 л.
 * Null too when neither unit holds the sum in three decimals (1 л + 0.001 ст. л.).
 */
export function sumAmounts<U extends UnitNames>(
  existing: { amount: number; unit: U },
  added: { amount: number; unit: U },
): { amount: number; unit: U } | null {
  if (existing.unit.id === added.unit.id) {
    const amount = (thousandths(existing.amount) + thousandths(added.amount)) / 1000;
    return amount <= maxAmount ? { amount, unit: existing.unit } : null;
  }
  const from = definitionOf(existing.unit);
  const to = definitionOf(added.unit);
  if (!from?.measure || from.measure !== to?.measure || !from.factor || !to.factor) return null;
  // In thousandths of the measure's base (micrograms, microlitres): integers, no rounding noise; big ones, as a
  // billion kilos are 10^18 of them, past the integers a number holds exactly.
  const total =
    BigInt(thousandths(existing.amount)) * BigInt(from.factor) + BigInt(thousandths(added.amount)) * BigInt(to.factor);
  const exactIn = ({ unit, factor }: { unit: U; factor: number }) =>
    total % BigInt(factor) === 0n ? { amount: Number(total / BigInt(factor)) / 1000, unit } : undefined;
  const [larger, smaller] = [
    { unit: existing.unit, factor: from.factor },
    { unit: added.unit, factor: to.factor },
  ].sort((a, b) => b.factor - a.factor) as [{ unit: U; factor: number }, { unit: U; factor: number }];
  const inLarger = exactIn(larger);
  // The larger unit when the sum is at least one of it (2.5 кг, not 0.101 кг).
  const sum = (inLarger && inLarger.amount >= 1 ? inLarger : undefined) ?? exactIn(smaller) ?? inLarger;
  return sum && sum.amount <= maxAmount ? sum : null;
}

/**
 * What is left of `existing` when `taken` is taken off it (a recipe's amount taken back: 1,2 кг − 200 г = 1 кг), in
 * `sumAmounts`' units; null when nothing would be left or the units do not add up.
 */
export function takeAmount<U extends UnitNames>(
  existing: { amount: number; unit: U },
  taken: { amount: number; unit: U },
): { amount: number; unit: U } | null {
  const left = sumAmounts(existing, { amount: -taken.amount, unit: taken.unit });
  return left && left.amount > 0 ? left : null;
}

/** What typed text asks for: a product name, and perhaps an amount and a unit ("2 кг яблок", "milk 2 l"). */
export interface Entry<U extends UnitNames = UnitNames> {
  /** The text without the amount and unit; the whole text when it holds no amount (or nothing but one). */
  name: string;
  amount?: number;
  /** The unit typed, or pieces for a bare count ("3 bread"); absent when the list of units has no such unit. */
  unit?: U;
  /** What the text said of the good that is not its name («3,2%», «4 размер»: `readQualifiers`); absent when none. */
  note?: string;
}

/** A number with letters glued after it ("2кг", "1,5l", "500g.", «2ст.л.»): the letters may be a unit. */
const gluedPattern = new RegExp(String.raw`^(${number})(\p{L}+(?:\.\p{L}+)*\.?)$`, 'u');
/** A count written with a multiplication sign: "3x", "x3", "3×", "3х" (Cyrillic х). */
const timesPattern = /^(?:[x×х](\d+)|(\d+)[x×х])$/u;
/** What stands between an amount and the name after it: "2 kg of apples", "2 x bread". */
const leadingJoiner = /^(?:of|x|×|х)$/iu;
/** What stands between a name and the amount after it: "bread x 2", «мука — 1,5 стакана», «Мука : 200 г». */
const trailingJoiner = /^[x×х—–:-]$/iu;
/** A mark ending a name before its amount: «Мука: 200 г», «мука— 200 г» (the name's spaces are single ones). */
const trailingMark = / ?[:—–]$/u;

/** The words without the joiner at `at` (0, the first; -1, the last), when words are left beside it. */
const withoutJoiner = (words: string[], joiner: RegExp, at: 0 | -1) =>
  words.length > 1 && joiner.test(words.at(at) ?? '') ? (at === 0 ? words.slice(1) : words.slice(0, -1)) : words;
const hasLetter = /\p{L}/u;

interface Quantity<U> extends TypedAmount {
  unit?: U;
}

/**
 * The amount (and unit) the tokens from `at` spell, reading forward: "2 кг", "2кг", "2", "3x", "1 1/2 cups",
 * «½ стакана», «2–3 шт», «2 ст. л.».
 */
function quantityAt<U>(tokens: readonly string[], at: number, words: Map<string, U>): Quantity<U> | undefined {
  const token = tokens[at] ?? '';
  const times = timesPattern.exec(token);
  if (times) {
    const amount = amountOf(times[1] ?? times[2] ?? '');
    return amount === undefined ? undefined : { amount, length: 1 };
  }
  const glued = gluedPattern.exec(token);
  if (glued) {
    const amount = amountOf(glued[1] ?? '');
    const unit = findUnit(words, glued[2] ?? '');
    return amount === undefined || unit === undefined ? undefined : { amount, unit, length: 1 };
  }
  const amount = amountAt(tokens, at);
  if (!amount) return undefined;
  const unit = unitAt(words, tokens, at + amount.length);
  return unit ? { ...amount, unit: unit.unit, length: amount.length + unit.length } : amount;
}

/** The most tokens a quantity at the end of a text takes: «1 1/2 – 2 столовые ложки». */
const longestQuantity = 8;

/**
 * Splits typed text into a product name and an amount with a unit, as the add box reads it: the amount before or
 * after the name, with or without a space before the unit ("2 кг яблок", "яблоки 2кг", "milk 2 l", "1,5 л молока",
 * "3 bread"), units in either language as the list of units names them or as people write them ("кило", "литра",
 * "pieces", «ст. л.»). Amounts as recipes write them too (amounts.ts): fractions «1/2», «½», "1 1/2"; a range «2–3»,
 * its upper end with the range in the note; a dash or a colon before a trailing amount («мука — 1,5 стакана»). A bare
 * count means pieces. Text without an amount, or with nothing but one, is all name. Qualifiers are taken off first
 * into the note («молоко 3,2%», «пиво 6 по 0,5», «яйца десяток»: `readQualifiers`).
 */
export function parseEntry<U extends UnitNames>(text: string, units: readonly U[]): Entry<U> {
  const qualified = readQualifiers(text);
  const entry = parseQuantity(qualified.text, units);
  const pieces = piecesOf(units);
  const note = [qualified.note, entry.note ?? ''].filter((part) => part !== '').join(', ');
  return {
    ...entry,
    ...(qualified.pieces !== undefined && entry.amount === undefined && { amount: qualified.pieces }),
    ...(qualified.pieces !== undefined && entry.amount === undefined && pieces && { unit: pieces }),
    ...(note !== '' && { note }),
  };
}

/** Whether a text starts with a number, a range or an amount with its unit glued on ("200 г", «½», «2-3», "400g"). */
export function startsWithAmount(text: string): boolean {
  const first = text.trim().split(/\s+/u)[0] ?? '';
  return numberPattern.test(first) || rangePattern.test(first) || gluedPattern.test(first);
}

/**
 * A text that is nothing but an amount, perhaps with a unit («½ стакана», "2 кг", «2–3 шт»): the amount, the unit
 * (pieces for a bare count) and a range's note; undefined for any other text. `parseEntry` keeps such a text the name.
 */
export function parseAmount<U extends UnitNames>(text: string, units: readonly U[]): Entry<U> | undefined {
  const tokens = text.trim().split(/\s+/u);
  const quantity = quantityAt(tokens, 0, unitWords(units));
  if (quantity?.length !== tokens.length) return undefined;
  const unit = quantity.unit ?? piecesOf(units);
  return { name: '', amount: quantity.amount, ...(unit && { unit }), ...(quantity.range && { note: quantity.range }) };
}

/** The amount and unit of a text without qualifiers (`parseEntry`'s second step); a range's ends are its note. */
function parseQuantity<U extends UnitNames>(text: string, units: readonly U[]): Entry<U> {
  const whole = text.trim().replace(/\s+/gu, ' ');
  const tokens = whole.split(' ');
  const words = unitWords(units);
  const pieces = piecesOf(units);
  const read = (quantity: Quantity<U>, rest: string[], leads: boolean): Entry<U> | undefined => {
    const name = leads
      ? withoutJoiner(rest, leadingJoiner, 0).join(' ')
      : withoutJoiner(rest, trailingJoiner, -1).join(' ').replace(trailingMark, '');
    if (!hasLetter.test(name)) return undefined;
    const unit = quantity.unit ?? pieces;
    return {
      name,
      amount: quantity.amount,
      ...(unit ? { unit } : {}),
      ...(quantity.range && { note: quantity.range }),
    };
  };
  const leading = quantityAt(tokens, 0, words);
  const fromStart = leading && read(leading, tokens.slice(leading.length), true);
  if (fromStart) return fromStart;
  // At the end: "… 2 кг", "… 2кг", "… 2", "… 1 1/2 cups", the longest first.
  for (let at = Math.max(1, tokens.length - longestQuantity); at < tokens.length; at += 1) {
    const trailing = quantityAt(tokens, at, words);
    if (trailing?.length !== tokens.length - at) continue;
    const entry = read(trailing, tokens.slice(0, at), false);
    if (entry) return entry;
  }
  return { name: whole };
}
