import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * One row of a table edited in place at a time. When its editor closes, the focus goes back to the row's edit button
 * once the row is drawn again, so a keyboard user goes on from where they were.
 */
export function useInlineEdit() {
  const [editingId, setEditingId] = useState<number | null>(null);
  const [returnFocusTo, setReturnFocusTo] = useState<number | null>(null);
  const editButtons = useRef(new Map<number, HTMLButtonElement>());

  useEffect(() => {
    if (returnFocusTo === null) return;
    editButtons.current.get(returnFocusTo)?.focus();
    setReturnFocusTo(null);
  }, [returnFocusTo]);

  const finish = useCallback((id: number) => {
    setEditingId(null);
    setReturnFocusTo(id);
  }, []);

  /** The ref of a row's edit button. */
  const editButtonRef = (id: number) => (element: HTMLButtonElement | null) => {
    if (element) editButtons.current.set(id, element);
    else editButtons.current.delete(id);
  };

  return { editingId, edit: setEditingId, finish, focusEditButton: setReturnFocusTo, editButtonRef };
}
