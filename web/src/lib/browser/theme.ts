import { createStore } from '../react/store';

/**
 * The user's colour theme choice (docs/behaviour.md, Themes). public/theme.js applies it: before the first paint,
 * on the event this module sends, on a change of the system's setting and on a choice made in another tab.
 */
export const themeChoices = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof themeChoices)[number];

export const themeStorageKey = 'listok.theme';
const themeEvent = 'listok-theme';

export const parseThemeChoice = (stored: string | null | undefined): ThemeChoice =>
  themeChoices.includes(stored as ThemeChoice) ? (stored as ThemeChoice) : 'system';

// Storage may be refused (a locked-down browser): the theme then follows the system, and a choice lasts for the page.
function storedChoice(): ThemeChoice {
  try {
    return parseThemeChoice(localStorage.getItem(themeStorageKey));
  } catch {
    return 'system';
  }
}

export const themeChoiceStore = createStore<ThemeChoice>(
  typeof localStorage === 'undefined' ? 'system' : storedChoice(),
);

export function setThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(themeStorageKey);
    else localStorage.setItem(themeStorageKey, choice);
  } catch {
    // Not remembered, but applied all the same.
  }
  themeChoiceStore.set(choice);
  window.dispatchEvent(new CustomEvent(themeEvent, { detail: choice }));
}

/** Shows a choice made in another tab (the page has applied it already); answers a function that stops. */
export function followOtherTabs(): () => void {
  const update = () => themeChoiceStore.set(storedChoice());
  window.addEventListener('storage', update);
  return () => window.removeEventListener('storage', update);
}
