import type { Lang, ListItem, Unit } from '@listok/contract';
import { intlLocale } from '../../lib/lang';

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

/**
 * Where an item's link may take the user: web addresses only (a bare `shop.example/x` gets https://), never
 * `javascript:` or other schemes; null when the link is empty or unsafe.
 */
export function safeHref(link: string | null): string | null {
  const text = link?.trim() ?? '';
  if (text === '') return null;
  const candidate = /^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
