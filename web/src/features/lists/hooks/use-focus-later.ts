import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A ref and a function that moves the focus to it after the next render. A closing dialog leaves the page inert
 * until it is gone, and the control that opened it may be gone too (a deleted row, a Close button now Recover): the
 * focus is placed once the page is usable again, so keyboard and screen-reader users are never dropped on <body>.
 */
export function useFocusLater<T extends HTMLElement>() {
  const target = useRef<T>(null);
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests === 0) return;
    target.current?.focus();
    // A dialog that closed gives the focus back to its opener a moment later; when that opener is gone, the focus
    // falls to <body>. Placing it again then (only if nothing else has it) keeps it here on a slow machine too.
    const fallen = () => document.activeElement === null || document.activeElement === document.body;
    const again = () => fallen() && target.current?.focus();
    const frame = requestAnimationFrame(again);
    const timer = setTimeout(again, 100);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [requests]);
  const focusLater = useCallback(() => setRequests((count) => count + 1), []);
  return [target, focusLater] as const;
}
