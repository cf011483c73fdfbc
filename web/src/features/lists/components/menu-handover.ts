import { useEffect, useRef, useState } from 'react';

/** What a stand-in hands over to the menu that takes its place: whether it was pressed, whether it had the focus. */
export interface Handover {
  pressed: boolean;
  hadFocus: { current: boolean };
}

/** For the menu that took a stand-in's place: its button's ref and its open state, with the focus and press taken over. */
export function useHandover(handover: Handover | undefined) {
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // Once, as the menu replaces the stand-in: the props of the first render are the ones that count.
  const first = useRef(handover);
  useEffect(() => {
    const taken = first.current;
    if (!taken) return;
    if (taken.pressed || taken.hadFocus.current) button.current?.focus();
    taken.hadFocus.current = false;
    if (taken.pressed) setOpen(true);
  }, []);
  return { button, open, setOpen };
}
