import { type RefObject, useContext, useEffect, useRef } from 'react';
import { ComboBoxStateContext, type Key } from 'react-aria-components';

export type ComboState = React.ContextType<typeof ComboBoxStateContext>;

interface FirstRowHighlightProps {
  /** Where the search reads the combo box's state from (is it open, which row is highlighted). */
  into: RefObject<ComboState>;
  /** Set once the arrow keys have moved the highlight since the text last changed: it is the user's then. */
  moved: RefObject<boolean>;
}

/**
 * Keeps the first row of the open dropdown highlighted (React Aria's virtual focus: the row is marked and the input's
 * aria-activedescendant names it) as the text and the suggestions change, so Enter takes it. React Aria clears the
 * highlight on every keystroke and when the list opens; it is put back on the next render. A row under the pointer
 * keeps the highlight it took, until the text or the first row changes.
 */
export function FirstRowHighlight({ into, moved }: FirstRowHighlightProps) {
  const state = useContext(ComboBoxStateContext);
  into.current = state;
  const seen = useRef<{ first: Key | null; text: string }>({ first: null, text: '' });
  useEffect(() => {
    if (!state?.isOpen) {
      seen.current = { first: null, text: '' };
      return;
    }
    const first = state.collection.getFirstKey();
    const manager = state.selectionManager;
    const changed = first !== seen.current.first || state.inputValue !== seen.current.text;
    seen.current = { first, text: state.inputValue };
    if (moved.current || first === null || manager.focusedKey === first) return;
    if (changed || manager.focusedKey === null) manager.setFocusedKey(first);
  });
  return null;
}
