import type { Lang, ListItem } from '@listok/contract';
import { itemAmount, itemName } from '../shared/item-view';

type ItemFields = Pick<
  ListItem,
  'name' | 'name_ru' | 'name_en' | 'details' | 'amount' | 'unit_ru' | 'unit_en' | 'completed'
> &
  Partial<Pick<ListItem, 'note' | 'itemId'>>;

/** One item as the text export and the printed page show it. */
export interface ListLine {
  done: boolean;
  /** The name in the interface language, with the details (maker, variety) in brackets. */
  name: string;
  /** `1,5 кг` / `1.5 kg`, `2 банки` / `1 pc` (the unit agreeing with the amount), or the bare number without a unit name. */
  amount: string;
  /** The item's own note, `""` when none. */
  note: string;
}

export function listLine(item: ItemFields, lang: Lang): ListLine {
  const details = item.details.trim();
  return {
    done: item.completed,
    name: details === '' ? itemName(item, lang) : `${itemName(item, lang)} (${details})`,
    amount: itemAmount(item, lang),
    note: item.note?.trim() ?? '',
  };
}

/**
 * A list as plain text to paste into a messenger or a note: its name, then one line per item in the order shown
 * (`☐ Молоко — 2 л`, `☑` when bought; a note after a dot: `☐ Молоко — 1 л · 3,2%`). A plain entry (a to-do, a thing
 * to pack, a wish) is its text, with its amount and note as typed when it has them (`☐ Носки — 3 пары`, `☐ Позвонить
 * маме`). A list without items says so in `emptyText`, so the text is never just a name.
 */
export function listText(name: string, items: readonly ItemFields[], lang: Lang, emptyText: string): string {
  const lines = items.map((item) => {
    const line = listLine(item, lang);
    const plain = item.itemId === null;
    const tail =
      line.amount && line.note ? `${line.amount}${plain ? ' ' : ' · '}${line.note}` : line.amount || line.note;
    return `${line.done ? '☑' : '☐'} ${line.name}${tail ? ` — ${tail}` : ''}`;
  });
  return [name, ...(lines.length > 0 ? lines : [emptyText])].join('\n');
}
