import { useEffect, useState } from 'react';

/** The value as it was `delay` ms after it last changed (spec §9: searches wait 300 ms for the typing to stop). */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
