import { Amount } from '@listok/contract';
import { issueKey, type ValidationKey } from '@listok/contract/base';

/** The − and + buttons of the edit dialog change the amount by one. */
export const amountStep = 1;

/** Rounds away binary noise (0.1 + 0.2) to the three decimals the server keeps. */
const round3 = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The amount typed in the field, or null when it is not one the server accepts (a number ≥ 0 with at most three
 * decimals). A comma works as the decimal point, as Russian users type it.
 */
export function parseAmount(text: string): number | null {
  const normalized = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(normalized)) return null;
  const value = Number(normalized);
  return Amount.safeParse(value).success ? value : null;
}

/** The message key of what is wrong with the typed amount, or undefined when it is fine. */
export function amountIssue(text: string): ValidationKey | undefined {
  const normalized = text.trim().replace(/\s/g, '').replace(',', '.');
  if (normalized === '') return 'validation.amount';
  if (/^-\d/.test(normalized)) return 'validation.amountNegative';
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(normalized)) return 'validation.amount';
  const result = Amount.safeParse(Number(normalized));
  return result.success ? undefined : issueKey(result.error.issues[0]?.message);
}

/** One step up or down from `value`; never below 0 (spec §5), so a step down from 0.5 gives 0. */
export function stepAmount(value: number, direction: 1 | -1): number {
  return Math.max(0, round3(value + direction * amountStep));
}
