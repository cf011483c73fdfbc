// @ts-check
// The one Chromium of every browser run — Playwright's end-to-end tests, `npm run lighthouse` and the bench: Debian's
// package (never `npx playwright install`) and the flags it needs headless in a container without a GPU, with no
// background traffic to skew the timings. CHROMIUM_PATH picks another binary (CHROME_PATH is read too, as
// Lighthouse's tools name it).

/** The Chromium binary. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

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
