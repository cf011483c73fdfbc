// @ts-check
// The one Chromium of every browser run — Playwright's end-to-end tests, `npm run lighthouse` and the bench: Debian's
// package (never `npx playwright install`) and the flags it needs headless in a container without a GPU, with no
// background traffic to skew the timings. CHROMIUM_PATH picks another binary (CHROME_PATH is read too, as
// Lighthouse's tools name it).

import { existsSync } from 'node:fs';

/** The Chromium binary: the whole browser, as people run it (Lighthouse, the bench, the README's screenshots). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Debian's `chromium-headless-shell`: the same Chromium without the browser's windowing and compositing around it. */
const headlessShell = '/usr/bin/chromium-headless-shell';

/**
 * The end-to-end tests' binary: Debian's headless shell when installed, else the whole browser. Back to back on the
 * same specs, the shell took 27 % less CPU and 19 % less time (docs/performance.md, The test suite's time). It has no
 * push messaging: the Web Push specs run in the whole browser (playwright.config.ts).
 */
export const testChromiumPath =
  process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? (existsSync(headlessShell) ? headlessShell : chromiumPath);

/** Command-line flags of every launch. */
export const chromiumArgs = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
