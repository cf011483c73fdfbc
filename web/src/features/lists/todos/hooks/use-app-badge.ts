import { useEffect } from 'react';

/** The Badging API, where the browser has it (an installed app on Chrome, Edge, Safari). */
type Badging = { setAppBadge?: (count?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };

/**
 * The app's icon shows how many to-dos are due today or overdue (`navigator.setAppBadge`), and nothing at 0 or
 * before the count is known. Where the browser has no badge, nothing happens.
 */
export function useAppBadge(count: number | undefined): void {
  useEffect(() => {
    const badging = navigator as Navigator & Badging;
    if (!badging.setAppBadge || !badging.clearAppBadge) return;
    // A refusal (not installed, no permission) changes nothing on the screen.
    const done = count ? badging.setAppBadge(count) : badging.clearAppBadge();
    done.catch(() => undefined);
  }, [count]);
}
