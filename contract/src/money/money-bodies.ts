import { z } from 'zod';
import { Currency, Price } from './money.js';

// The bodies of the money calls (contract/src/api/prices.ts): a module of their own, so that screens that only read
// prices load none of them.

/** `PATCH /api/list/item/price/{itemRowId}`: a ticked item's price, or null to clear it. */
export const ItemPriceBody = z.object({ price: Price.nullable() });
export type ItemPriceBody = z.infer<typeof ItemPriceBody>;

/** `PATCH /api/user/settings/currency`: the currency new lists of the user get. */
export const CurrencyBody = z.object({ currency: Currency });
export type CurrencyBody = z.infer<typeof CurrencyBody>;
