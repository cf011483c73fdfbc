import { forgetAnswers } from '../api/answer-cache';
import { refreshMenu } from './menu';

/**
 * After sign-in, sign-up or sign-out another person (or nobody) is using the app: forget what was cached for the
 * previous one and load the menu again, which tells the username.
 */
export async function refreshSession(): Promise<void> {
  forgetAnswers();
  // The app's badge counts the previous person's to-dos (features/lists use-app-badge.ts): it goes with them.
  (navigator as Navigator & { clearAppBadge?: () => Promise<void> }).clearAppBadge?.().catch(() => undefined);
  await refreshMenu();
}
