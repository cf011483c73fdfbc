import { minorOfText } from './money-rules.js';

// A price at the end of a typed line (issue 50: «молоко 89₽», "milk $2.49"), in the list's currency only. Zod-free:
// the add box reads lines with it, as the paste does.

/** The words people write a price with, beyond the currency's code and its symbols: the rouble's, the euro's. */
const extraMarks: Record<string, readonly string[]> = {
  RUB: ['р', 'р.', 'руб', 'руб.', 'рублей', 'рубля', 'рубль', 'руб.-'],
  EUR: ['евро', 'euro', 'euros'],
  USD: ['us$', 'долл', 'долл.', 'dollars'],
};

const marksOf = new Map<string, readonly string[]>();

/** Every way a price in `currency` is marked, lowercased: its code, its symbols in ru and en, and the words above. */
function currencyMarks(currency: string): readonly string[] {
  const kept = marksOf.get(currency);
  if (kept) return kept;
  const marks = new Set([currency.toLowerCase(), ...(extraMarks[currency] ?? [])]);
  for (const locale of ['ru', 'en']) {
    for (const currencyDisplay of ['symbol', 'narrowSymbol'] as const) {
      const parts = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay }).formatToParts(1);
      const symbol = parts.find((part) => part.type === 'currency')?.value;
      if (symbol) marks.add(symbol.toLowerCase());
    }
  }
  const found = [...marks].sort((a, b) => b.length - a.length);
  marksOf.set(currency, found);
  return found;
}

const hasDigit = /\d/u;
const digitsOrMarks = /^[\d.,']$/u;
const wholeDigits = /^\d+(?:[.,']\d+)*$/u;

/**
 * A price's digits at the end of a text: «89», «89,50», "2.49", "1,240.50" (no spaces: «10 89₽» is 10 of a good at
 * 89), with where they start; read from the end by hand, as a pattern anchored at the end only would try every start.
 */
function priceDigitsAtEnd(text: string): { digits: string; index: number } | undefined {
  let start = text.length;
  while (start > 0 && digitsOrMarks.test(text.charAt(start - 1))) start -= 1;
  const digits = text.slice(start);
  return wholeDigits.test(digits) ? { digits, index: start } : undefined;
}
/** A mark that is a word («руб», "eur") comes after the digits only: «руб 89» is no price. */
const isLetter = /\p{L}/u;

/**
 * A price written at the end of a line in `currency`, with its mark before or after the digits («89₽», «89 руб.»,
 * "$2.49", "2,49 €", "3 EUR"): the line without it and the price in minor units; undefined when the line ends in
 * none (no mark, another currency's, or digits that are no price: `minorOfText`).
 */
export function readPrice(line: string, currency: string): { text: string; price: number } | undefined {
  // No digit, no price: the add box reads its line as it opens and at every key, and the currency's symbols are asked
  // of Intl, whose first NumberFormat loads the locale's formatting data (a long task of the list screen's start).
  if (!hasDigit.test(line)) return undefined;
  const trimmed = line.trimEnd();
  const lower = trimmed.toLowerCase();
  for (const mark of currencyMarks(currency)) {
    // "2.49$", «89 ₽», «89 руб.»: the mark last.
    if (lower.endsWith(mark)) {
      const before = trimmed.slice(0, -mark.length).trimEnd();
      const digits = priceDigitsAtEnd(before);
      if (digits) {
        const found = priced(before.slice(0, digits.index), digits.digits, currency);
        if (found) return found;
      }
    }
    // "$2.49", "€3": the mark first, right before the digits.
    const digits = priceDigitsAtEnd(trimmed);
    if (digits && !isLetter.test(mark.charAt(0))) {
      const rest = trimmed.slice(0, digits.index).trimEnd();
      if (rest.toLowerCase().endsWith(mark)) {
        const found = priced(rest.slice(0, -mark.length), digits.digits, currency);
        if (found) return found;
      }
    }
  }
  return undefined;
}

/** The line before a price, when the price stands alone after a space and the line has a name before it. */
function priced(before: string, digits: string, currency: string): { text: string; price: number } | undefined {
  if (before !== '' && !/\s$/u.test(before)) return undefined;
  const text = before.trimEnd();
  const price = minorOfText(digits, currency);
  return text === '' || price === null ? undefined : { text, price };
}
