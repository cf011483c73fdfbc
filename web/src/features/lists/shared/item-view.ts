import type { Lang, ListItem, Unit } from '@listok/contract';
import { amountText } from '@listok/contract/base';

export { amountText, formatAmount } from '@listok/contract/base';

/** The item's name in the interface language (the answer carries both, so a language switch needs no reload). */
export const itemName = (item: Pick<ListItem, 'name_ru' | 'name_en' | 'name'>, lang: Lang): string =>
  (lang === 'ru' ? item.name_ru : item.name_en) || item.name;

export const unitName = (unit: Pick<Unit, 'name_ru' | 'name_en'>, lang: Lang): string =>
  lang === 'ru' ? unit.name_ru : unit.name_en;

/** The item's amount and unit in the interface language (`amountText`); `""` for a plain entry without an amount. */
export const itemAmount = (item: Pick<ListItem, 'amount' | 'unit_ru' | 'unit_en'>, lang: Lang): string =>
  item.amount === null ? '' : amountText(item.amount, { name_ru: item.unit_ru, name_en: item.unit_en }, lang);

/**
 * A packing list's entry counted as typed: its amount with the counting word after it («3 пары» of «носки 3 пары»,
 * kept as amount 3 and note «пары»), shown after its name; `""` for an entry without an amount and for any other item.
 */
export const packingCount = (
  item: Pick<ListItem, 'kind' | 'itemId' | 'amount' | 'unit_ru' | 'unit_en' | 'note'>,
  lang: Lang,
): string =>
  item.kind !== 'packing' || item.itemId !== null || item.amount === null
    ? ''
    : [itemAmount(item, lang), item.note.trim()].filter(Boolean).join(' ');
