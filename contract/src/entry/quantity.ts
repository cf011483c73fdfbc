import { readQualifiers } from './qualifiers.js';
import { piecesCode, type UnitCode, type UnitDefinition, unitTable } from './units.js';
import { foldName, stemWord } from './word-forms.js';

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

/** A unit's name as it is compared: folded, without a trailing dot ("Уп." → "уп"). */
const unitKey = (text: string) => foldName(text).replace(/\.$/u, '');

/** The forms a unit word is looked up by: itself, its stem, and (in Latin letters) itself without a plural "s". */
const unitForms = (key: string) => [key, stemWord(key), key.replace(/(?<=[a-z]{2})s$/u, '')];

/** The unit of the table a unit of the list is, by its code (the seed loads the table's codes). */
const definitionOf = (unit: UnitNames): UnitDefinition | undefined => unitTable.find((d) => d.code === unit.code);

/** The code of a unit of the list, if it is one of the table's. */
export const unitCodeOf = (unit: UnitNames): UnitCode | undefined => definitionOf(unit)?.code;

/** The words of each units array made once: every entry read (each keystroke, each pasted line) asks for them. */
const wordsOfUnits = new WeakMap<readonly UnitNames[], Map<string, UnitNames>>();

/**
 * Every way to write each unit of the list (its own names and the known spellings, and their stems), folded, to the
 * unit. Look words up with `findUnit`. Made once per array of units.
 */

export function unitWords<U extends UnitNames>(units: readonly U[]): Map<string, U> {
  const kept = wordsOfUnits.get(units);
  if (kept) return kept as Map<string, U>;
  const found = new Map<string, U>();
  for (const unit of units) {
    for (const word of [unit.name_ru, unit.name_en, ...(definitionOf(unit)?.spellings ?? [])]) {
      const key = unitKey(word);
      for (const form of new Set([key, stemWord(key)])) if (form !== '' && !found.has(form)) found.set(form, unit);
    }
  }
  wordsOfUnits.set(units, found);
  return found;
}

/** The unit a typed word names ("кг", "Кило", "литров", "kgs", "уп."), if any. */
export function findUnit<U>(words: Map<string, U>, word: string): U | undefined {
  const key = unitKey(word);
  if (key === '') return undefined;
  for (const form of unitForms(key)) {
    const unit = words.get(form);
    if (unit) return unit;
  }
  return undefined;
}

/** The unit of pieces in the list (a bare count means pieces), if it has one. */
export const piecesOf = <U extends UnitNames>(units: readonly U[]): U | undefined =>
  units.find((unit) => unitCodeOf(unit) === piecesCode);

/** The largest amount an item holds, and its decimals (the contract's Amount). */
export const maxAmount = 999_999_999;
const thousandths = (value: number) => Math.round(value * 1000);

/** True when the value is a valid amount with at most three decimals. */
export const isAmount = (value: number): boolean =>
  Number.isFinite(value) && value >= 0 && value <= maxAmount && Math.abs(thousandths(value) - value * 1000) < 1e-6;

/**
 * The amount an item holds after `added` is put on top of `existing`, or null when the units do not convert (kilos
 * and litres, pieces and grams) or the sum is too large. The same unit keeps its unit; grams and kilos (millilitres
 * and litres) sum in the larger unit when the result is at least one of it with at most three decimals, else in the
 * smaller one: 2 кг + 500 г = 2.5 кг, 300 г + 0.2 кг = 500 г, 1 кг + 0.5 г = 1000.5 г.
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
  // In thousandths of the measure's smallest unit (milligrams, microlitres): integers, no rounding noise.
  const total = thousandths(existing.amount) * from.factor + thousandths(added.amount) * to.factor;
  const [larger, smaller] = from.factor >= to.factor ? [existing.unit, added.unit] : [added.unit, existing.unit];
  const largerFactor = Math.max(from.factor, to.factor);
  // The larger unit when the sum is at least one of it and exact in three decimals (2.5 кг, not 0.101 кг).
  const inLarger = total % largerFactor === 0 && total / largerFactor >= 1000;
  const unit = inLarger ? larger : smaller;
  const amount = Math.round(total / (inLarger ? largerFactor : Math.min(from.factor, to.factor))) / 1000;
  return amount <= maxAmount ? { amount, unit } : null;
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

const numberPattern = /^(?:\d+(?:[.,]\d+)?|[.,]\d+)$/u;
/** A number with letters glued after it ("2кг", "1,5l", "500g."): the letters may be a unit. */
const gluedPattern = /^(\d+(?:[.,]\d+)?|[.,]\d+)(\p{L}+\.?)$/u;
/** A count written with a multiplication sign: "3x", "x3", "3×", "3х" (Cyrillic х). */
const timesPattern = /^(?:[x×х](\d+)|(\d+)[x×х])$/u;
const hasLetter = /\p{L}/u;

/** A positive amount the contract accepts, from a number typed with a dot or a comma. */
function amountOf(text: string): number | undefined {
  const value = Number(text.replace(',', '.'));
  return value > 0 && isAmount(value) ? value : undefined;
}

interface Quantity<U> {
  amount: number;
  unit?: U;
  /** How many tokens it took. */
  length: number;
}

/** The amount (and unit) the tokens from `at` spell, reading forward: "2 кг", "2кг", "2", "3x". */
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
  if (!numberPattern.test(token)) return undefined;
  const amount = amountOf(token);
  if (amount === undefined) return undefined;
  const unit = findUnit(words, tokens[at + 1] ?? '');
  return unit === undefined ? { amount, length: 1 } : { amount, unit, length: 2 };
}

/**
 * Splits typed text into a product name and an amount with a unit, as the add box reads it: the amount before or
 * after the name, with or without a space before the unit ("2 кг яблок", "яблоки 2кг", "milk 2 l", "1,5 л молока",
 * "3 bread"), units in either language as the list of units names them or as people write them ("кило", "литра",
 * "pieces"). A bare count means pieces. Text without an amount, or with nothing but one, is all name. Qualifiers are
 * taken off first into the note («молоко 3,2%», «пиво 6 по 0,5», «яйца десяток»: `readQualifiers`).
 */
export function parseEntry<U extends UnitNames>(text: string, units: readonly U[]): Entry<U> {
  const qualified = readQualifiers(text);
  const entry = parseQuantity(qualified.text, units);
  const pieces = piecesOf(units);
  return {
    ...entry,
    ...(qualified.pieces !== undefined && entry.amount === undefined && { amount: qualified.pieces }),
    ...(qualified.pieces !== undefined && entry.amount === undefined && pieces && { unit: pieces }),
    ...(qualified.note !== '' && { note: qualified.note }),
  };
}

/** The amount and unit of a text without qualifiers (`parseEntry`'s second step). */
function parseQuantity<U extends UnitNames>(text: string, units: readonly U[]): Entry<U> {
  const whole = text.trim().replace(/\s+/gu, ' ');
  const tokens = whole.split(' ');
  const words = unitWords(units);
  const pieces = piecesOf(units);
  const read = (quantity: Quantity<U>, rest: string[], leads: boolean): Entry<U> | undefined => {
    // "2 kg of apples", "2 x bread", "bread x 2"
    const joiner = leads ? /^(?:of|x|×|х)$/iu : /^[x×х]$/iu;
    const next = leads ? rest[0] : rest.at(-1);
    const name = (rest.length > 1 && joiner.test(next ?? '') ? (leads ? rest.slice(1) : rest.slice(0, -1)) : rest).join(
      ' ',
    );
    if (!hasLetter.test(name)) return undefined;
    const unit = quantity.unit ?? pieces;
    return { name, amount: quantity.amount, ...(unit ? { unit } : {}) };
  };
  const leading = quantityAt(tokens, 0, words);
  const fromStart = leading && read(leading, tokens.slice(leading.length), true);
  if (fromStart) return fromStart;
  // At the end: "… 2 кг", "… 2кг", "… 2".
  for (const length of [2, 1]) {
    const at = tokens.length - length;
    if (at < 1) continue;
    const trailing = quantityAt(tokens, at, words);
    if (trailing?.length !== length) continue;
    const entry = read(trailing, tokens.slice(0, at), false);
    if (entry) return entry;
  }
  return { name: whole };
}
