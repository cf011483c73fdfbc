import { flushSync } from 'react-dom';

/**
 * Closes a dialog and puts the focus on `target` in the same task, when the dialog took the focus with it. flushSync
 * commits the closing at once, and React runs a synchronous commit's effects before it returns: the dialog is gone
 * and React Aria has taken `inert` off the page (useModalOverlay's effect cleanup), so the focus can be placed. React
 * Aria's own return of the focus to the opener runs a frame later and only from <body>, so it leaves this one alone;
 * when the opener is gone or going (a deleted row's trash button, the search's Add button) it has nowhere to put it,
 * which is why the screen names the target. A focus the user moved elsewhere before the closing stays where it is.
 */
export function closeDialogAndFocus(close: () => void, target: { readonly current: Element | null }) {
  flushSync(close);
  const element = target.current;
  const lost = document.activeElement === null || document.activeElement === document.body;
  if (lost && element instanceof HTMLElement && element.isConnected) element.focus();
}
