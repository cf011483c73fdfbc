import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy… and waitFor wait this long for what a screen shows after a debounce and a (fake) answer, on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// Vitest runs without globals, so Testing Library cannot register its own clean-up: each test starts on an empty page.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
