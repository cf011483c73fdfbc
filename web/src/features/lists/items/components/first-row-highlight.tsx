import { type RefObject, useContext, useEffect, useInsertionEffect, useRef } from 'react';
import { ComboBoxStateContext, type Key } from 'react-aria-components';

export type ComboState = React.ContextType<typeof ComboBoxStateContext>;

interface FirstRowHighlightProps {
  /** Where the search reads the combo box's state from (is it open, which row is highlighted). */
  into: RefObject<ComboState>;
  /** Set once the arrow keys have moved the highlight since the text last changed: it is the user's then. */
  moved: RefObject<boolean>;
  /** Whether the dropdown should be open now: it is opened whenever it is found closed then (with rows drawn). */
  wantsOpen: () => boolean;
}

/**
 * Keeps the first row of the open dropdown highlighted (React Aria's virtual focus: the row is marked and the input's
 * aria-activedescendant names it) as the text and the suggestions change, so Enter takes it. React Aria clears the
 * highlight on every keystroke and when the list opens; it is put back on the next render. A row under the pointer
 * keeps the highlight it took, until the text or the first row changes. Opens the dropdown whenever it is found shut
 * while the search wants it open (`wantsOpen`): React Aria opens it on typing only when its own collection has rows,
 * which it has only while open.
 */
export function FirstRowHighlight({ into, moved, wantsOpen }: FirstRowHighlightProps) {
  const state = useContext(ComboBoxStateContext);
  // React Aria Components draw the children a second time, without the state, to collect the rows: that drawing
  // must not take away the state the search reads (it did, now and then, and the dropdown then stayed shut).
  useInsertionEffect(() => {
    if (state) into.current = state;
  });
  const seen = useRef<{ first: Key | null; text: string }>({ first: null, text: '' });
  const reopened = useRef({ text: '', times: 0 });
  useEffect(() => {
    if (!state) return;
    if (!state.isOpen) {
      seen.current = { first: null, text: '' };
      // A few tries for one text: the drawing of the rows may close it again at once (an empty collection for a render).
      if (reopened.current.text !== state.inputValue) reopened.current = { text: state.inputValue, times: 0 };
      if (reopened.current.times < 3 && wantsOpen()) {
        reopened.current.times += 1;
        state.open('first', 'input');
      }
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
