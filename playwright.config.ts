import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { e2ePorts } from './e2e/ports';
import { chromiumArgs, chromiumPath, testChromiumPath } from './scripts/chromium.mjs';

const port = e2ePorts.server;
/** The specs of Web Push notifications, which run in the whole browser (the rest in the headless shell). */
const pushSpecs = /together\/notifications\.spec\.ts$/;
const baseURL = `http://localhost:${port}`;
// A fresh DATA_DIR (and embedded database) for every run, so tests never see an earlier run's data.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'listok-e2e-'));
// Specs read mails the server wrote under DATA_DIR/outbox; workers inherit this environment.
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: 'e2e',
  // The specs; `*.test.ts` there are Vitest's (e2e/web-server.test.ts).
  testMatch: '**/*.spec.ts',
  // Two spec files at a time, each file's tests in turn: one worker kept the 2-core machine three quarters busy (the
  // page's renderer one thread, the tests' waits on the app), two take about a sixth off the run (docs/performance.md,
  // The test suite's time). Every spec makes its own users and lists, so files do not meet.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Guards, not budgets: the shared host runs up to three times slower on some days.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    // A Russian browser (Accept-Language, navigator.languages): a first visit is in Russian, the default; specs that
    // want English choose it (the menu's switch) or a browser that prefers it (e2e/shell/first-language.spec.ts).
    locale: 'ru-RU',
    // No trace: recording one for every test (its screenshots, DOM snapshots) took a third of the suite's CPU, and a
    // failed test still leaves its screenshot and page snapshot (error-context.md). `--trace on` records one.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: testChromiumPath, args: chromiumArgs },
    // No service worker, except in the specs about it (offline, notifications: `test.use`): every new context would
    // install it and precache the whole app, some 1.4 MB, which is most of a short test's time on a busy machine
    // (docs/performance.md, The test suite's time).
    serviceWorkers: 'block',
  },
  projects: [
    // Web Push needs the whole browser: the headless shell has no push messaging, so a device cannot subscribe. First:
    // its spec is one of the longest, and run last it kept one worker busy while the other had nothing left.
    {
      name: 'chromium-push',
      testMatch: pushSpecs,
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
      },
    },
    { name: 'chromium', testIgnore: pushSpecs, use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: {
    // The suite runs against the built app (`npm run build` runs first in `npm test`): on the embedded database, or
    // with TEST_DATABASE_URL on a PostgreSQL database of the run's own, dropped when the server stops
    // (e2e/web-server.mjs).
    // E2E_SERVER lets parallel work test a server build kept elsewhere (`tsc -p server/tsconfig.build.json --outDir
    // server/dist-<name>`: beside dist, so it finds the migrations and the web build the same way).
    command: `node e2e/web-server.mjs ${process.env.E2E_SERVER ?? 'server/dist/server.js'}`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    // A stop the server hears, so that the database it ran on is dropped after it.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_ADDRESS: 'off',
      // The user who signs up with this address and confirms it is an admin (the embedded database cannot be reached by
      // the admin CLI); e2e/admin/admin-support.ts opens the mailed link.
      LISTOK_BOOTSTRAP_ADMIN: 'e2e_admin@example.com',
      // Web Push to the local push service of e2e/together/notifications.spec.ts (plain http, which the server refuses unless
      // told), its messages bundled after a second of quiet instead of half a minute.
      PUSH_ENDPOINT_ALLOW: `http://127.0.0.1:${e2ePorts.pushService}`,
      PUSH_BUNDLE_SECONDS: '1',
      // The shop and recipe pages of e2e/lists/link-pages.spec.ts and recipes.spec.ts, which the server reads.
      LINK_FETCH_ALLOW: `127.0.0.1:${e2ePorts.shopPages},127.0.0.1:${e2ePorts.recipePages}`,
      // Lets parallel work test a web build kept elsewhere (`vite build --outDir …`).
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    },
  },
});
