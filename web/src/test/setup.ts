import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// A Russian browser, as the e2e suite's (playwright.config.ts): a first visit starts in Russian (lib/texts/current-lang.ts);
// happy-dom's navigator would prefer English.
Object.defineProperty(navigator, 'languages', { value: ['ru-RU', 'ru'], configurable: true });
Object.defineProperty(navigator, 'language', { value: 'ru-RU', configurable: true });

// findBy… and waitFor wait this long for what a screen shows after a debounce and a (fake) answer, on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// Vitest runs without globals, so Testing Library cannot register its own clean-up: each test starts on an empty page.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
