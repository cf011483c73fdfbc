import type { Lang, ListItem, Unit } from '@listok/contract';
import { unitAfter } from '@listok/contract/base';
import { intlLocale } from '../../../lib/lang';

/** The item's name in the interface language (the answer carries both, so a language switch needs no reload). */
export const itemName = (item: Pick<ListItem, 'name_ru' | 'name_en' | 'name'>, lang: Lang): string =>
  (lang === 'ru' ? item.name_ru : item.name_en) || item.name;

export const unitName = (unit: Pick<Unit, 'name_ru' | 'name_en'>, lang: Lang): string =>
  lang === 'ru' ? unit.name_ru : unit.name_en;

const amountFormats: Partial<Record<Lang, Intl.NumberFormat>> = {};

/** An amount as people of the language write it: `1,5` in Russian, `1.5` in English; no thousands separators. */
export function formatAmount(value: number, lang: Lang): string {
  // One formatter per language: making one costs far more than formatting with it (a list draws an amount per row).
  amountFormats[lang] ??= new Intl.NumberFormat(intlLocale[lang], {
    maximumFractionDigits: 3,
    useGrouping: false,
  });
  return amountFormats[lang].format(value);
}

/**
 * An amount with its unit as people of the language write it, the unit agreeing with the amount: `1,5 кг`, `2 банки`,
 * `1 pc`, `1.5 bottles`; the bare amount when the unit has no name in the language.
 */
export function amountText(amount: number, unit: Pick<Unit, 'name_ru' | 'name_en'> | undefined, lang: Lang): string {
  const number = formatAmount(amount, lang);
  const name = unit ? unitAfter(amount, unit, lang).trim() : '';
  return name === '' ? number : `${number} ${name}`;
}

/** The item's amount and unit in the interface language (`amountText`); `""` for a plain entry without an amount. */
export const itemAmount = (item: Pick<ListItem, 'amount' | 'unit_ru' | 'unit_en'>, lang: Lang): string =>
  item.amount === null ? '' : amountText(item.amount, { name_ru: item.unit_ru, name_en: item.unit_en }, lang);
