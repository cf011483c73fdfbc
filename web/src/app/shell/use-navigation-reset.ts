import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { keepErrorState } from '../../lib/notices/api-error-handler';
import { clearError } from '../../lib/notices/notices';

const keepsError = (state: unknown) =>
  typeof state === 'object' &&
  state !== null &&
  (state as Record<string, unknown>).keepError === keepErrorState.keepError;

/**
 * Spec §2: the menu and the error are cleared on each navigation (except the error that caused it, e.g. a 401).
 * Focus moves to the main region so keyboard and screen-reader users start at the new screen.
 */
export function useNavigationReset(closeMenu: () => void, main: RefObject<HTMLElement | null>): void {
  const location = useLocation();
  const shownKey = useRef(location.key);
  useEffect(() => {
    if (location.key === shownKey.current) return;
    shownKey.current = location.key;
    closeMenu();
    if (!keepsError(location.state)) clearError();
    main.current?.focus({ preventScroll: true });
  }, [location, closeMenu, main]);
}
