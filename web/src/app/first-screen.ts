import { createStore } from '../lib/react/store';

/**
 * Whether the code of the screen the app started on is still loading. The shell keeps its boot spinner until it is
 * in, as it does for the menu: a shell drawn first would show the screen's loading fallback, and React holds content
 * that replaces a fallback back for 300 ms, so a deep link would show its screen that much later.
 */
export const firstScreenLoading = createStore(false);

/** Called once, with the loading of the first screen's code; settled either way (a failure shows on the screen). */
export function holdShellFor(loading: Promise<unknown>): void {
  firstScreenLoading.set(true);
  const done = () => firstScreenLoading.set(false);
  loading.then(done, done);
}
