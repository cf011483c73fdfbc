// When this device last heard from the server, kept across reloads: a screen without signal says how old what it
// shows may be (issue 51, "sync you can see"). No imports: the API client, in the app's first chunk, notes it.

const key = 'listok.last-contact';

function kept(): number | null {
  try {
    const time = Number(localStorage.getItem(key));
    return Number.isFinite(time) && time > 0 ? time : null;
  } catch {
    return null;
  }
}

let last: number | null = typeof localStorage === 'undefined' ? null : kept();
const listeners = new Set<() => void>();

/** The time (ms) of the server's last answer on this device, or null before the first. */
export const lastContact = (): number | null => last;

/** Calls `listener` whenever the time changes (for `useSyncExternalStore`). */
export function onContact(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Notes an answer of the server (any status: it was reached); at most every 30 s, and kept on the device. */
export function noteContact(now = Date.now()): void {
  if (last !== null && now >= last && now - last < 30_000) return;
  last = now;
  for (const listener of listeners) listener();
  try {
    localStorage.setItem(key, String(now));
  } catch {
    // A browser without storage (private mode): the time holds until the page goes.
  }
}
