import { currencyDigits, type Lang } from '@listok/contract/base';
import { intlLocale } from './lang';

/**
 * An amount of money in minor units as the user reads it: «1 240 ₽», «449,50 ₽», "€42.99" (kopecks and cents only when
 * there are some); `whole` rounds to whole units («≈ 1 240 ₽» of an estimate).
 */
export function moneyText(minor: number, currency: string, lang: Lang, whole = false): string {
  return new Intl.NumberFormat(intlLocale[lang], {
    style: 'currency',
    currency,
    ...fractionOf(minor, currency, whole),
  }).format(minor / 10 ** currencyDigits(currency));
}

/** The amount alone, as a price field holds it: «1 240,50», "42.99" (kopecks and cents only when there are some). */
export function moneyAmountText(minor: number, currency: string, lang: Lang): string {
  return new Intl.NumberFormat(intlLocale[lang], fractionOf(minor, currency, false)).format(
    minor / 10 ** currencyDigits(currency),
  );
}

/** How many digits of minor units an amount shows: none when whole (or asked so), else all the currency has. */
function fractionOf(minor: number, currency: string, whole: boolean) {
  const digits = currencyDigits(currency);
  const shown = whole || Number.isInteger(minor / 10 ** digits) ? 0 : digits;
  return { minimumFractionDigits: shown, maximumFractionDigits: shown };
}
