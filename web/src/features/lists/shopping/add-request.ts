import type { StoreRef, UnitNames, UserCreateItemBody } from '@listok/contract';
import { amountText } from '../shared/item-view';

/** An amount typed with the product ("2 кг яблок"): a bare count comes with pieces. */
export type Quantity = { amount: number; unit?: UnitNames };

/**
 * What was asked to be added: a catalogue or vocabulary product (a suggestion or a chip), or a new product; with the
 * amount and unit typed with it, if any.
 */
export type AddRequest = (
  | { productId: number; name: string; details: string }
  | { product: UserCreateItemBody; name: string }
) &
  Partial<Quantity> & {
    /** The note typed with it («молоко 3,2%»). */
    note?: string | undefined;
    /** The list's shop named with it («сыр в Ашане»): the good is had there. */
    store?: StoreRef | undefined;
    /** The price typed with it («молоко 89₽»), in minor units of the list's currency: its tick pays it. */
    price?: number | undefined;
  };

/** "2 кг", "1.5 l", "2 pcs": how the add box shows what will be added. */
export const quantityText = (quantity: Quantity, lang: 'ru' | 'en'): string =>
  amountText(quantity.amount, quantity.unit, lang);
