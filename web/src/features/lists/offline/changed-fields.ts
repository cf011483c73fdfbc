import type { ItemSeen, ListItem, Repeat, TodoItem } from '@listok/contract';
import type { ItemFields } from './changes';

/** The fields an edit changed, comparing what the dialog holds with the item as shown. */
export function changedFields(
  item: ListItem,
  edit: {
    /** A plain entry's text (a product's item has its product's name). */
    name?: string;
    /** Who does a to-do (only a to-do list's items have one). */
    assignee?: { id: number; username: string } | null;
    /** When a to-do is due and how it repeats (only a to-do list's items have them). */
    due?: string | null;
    repeat?: Repeat | null;
    amount: number | null;
    /** None for a plain entry. */
    unit?: { id: number; name_ru: string; name_en: string };
    link: string | null;
    note: string;
    /** The shops that have a good (only a shopping list's items have them). */
    stores?: number[];
  },
): ItemFields {
  return {
    ...(edit.name !== undefined && edit.name !== item.name ? { name: edit.name } : {}),
    ...(item.kind === 'todo' ? todoChanges(item, edit) : {}),
    ...(edit.amount !== item.amount ? { amount: edit.amount } : {}),
    ...(edit.unit && edit.unit.id !== item.unit ? { unit: edit.unit } : {}),
    ...(edit.link !== item.link ? { link: edit.link } : {}),
    // Items kept from before notes existed have none.
    ...(edit.note !== (item.note ?? '') ? { note: edit.note } : {}),
    ...(item.kind === 'shopping' && edit.stores !== undefined && !sameIds(edit.stores, item.stores)
      ? { stores: edit.stores }
      : {}),
  };
}

/** What an edit changed of a to-do's own fields: who does it, its due and its repeat. */
function todoChanges(item: TodoItem, edit: Pick<ItemFields, 'assignee' | 'due' | 'repeat'>): ItemFields {
  return {
    ...(edit.assignee !== undefined && (edit.assignee?.id ?? null) !== (item.assignee?.id ?? null)
      ? { assignee: edit.assignee }
      : {}),
    ...(edit.due !== undefined && edit.due !== item.due ? { due: edit.due } : {}),
    ...(edit.repeat !== undefined && edit.repeat !== item.repeat ? { repeat: edit.repeat } : {}),
  };
}

/** Whether two sets of ids hold the same ids, whatever their order. */
const sameIds = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && a.every((id) => b.includes(id));

/**
 * What the device knew of the weighed fields an edit changes (the server's item as last read, not the unsent changes
 * on top): sent with the edit, so the server knows a field someone else changed meanwhile (docs/api.md, Edits made
 * apart). None when the change touches no such field.
 */
export function seenOf(item: ListItem, fields: ItemFields): ItemSeen | undefined {
  const seen: ItemSeen = {
    ...(fields.name !== undefined && item.itemId === null ? { name: item.name } : {}),
    ...(fields.amount !== undefined || fields.unit !== undefined ? { amount: item.amount, unit: item.unit } : {}),
    ...(fields.note !== undefined ? { note: item.note ?? '' } : {}),
  };
  return Object.keys(seen).length > 0 ? seen : undefined;
}
