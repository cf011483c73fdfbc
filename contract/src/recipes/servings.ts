import { isAmount, maxAmount } from '../entry/amounts.js';

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
