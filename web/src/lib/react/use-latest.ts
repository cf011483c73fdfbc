import { type RefObject, useInsertionEffect, useRef } from 'react';

/**
 * A ref holding the value of the last committed render, for handlers, timers and answers that come later and must not
 * see a stale value. Written in an insertion effect, before any layout effect or handler runs, not during the render
 * (a render React throws away would leave its value behind).
 */
export function useLatest<T>(value: T): RefObject<T> {
  const latest = useRef(value);
  useInsertionEffect(() => {
    latest.current = value;
  });
  return latest;
}
