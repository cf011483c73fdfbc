import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const storageKey = 'listok-scroll';

/** Where each visited page was scrolled to, by history entry; kept over a reload of the tab. */
function readPositions(): Map<string, number> {
  try {
    return new Map(JSON.parse(sessionStorage.getItem(storageKey) ?? '[]') as Array<[string, number]>);
  } catch {
    return new Map();
  }
}

const positions = typeof window === 'undefined' ? new Map<string, number>() : readPositions();

/**
 * A new page starts at the top; Back and Forward return to where that page was left (the browser cannot do it for a
 * page drawn by script, so it is told not to try).
 */
export function useScrollRestoration(): void {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => sessionStorage.setItem(storageKey, JSON.stringify([...positions]));
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, []);

  // Layout effects: the old page's listener must be gone before the shorter new page's clamped scroll is reported.
  useLayoutEffect(() => {
    const saved = positions.get(key);
    if (navigationType === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    else if (hash === '') window.scrollTo(0, 0);
    const remember = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key, hash, navigationType]);
}
