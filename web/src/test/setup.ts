import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own clean-up: each test starts on an empty page.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
