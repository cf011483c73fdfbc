import type { ListItem, StoreRef } from '@listok/contract';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { lazyComponent } from '../../../../lib/react/lazy-component';
import { closeDialogAndFocus } from '../../shared/focus-after-dialog';

const EditItemDialog = lazyComponent(() =>
  import('../components/edit-item-dialog').then((module) => module.EditItemDialog),
);

/**
 * The edit dialog of a list's rows or tiles: `startEditing` (stable, for memoised rows) opens it on an item, `editor`
 * is the dialog to draw while open (its code loads on the first opening). Closed, the focus goes back to the control
 * that opened it.
 */
export function useItemEditor(
  listId: number,
  stores: readonly StoreRef[] | undefined,
): { startEditing: (item: ListItem) => void; editor: ReactNode } {
  const [editing, setEditing] = useState<ListItem | null>(null);
  const opener = useRef<Element | null>(null);
  const startEditing = useCallback((item: ListItem) => {
    opener.current = document.activeElement;
    setEditing(item);
  }, []);
  const editor = editing && (
    <EditItemDialog
      listId={listId}
      item={editing}
      stores={stores}
      onClose={() => closeDialogAndFocus(() => setEditing(null), opener)}
    />
  );
  return { startEditing, editor };
}
