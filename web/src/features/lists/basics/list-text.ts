import {
  atStore,
  type Lang,
  type ListItem,
  type ListKind,
  type ShoppingItem,
  type StoreRef,
  type TodoItem,
} from '@listok/contract';
import { text } from '../../../lib/texts/texts';
import { dueLabel } from '../shared/due-label';
import { itemAmount, itemName } from '../shared/item-view';

/** What a line says of an item: a good of a shopping list also where it is had. */
type ItemFields = Pick<
  ListItem,
  'name' | 'name_ru' | 'name_en' | 'details' | 'amount' | 'unit_ru' | 'unit_en' | 'completed'
> &
  Partial<Pick<ListItem, 'note' | 'itemId'>> &
  (
    | Pick<ShoppingItem, 'kind' | 'stores'>
    | Pick<TodoItem, 'kind' | 'due' | 'repeat' | 'assignee'>
    | { kind: Exclude<ListKind, 'shopping' | 'todo'> }
  );

/** One item as the text export and the printed page show it. */
export interface ListLine {
  done: boolean;
  /** The name in the interface language, with the details (maker, variety) in brackets. */
  name: string;
  /** `1,5 кг` / `1.5 kg`, `2 банки` / `1 pc` (the unit agreeing with the amount), or the bare number without a unit name. */
  amount: string;
  /** The item's own note, `""` when none. */
  note: string;
  /** The shops that have the good (`storesText`), `""` for any shop. */
  where: string;
  /** A to-do's due as its row shows it, «просрочено» when past (and open), and how it repeats; `""` when none. */
  due: string;
  /** Who does a to-do («Делает: anna»), `""` when nobody. */
  doer: string;
}

/** A to-do's due and repeat, one after the other as on its row: «вчера · просрочено · каждый день». */
function dueText(item: Pick<TodoItem, 'due' | 'repeat' | 'completed'>, lang: Lang): string {
  const label = item.due === null ? null : dueLabel(item.due, lang);
  return [
    label?.text,
    label?.overdue && !item.completed ? text(lang, 'items.overdue') : undefined,
    item.repeat ? text(lang, `items.repeats.${item.repeat}`) : undefined,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The list's shops an item is tied to, in the list's order of shops. One shop as smart entry reads it at the end of a
 * line («в Ашане», "at Costco": `readStore`), so that an exported line pasted back ties the good again. Several in
 * brackets, names as they are («(Ашан, Рынок)»): smart entry ties one shop a line, and "в Ашане или в Рынке" would tie
 * the last one and leave the rest in the name, so they are written for the reader. `""` for any shop, and for shops
 * the caller does not know (a visitor is not told the list's shops).
 */
export function storesText(ids: readonly number[], stores: readonly StoreRef[], lang: Lang): string {
  const names = stores.filter((store) => ids.includes(store.id)).map((store) => store.name);
  const [first, ...others] = names;
  if (first === undefined) return '';
  return others.length === 0 ? atStore(first, lang) : `(${names.join(', ')})`;
}

export function listLine(item: ItemFields, lang: Lang, stores: readonly StoreRef[] = []): ListLine {
  const details = item.details.trim();
  return {
    done: item.completed,
    name: details === '' ? itemName(item, lang) : `${itemName(item, lang)} (${details})`,
    amount: itemAmount(item, lang),
    note: item.note?.trim() ?? '',
    where: item.kind === 'shopping' ? storesText(item.stores, stores, lang) : '',
    due: item.kind === 'todo' ? dueText(item, lang) : '',
    doer: item.kind === 'todo' && item.assignee ? `${text(lang, 'items.assignee')} ${item.assignee.username}` : '',
  };
}

/**
 * A list as plain text to paste into a messenger or a note: its name, then one line per item in the order shown
 * (`☐ Молоко — 2 л`, `☑` when bought; a note after a dot: `☐ Молоко — 1 л · 3,2%`). A plain entry (a to-do, a thing
 * to pack, a wish) is its text, with its amount and note as typed when it has them (`☐ Носки — 3 пары`, `☐ Позвонить
 * маме`). The shop a good is tied to comes last, after a space (`☐ Сыр — 200 г в Ашане`): a dot before it would stay
 * on the amount when the line is pasted back. A to-do's due, repeat and doer follow, after dots, in its row's order
 * (`☐ Оплатить свет — завтра, 18:00 · каждый месяц · Делает: anna`). A list without items says so in `emptyText`, so
 * the text is never just a name.
 */
export function listText(
  name: string,
  items: readonly ItemFields[],
  lang: Lang,
  emptyText: string,
  stores: readonly StoreRef[] = [],
): string {
  const lines = items.map((item) => {
    const line = listLine(item, lang, stores);
    const plain = item.itemId === null;
    const what =
      line.amount && line.note ? `${line.amount}${plain ? ' ' : ' · '}${line.note}` : line.amount || line.note;
    const tail = [what, line.due, line.doer].filter(Boolean).join(' · ');
    return `${line.done ? '☑' : '☐'} ${line.name}${tail ? ` — ${tail}` : ''}${line.where ? ` ${line.where}` : ''}`;
  });
  return [name, ...(lines.length > 0 ? lines : [emptyText])].join('\n');
}
