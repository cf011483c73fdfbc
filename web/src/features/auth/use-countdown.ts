import { useEffect, useState } from 'react';

/** Whole seconds left until `deadline` (a Date.now() time), never below 0. */
export const secondsLeft = (deadline: number, now: number) => Math.max(0, Math.ceil((deadline - now) / 1000));

/**
 * Once `startedAt` is set, counts `durationMs` down (whole seconds, for the screen) and then calls `onDone`.
 * Leaving the screen stops it.
 */
export function useCountdown(startedAt: number | null, durationMs: number, onDone: () => void): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (startedAt === null) return;
    const tick = setInterval(() => setNow(Date.now()), 250);
    const timer = setTimeout(onDone, Math.max(0, startedAt + durationMs - Date.now()));
    return () => {
      clearInterval(tick);
      clearTimeout(timer);
    };
  }, [startedAt, durationMs, onDone]);
  return startedAt === null ? null : secondsLeft(startedAt + durationMs, Math.max(now, startedAt));
}
