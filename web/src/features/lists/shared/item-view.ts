import type { Lang, ListItem, Unit } from '@listok/contract';
import { intlLocale } from '../../../lib/lang';

/** The item's name in the interface language (the answer carries both, so a language switch needs no reload). */
export const itemName = (item: Pick<ListItem, 'name_ru' | 'name_en' | 'name'>, lang: Lang): string =>
  (lang === 'ru' ? item.name_ru : item.name_en) || item.name;

/** The item's unit in the interface language. */
export const itemUnit = (item: Pick<ListItem, 'unit_ru' | 'unit_en'>, lang: Lang): string =>
  lang === 'ru' ? item.unit_ru : item.unit_en;

export const unitName = (unit: Unit, lang: Lang): string => (lang === 'ru' ? unit.name_ru : unit.name_en);

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
