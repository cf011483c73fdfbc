// @ts-check
// Screens in Chromium (Debian's /usr/bin/chromium through Playwright) on a phone profile (375 × 812, three device
// pixels a pixel, touch): how long until a screen shows what it is for after a navigation, a tap on a link or a tick,
// and the longest main-thread task meanwhile. Times are read in the page (`performance.now()`, polled every frame), so
// Playwright's own round trips are not in them.
import { existsSync } from 'node:fs';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

/** The phone: an iPhone-sized screen; Chromium's own engine and network (no throttling but the CPU's when asked). */
export const phone = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  locale: 'ru-RU',
};

/**
 * What a screen shows once it is ready (checked in the page on every frame):
 * - `rows`: the items table counts `n` goods and draws a screenful of them (all of them when fewer than 10);
 * - `tiles`: as many tiles of goods (a long list draws those near the screen);
 * - `text`: the page's text holds it; `link`: a link with exactly this text is drawn.
 * @typedef {{ kind: 'rows' | 'tiles', n: number } | { kind: 'text' | 'link', text: string }} Ready
 */

/** Installed in every page before its scripts: the long tasks from the first one on, and the test of `Ready`. */
const install = () => {
  const w = /** @type {any} */ (window);
  w.__longTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longTasks.push({ start: entry.startTime, ms: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // no long task timing
  }
  /**
   * The longest task that ended after `from` and started before `to`: the observer reports a task once it ends, so
   * one that ended before a tap may come in after it.
   */
  w.__longestTask = (from = Number.NEGATIVE_INFINITY, to = Number.POSITIVE_INFINITY) =>
    Math.max(
      0,
      .../** @type {{ start: number, ms: number }[]} */ (w.__longTasks)
        .filter((t) => t.start + t.ms > from && t.start < to)
        .map((t) => t.ms),
    );
  /** @param {Ready} ready */
  w.__isShown = (ready) => {
    if ('text' in ready) {
      if (ready.kind === 'text') return document.body?.innerText.includes(ready.text) ?? false;
      return [...document.querySelectorAll('a')].some((a) => a.textContent?.trim() === ready.text && a.offsetParent);
    }
    const n = ready.n;
    const screenful = Math.min(n, 10);
    if (ready.kind === 'tiles') return document.querySelectorAll('main button[aria-pressed]').length >= screenful;
    const table = document.querySelector('main table');
    const drawn = table?.querySelectorAll('tbody tr input[type="checkbox"]').length ?? 0;
    const counted = Number(table?.getAttribute('aria-rowcount') ?? 0) - 1;
    return counted >= n ? drawn >= screenful : drawn >= n;
  };
  // What a navigation waits for (shownAfterLoad), checked on every frame from the first one: when it first shows.
  const watch = () => {
    if (w.__want && w.__shownAt === undefined && w.__isShown(w.__want)) w.__shownAt = performance.now();
    if (w.__shownAt === undefined) requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
};

/** @returns {Promise<import('playwright').Browser | string>} Chromium, or why it cannot run. */
export async function launch() {
  if (!existsSync(chromiumPath)) return `no Chromium at ${chromiumPath}`;
  const { chromium } = await import('playwright');
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
}

/**
 * A fresh phone (its own cache, storage and service worker), signed in with the cookie, with device choices in its
 * localStorage before any script runs, and the CPU slowed down `slowdown` times.
 * @param {import('playwright').Browser} browser
 * @param {{ base: string, cookie?: string, storage?: Record<string, string>, slowdown?: number }} options
 */
export async function newPhone(browser, { base, cookie, storage = {}, slowdown = 1 }) {
  const context = await browser.newContext(phone);
  if (cookie) {
    const [name = '', value = ''] = cookie.split('=');
    await context.addCookies([{ name, value, url: base }]);
  }
  await context.addInitScript(install);
  await context.addInitScript((entries) => {
    for (const [key, value] of entries) localStorage.setItem(key, value);
  }, Object.entries(storage));
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  if (slowdown !== 1) {
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  }
  return { context, page };
}

/**
 * Milliseconds from the start of a navigation to the page showing `ready`, and the longest task meanwhile. The page
 * watches for it itself, every frame from its first script on (`__want`, set by an init script before the
 * navigation): Playwright's `waitForFunction` puts its own script engine into the page first, which took 50–120 ms of
 * the main thread in the middle of the load being measured (docs/performance.md, Screens on a phone).
 * @param {import('playwright').Page} page
 * @param {string} url
 * @param {Ready} ready
 */
export async function shownAfterLoad(page, url, ready) {
  // Init scripts run in the order they were added: the last one's `ready` is the one watched for.
  await page.context().addInitScript((r) => {
    /** @type {any} */ (window).__want = r;
  }, ready);
  await page.goto(url, { waitUntil: 'commit' });
  const deadline = Date.now() + 30_000;
  for (;;) {
    const shown = await page
      .evaluate(() => {
        const w = /** @type {any} */ (window);
        if (w.__shownAt === undefined) return undefined;
        return { ms: /** @type {number} */ (w.__shownAt), longestTaskMs: /** @type {number} */ (w.__longestTask()) };
      })
      // The page between two documents has no context to evaluate in: asked again.
      .catch(() => undefined);
    if (shown) return shown;
    if (Date.now() > deadline) throw new Error(`${url} did not show ${JSON.stringify(ready)} within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Milliseconds from a tap on the link with this text (or from `history.back()` when `link` is null) to the page
 * showing `ready`, within the running app, and the longest task meanwhile.
 * @param {import('playwright').Page} page
 * @param {string | null} link
 * @param {Ready} ready
 */
export async function shownAfterTap(page, link, ready) {
  return page.evaluate(
    ([text, r]) =>
      /** @type {Promise<{ ms: number, longestTaskMs: number }>} */ (
        new Promise((resolve, reject) => {
          const w = /** @type {any} */ (window);
          w.__longTasks = [];
          const started = performance.now();
          if (text === null) history.back();
          else {
            const anchor = [...document.querySelectorAll('a')].find(
              (a) => a.textContent?.trim() === text && a.offsetParent,
            );
            if (!anchor) return reject(new Error(`no link «${text}» on the screen`));
            anchor.click();
          }
          const check = () => {
            if (!w.__isShown(r)) return requestAnimationFrame(check);
            const ms = performance.now() - started;
            // The tasks that ran from the tap until the screen showed.
            resolve({ ms, longestTaskMs: w.__longestTask(started, started + ms) });
          };
          requestAnimationFrame(check);
        })
      ),
    /** @type {const} */ ([link, ready]),
  );
}

/**
 * Waits until the app has taken over a page the server drew (server/src/features/lists/first-screen) and the page
 * has nothing left to do (an idle period of 45 ms or more: no frame, timer or task due), at most
 * 10 s, and answers the longest task since the page loaded: what the load did after the screen showed (the menus'
 * code, the add box's) is the load's, not the next tap's.
 * @param {import('playwright').Page} page
 */
export async function settled(page) {
  return page.evaluate(
    () =>
      /** @type {Promise<number>} */ (
        new Promise((resolve) => {
          const w = /** @type {any} */ (window);
          const until = performance.now() + 10_000;
          /** @param {IdleDeadline} deadline */
          const check = (deadline) => {
            // A list's page drawn by the server is the app's once its own screen has taken the drawing's place.
            const app = !document.getElementById('first-screen');
            if ((app && deadline.timeRemaining() >= 45) || performance.now() > until) resolve(w.__longestTask());
            else requestIdleCallback(check);
          };
          requestIdleCallback(check);
        })
      ),
  );
}

/**
 * One tick of the first good on the screen (the row's checkbox, or the tile), timed until it shows; then, once the
 * server has answered and the page has drawn the answer, the longest task of the whole tick.
 * @param {import('playwright').Page} page
 * @param {'rows' | 'tiles'} layout
 */
export async function tickShown(page, layout) {
  const answered = page.waitForResponse((r) => r.url().includes('/api/list-item/mark/'), { timeout: 20_000 });
  const ms = await page.evaluate(
    (tiles) =>
      /** @type {Promise<number>} */ (
        new Promise((resolve, reject) => {
          const w = /** @type {any} */ (window);
          w.__longTasks = [];
          const target = /** @type {HTMLElement | null} */ (
            document.querySelector(tiles ? 'main button[aria-pressed]' : 'main table tbody tr input[type="checkbox"]')
          );
          if (!target) return reject(new Error(`no ${tiles ? 'tile' : 'checkbox'} to tick`));
          // A row's tick shows as its box's check (the box follows the click at once), a tile's as its pressed state.
          const state = () =>
            tiles
              ? target.getAttribute('aria-pressed')
              : `${target.closest('tr')?.className}${target.outerHTML}${/** @type {HTMLInputElement} */ (target).checked}`;
          const before = state();
          const started = performance.now();
          w.__tickedAt = started;
          target.click();
          const check = () => {
            if (target.isConnected && state() === before) return requestAnimationFrame(check);
            resolve(performance.now() - started);
          };
          requestAnimationFrame(check);
        })
      ),
    layout === 'tiles',
  );
  await answered;
  // Time for the answer, and the push event's read, to be drawn (the page's event stream never lets the network idle).
  await page.waitForTimeout(1500);
  // The tasks that ended after the tap (not the load's last ones, reported late).
  const longestTaskMs = await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    return /** @type {number} */ (w.__longestTask(w.__tickedAt));
  });
  return { ms, longestTaskMs };
}

/**
 * The middle value (the mean of the two middle ones for an even count).
 * @param {number[]} values
 */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? /** @type {number} */ (sorted[mid]) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}
