import type { ListItem } from '@listok/contract';
import { offerUndo } from '../../../lib/undo/undo-offer';
import { queueChange } from './item-changes';

/** What a tick needs of an item: the list's rows and today's to-dos on the home screen give it. */
export type Tickable = Pick<ListItem, 'id' | 'completed'> & { due?: string | null; repeat?: string | null };

/**
 * Ticks the item, or takes its tick off, through the offline queue, and offers to take that back for 5 seconds
 * (`offerUndo`, with `text` saying what happened). The undo is the opposite tick; a repeating to-do's tick leaves it
 * open and moves its due on, so its undo puts the due back as it was.
 */
export function tickUndoably(listId: number, item: Tickable, name: string, text: string): void {
  const mark = (completed: boolean) => void queueChange({ kind: 'mark', listId, rowId: item.id, completed }, name);
  mark(!item.completed);
  const due = item.due;
  const undo =
    item.repeat && due && !item.completed
      ? () => void queueChange({ kind: 'update', listId, rowId: item.id, fields: { due } }, name)
      : () => mark(item.completed);
  offerUndo(text, undo);
}
