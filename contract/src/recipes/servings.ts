import { isAmount, maxAmount } from '../entry/amounts.js';
import { type UnitNames, unitCodeOf } from '../entry/quantity.js';
import { piecesCode, type UnitCode } from '../entry/units.js';

/**
 * An ingredient's amount for another number of servings: a recipe «на 4 порции» cooked for 6 takes `amount × 6 / 4`,
 * rounded to three decimals (the contract's Amount, `isAmount`). A positive amount never scales to nothing (0.001
 * at least) nor past the largest amount an item holds. Servings are counts of one or more (`recipeLimits`); other
 * numbers are a caller's mistake.
 */
export function scaleAmount(amount: number, from: number, to: number): number {
  if (!(from > 0 && to > 0) || !isAmount(amount)) {
    throw new RangeError(`Cannot scale ${amount} from ${from} to ${to} servings`);
  }
  if (amount === 0) return 0;
  const scaled = Math.round((amount * to * 1000) / from) / 1000;
  return Math.min(maxAmount, Math.max(0.001, scaled));
}

/** Units a shop sells whole: pieces and containers (half a can is a can). A clove or a pinch is not bought alone. */
const wholeUnits = new Set<UnitCode>([
  piecesCode,
  'pack',
  'bottle',
  'can',
  'bunch',
  'box',
  'bag',
  'roll',
  'tube',
  'pair',
]);

/**
 * An ingredient's amount to shop for: scaled from the recipe's servings to the cook's (`scaleAmount`; as written
 * when either is not known), a count of pieces or containers rounded up to whole ones, as they are bought (half an
 * onion is one onion, 1.5 cans are 2). Null when the line gives no amount («соль по вкусу»). The amount a recipe puts
 * on a list, and the one its review shows.
 */
export function shoppingAmount(
  ingredient: { amount: number | null; unit: UnitNames | null },
  from: number | null,
  to: number | null,
): number | null {
  if (ingredient.amount === null) return null;
  const scaled = from !== null && to !== null ? scaleAmount(ingredient.amount, from, to) : ingredient.amount;
  const code = ingredient.unit === null ? piecesCode : unitCodeOf(ingredient.unit);
  return code !== undefined && wholeUnits.has(code) ? Math.max(1, Math.ceil(scaled - 0.0005)) : scaled;
}
