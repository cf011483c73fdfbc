/** A price a page states: the amount in the currency's units (1299.5 roubles), the currency's ISO 4217 code. */
export interface Price {
  amount: number;
  currency: string;
}

/** Old codes some shops still write, and the code of the same currency now (Yandex's feeds made RUR common). */
const renamed: Record<string, string> = { RUR: 'RUB' };

/** Spaces of every width (thousands are grouped with them: «1 299», "1 299"). */
const spaces = /[\s\u00a0\u2007\u2009\u202f']/g;

/**
 * An amount as shops write it: a JSON number, or text with an optional thousands grouping by spaces and a decimal
 * point or comma («1 299,90», "1299.90"). A comma followed by exactly three digits beside a point is grouping
 * ("1,299.90"). Anything else (ranges, words, several separators) is no amount.
 */
function amountOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  let text = value.replace(spaces, '');
  if (/^\d{1,3}(,\d{3})+\.\d+$/.test(text)) text = text.replaceAll(',', '');
  if (!/^\d{1,15}(?:[.,]\d{1,4})?$/.test(text)) return undefined;
  return Number(text.replace(',', '.'));
}

/**
 * A price from an amount and a currency, or undefined when either is missing or not one: a zero or negative amount
 * (shops write 0 for "ask us"), a currency that is not three letters.
 */
export function priceOf(amount: unknown, currency: unknown): Price | undefined {
  const value = amountOf(amount);
  if (value === undefined || value <= 0 || value >= 1e13 || typeof currency !== 'string') return undefined;
  const code = currency.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(code)) return undefined;
  return { amount: value, currency: renamed[code] ?? code };
}
