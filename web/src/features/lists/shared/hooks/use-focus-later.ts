import { useCallback, useEffect, useRef, useState } from 'react';

/** What the user does that makes the focus theirs: a key, a click or tap, or text entered without a key (dictation, autofill). */
const userActs = ['keydown', 'pointerdown', 'input'] as const;

/**
 * Runs `place` after the next frame and a moment later (100 and 300 ms), until the user acts (userActs): from then on
 * the focus is theirs to move. Answers the function that stops it sooner.
 */
function placeFocusAgain(place: () => void): () => void {
  const frame = requestAnimationFrame(place);
  const timers = [100, 300].map((ms) => setTimeout(place, ms));
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const timer of timers) clearTimeout(timer);
    for (const event of userActs) document.removeEventListener(event, stop, true);
  };
  for (const event of userActs) document.addEventListener(event, stop, true);
  setTimeout(stop, 400);
  return stop;
}

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
    // A dialog that closed gives the focus back to its opener a moment later; when that opener is gone, React Aria puts
    // it on a neighbour or <body>, sooner or later on a busy machine. The focus is placed here again until then.
    return placeFocusAgain(() => {
      if (target.current && document.activeElement !== target.current) target.current.focus();
    });
  }, [requests]);
  const focusLater = useCallback(() => setRequests((count) => count + 1), []);
  return [target, focusLater] as const;
}

/**
 * Gives the focus back to `opener` once the dialog it opened has closed, when the dialog's own return of the focus
 * did not happen (the focus is left on <body>, which React Aria does now and then when the page redraws as the dialog
 * closes).
 */
export function returnFocusIfLost(opener: Element | null) {
  if (!(opener instanceof HTMLElement)) return;
  placeFocusAgain(() => {
    const active = document.activeElement;
    if ((active === null || active === document.body) && opener.isConnected) opener.focus();
  });
}
