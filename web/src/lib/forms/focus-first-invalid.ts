import { useCallback, useEffect, useRef, useState } from 'react';

/** The first control drawn invalid inside `root`, in reading order; answers whether there was one. */
export function focusFirstInvalid(root: ParentNode | null | undefined): boolean {
  const control = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  control?.focus();
  return control != null;
}

/**
 * One rule for every form: after a refused submit (by the client's rules or the server's field texts) the first red
 * field takes the focus, once the render that draws it red is on screen, so its message is read out with it.
 * `container` goes on the form (or the row, the dialog); `focusFirstInvalid()` asks for it with the state changes
 * that turn the fields red.
 */
export function useFocusFirstInvalid<T extends HTMLElement = HTMLFormElement>() {
  const container = useRef<T>(null);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (asked > 0) focusFirstInvalid(container.current);
  }, [asked]);
  const ask = useCallback(() => setAsked((n) => n + 1), []);
  return { container, focusFirstInvalid: ask };
}
