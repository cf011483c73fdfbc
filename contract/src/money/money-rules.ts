import type { Lang } from '../core/common.js';
import { amountIn, type UnitRef } from '../entry/quantity.js';

// The rules of money (issue 50), without zod, for the app and the server alike: money is an integer in the currency's
// minor units (kopecks, cents), never a float.

/** The currency a new list gets when its owner chose none: by the owner's language. */
export const defaultCurrency: Record<Lang, string> = { ru: 'RUB', en: 'EUR' };

/** How many minor units a currency's major unit has, as a power of ten (2 for kopecks and cents, 0 for yen). */
export function currencyDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** The most a line of a purchase may cost, in major units. */
export const priceMaxMajor = 10_000_000;

/** Whether a price in minor units is within `priceMaxMajor` of the currency. */
export const priceWithinMax = (price: number, currency: string): boolean =>
  price <= priceMaxMajor * 10 ** currencyDigits(currency);

/**
 * A price per one of `unit` (minor units, not rounded: an estimate rounds its totals only): 89 ₽ for 0.5 кг is 178 ₽
 * per кг, 0.178 ₽ per г; null when the units are of different measures or the amount is none.
 */
export function perUnitPrice(price: number, bought: { amount: number; unit: UnitRef }, unit: UnitRef): number | null {
  const amount = amountIn(bought, unit);
  return amount === null || amount <= 0 ? null : price / amount;
}

/**
 * The next trip's estimate (`ListHeader.estimate`): each open good's last price per its unit times its amount, in
 * whole minor units; a good without a last price, or whose units do not agree with it, is unpriced.
 */
export function estimateOf(open: readonly { amount: number | null; perUnit: number | null | undefined }[]): {
  total: number;
  unpriced: number;
} {
  let total = 0;
  let unpriced = 0;
  for (const item of open) {
    if (item.perUnit === null || item.perUnit === undefined) unpriced += 1;
    else total += Math.round(item.perUnit * (item.amount ?? 1));
  }
  return { total, unpriced };
}

/** A good's last purchase with a price, as the server's reads give it (the items' `lastPrice`, the estimate). */
export interface RawLastPrice {
  price: number;
  amount: number | null;
  unit: number | null;
  code: string | null;
  store: number | null;
  /** When, as PostgreSQL writes a time in JSON. */
  at: string;
}

/**
 * A last price per one of the item's unit (not rounded): per what was bought, converted; the whole price when the
 * purchase or the item has no amount in a unit.
 */
export function perUnitOf(
  last: Pick<RawLastPrice, 'price' | 'amount' | 'unit' | 'code'> | null,
  unit: UnitRef | null,
): number | null {
  if (!last) return null;
  if (last.amount === null || last.unit === null || unit === null) return last.price;
  return perUnitPrice(
    last.price,
    { amount: Number(last.amount), unit: { id: last.unit, code: last.code ?? '' } },
    unit,
  );
}

/**
 * An amount typed by a person, in minor units of `currency`: «1 240,50», "1,240.50", «89», "2.49" (spaces and the
 * other separator as thousands; the last `.` or `,` followed by at most the currency's digits is its decimal point);
 * null when the text is no amount or is past `priceWithinMax`.
 */
export function minorOfText(text: string, currency: string): number | null {
  const digits = currencyDigits(currency);
  const plain = text.replace(/[\s\u00a0\u202f]/g, '');
  const match = /^(\d{1,3}(?:[.,']\d{3})*|\d+)(?:[.,](\d+))?$/.exec(plain);
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  let units = whole.replace(/[.,']/g, '');
  let cents = fraction;
  // «1.240» with a currency of two digits is a thousand and more; "2.5" is two and a half.
  if (cents.length > digits) {
    if (cents.length !== 3 || !/^\d+$/.test(whole)) return null;
    units += cents;
    cents = '';
  }
  const minor = Number(units) * 10 ** digits + Number(cents.padEnd(digits, '0') || '0');
  return Number.isSafeInteger(minor) && priceWithinMax(minor, currency) ? minor : null;
}
