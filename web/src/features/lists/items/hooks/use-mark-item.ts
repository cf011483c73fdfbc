import type { ListItem } from '@listok/contract';
import { useCallback } from 'react';
import { useTexts } from '../../../../lib/texts/texts';
import { useLang } from '../../../../lib/texts/use-lang';
import { tickUndoably } from '../../offline/undoable-tick';
import { itemName } from '../../shared/item-view';

/**
 * A tick of the list's rows or tiles (stable for memoised rows): it goes out at once (the others see it live), and
 * its undo is the opposite tick.
 */
export function useMarkItem(listId: number): (item: ListItem) => void {
  const { t } = useTexts();
  const lang = useLang();
  return useCallback(
    (marked: ListItem) => {
      const name = itemName(marked, lang);
      const todo = marked.kind === 'todo' ? { due: marked.due, repeat: marked.repeat } : {};
      const text = t(marked.completed ? 'undo.unmarked' : 'undo.marked', { name });
      tickUndoably(listId, { id: marked.id, completed: marked.completed, ...todo }, name, text);
    },
    [listId, lang, t],
  );
}
