import { z } from 'zod';
import { priceMaxMajor } from './money-rules.js';

// Money's payloads (issue 50); its rules are money-rules.ts. A list keeps its prices in its own currency.

/** The ISO 4217 codes this runtime knows (every browser and Node since 2022 has `Intl.supportedValuesOf`), once asked. */
let knownCurrencies: ReadonlySet<string> | undefined;
const isKnownCurrency = (code: string) => {
  knownCurrencies ??= new Set(Intl.supportedValuesOf('currency'));
  return knownCurrencies.has(code);
};

/** An ISO 4217 code: `RUB`, `EUR`, `USD`. */
export const Currency = z
  .string({ error: 'validation.currency' })
  .trim()
  .toUpperCase()
  .refine(isKnownCurrency, { error: 'validation.currency' });

/**
 * A price in minor units: a whole number, from 0 up to 10,000,000 major units of a two-digit currency (the server
 * checks the bound in the list's own currency: `priceWithinMax`).
 */
export const Price = z
  .number({ error: 'validation.price' })
  .int({ error: 'validation.price' })
  .min(0, { error: 'validation.price' })
  .max(priceMaxMajor * 100, { error: 'validation.price' });

/**
 * What the family last paid for a good on the list (`ShoppingItem.lastPrice`): its latest priced purchase there.
 * `perUnit` is per one of the item's unit now (converted where the units are of one dimension), or null when they
 * are not.
 */
export const LastPrice = z.object({
  price: z.number().int(),
  perUnit: z.number().int().nullable(),
  /** The list's shop it was paid at, or null. */
  store: z.number().int().nullable(),
  /** When, `YYYY-MM-DD HH:mm` in the caller's time zone. */
  at: z.string(),
});
export type LastPrice = z.infer<typeof LastPrice>;

/** The next trip's cost (`ListHeader.estimate`): the open goods' last prices, and how many open goods have none. */
export const Estimate = z.object({ total: z.number().int(), unpriced: z.number().int() });
export type Estimate = z.infer<typeof Estimate>;
