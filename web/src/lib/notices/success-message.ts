import { clearError, showMessage } from './notices';

/** A success: the message bar tells it, and an earlier failure still shown in the error bar goes away. */
export function showSuccess(text: string): void {
  clearError();
  showMessage(text);
}

/**
 * A success after a form that may stand far down a phone's screen: the page also scrolls up to the message bar,
 * as it does to the error bar after a failure.
 */
export function showSuccessInView(text: string): void {
  showSuccess(text);
  if (window.scrollY <= 0) return;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
}
