import { currencyDigits, type Lang } from '@listok/contract/base';
import { intlLocale } from './lang';

/**
 * An amount of money in minor units as the user reads it: «1 240 ₽», «449,50 ₽», "€42.99" (kopecks and cents only when
 * there are some); `whole` rounds to whole units («≈ 1 240 ₽» of an estimate).
 */
export function moneyText(minor: number, currency: string, lang: Lang, whole = false): string {
  const digits = currencyDigits(currency);
  const major = minor / 10 ** digits;
  const shown = whole || Number.isInteger(major) ? 0 : digits;
  return new Intl.NumberFormat(intlLocale[lang], {
    style: 'currency',
    currency,
    minimumFractionDigits: shown,
    maximumFractionDigits: shown,
  }).format(major);
}
