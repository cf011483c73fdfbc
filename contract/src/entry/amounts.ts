/**
 * Amounts as people write them, in the add box and in recipes: decimals with a dot or a comma, fractions («1/2», «½»,
 * "1 1/2"), ranges («2–3», "2 to 3"), and the contract's rule of a valid amount. Pure functions without zod; read into
 * goods with their units by quantity.ts.
 */

/** The largest amount an item holds, and its decimals (the contract's Amount). */
export const maxAmount = 999_999_999;
/** An amount in thousandths, an integer: amounts are summed and compared in them. */
export const thousandths = (value: number) => Math.round(value * 1000);

/** True when the value is a valid amount with at most three decimals. */
export const isAmount = (value: number): boolean =>
  Number.isFinite(value) && value >= 0 && value <= maxAmount && Math.abs(thousandths(value) - value * 1000) < 1e-6;

/** The fractions recipes write as one character, and their values. */
const vulgarFractions: Readonly<Record<string, number>> = {
  '½': 1 / 2,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '¼': 1 / 4,
  '¾': 3 / 4,
  '⅕': 1 / 5,
  '⅖': 2 / 5,
  '⅗': 3 / 5,
  '⅘': 4 / 5,
  '⅙': 1 / 6,
  '⅚': 5 / 6,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
};
/** The keys of `vulgarFractions`, as a class (written out: the regular expressions are checked as they read). */
const vulgar = '[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]';
const decimal = String.raw`\d+(?:[.,]\d+)?|[.,]\d+`;
/** "1/2" (or with the fraction slash, "1⁄2"), «½». */
const fraction = String.raw`\d+[/⁄]\d+|${vulgar}`;
/** A number as typed: a decimal, a fraction, a whole with a fraction glued on («1½»). */
export const number = String.raw`${decimal}|${fraction}|\d+${vulgar}`;
/** A token that is a number. */
export const numberPattern = new RegExp(`^(?:${number})$`, 'u');
/** A fraction after a whole, as a token of its own: "1 1/2", «1 ½». */
const fractionPattern = new RegExp(`^(?:${fraction})$`, 'u');
/** A range in one token: «2-3», "2–3", «1/2-1». */
export const rangePattern = new RegExp(`^(${number})[-–—](${number})$`, 'u');
/** The words between the two ends of a range written apart: "2 - 3", «2 – 3», "2 to 3", "1 or 2", «1 или 2». */
const rangeJoiner = /^(?:[-–—]|to|or|или)$/iu;

/** An amount read off typed tokens. */
export interface TypedAmount {
  amount: number;
  /** Both ends of a range as written, «2–3»: the amount is its upper end (`amountAt`). */
  range?: string;
  /** How many tokens it took. */
  length: number;
}

/** The value of a number as typed: "1,5", ".5", "1/2", «½», «1½»; undefined for a decimal with over three decimals. */
function numberValue(text: string): number | undefined {
  const slashed = /^(\d+)[/⁄](\d+)$/u.exec(text);
  if (slashed) return Number(slashed[1]) / Number(slashed[2]);
  const glyph = text.at(-1) ?? '';
  const part = vulgarFractions[glyph];
  if (part !== undefined) return Number(text.slice(0, -1) || 0) + part;
  const value = Number(text.replace(',', '.'));
  return isAmount(value) ? value : undefined;
}

/** A positive amount the contract accepts: a fraction rounded to three decimals («⅓» is 0.333). */
export function amountOf(text: string): number | undefined {
  const value = numberValue(text);
  if (value === undefined) return undefined;
  const amount = Math.round(value * 1000) / 1000;
  return amount > 0 && isAmount(amount) ? amount : undefined;
}

/** The number the tokens from `at` write: "2", "1,5", "1/2", «½», and a whole with a fraction, "1 1/2" (two tokens). */
function numberAt(tokens: readonly string[], at: number): { amount: number; text: string; length: number } | undefined {
  const token = tokens[at] ?? '';
  if (!numberPattern.test(token)) return undefined;
  const next = tokens[at + 1] ?? '';
  const text = /^\d+$/u.test(token) && fractionPattern.test(next) ? `${token} ${next}` : token;
  const amount = text === token ? amountOf(token) : sumOf(amountOf(token), amountOf(next));
  return amount === undefined ? undefined : { amount, text, length: text === token ? 1 : 2 };
}

const sumOf = (whole: number | undefined, part: number | undefined) =>
  whole === undefined || part === undefined ? undefined : Math.round((whole + part) * 1000) / 1000;

/**
 * The amount the tokens from `at` write: a number, or a range («2–3», "2 - 3", "2 to 3") whose amount is its upper
 * end, the most a cook may use, so that a list buys enough; the range as written goes with it, for the note.
 */
export function amountAt(tokens: readonly string[], at: number): TypedAmount | undefined {
  const joined = rangePattern.exec(tokens[at] ?? '');
  if (joined) {
    const [low, high] = [numberAt([joined[1] ?? ''], 0), numberAt([joined[2] ?? ''], 0)];
    return low && high && high.amount > low.amount ? rangeOf(low, high, 1) : undefined;
  }
  const low = numberAt(tokens, at);
  if (!low) return undefined;
  const high = rangeJoiner.test(tokens[at + low.length] ?? '') ? numberAt(tokens, at + low.length + 1) : undefined;
  return high && high.amount > low.amount
    ? rangeOf(low, high, low.length + 1 + high.length)
    : { amount: low.amount, length: low.length };
}

const rangeOf = (low: { text: string }, high: { amount: number; text: string }, length: number) => ({
  amount: high.amount,
  range: `${low.text}–${high.text}`,
  length,
});
