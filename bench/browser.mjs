// @ts-check
// The list screen with many rows in Chromium (Debian's /usr/bin/chromium through Playwright): how long until the rows
// are on screen, how long one tick takes to show, and the longest main-thread task meanwhile (responsiveness).
import { existsSync } from 'node:fs';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

/** Counts rows of the items table and the longest tasks, from the first script on. */
const observeLongTasks = () => {
  window.__longTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, ms: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // no long task timing
  }
};

/**
 * @typedef {{ rowsShownMs: number, longestTaskMs: number, totalBlockingMs: number }} Visit
 * @typedef {{ rowsShownColdMs: number, rowsShownWarmMs: number, loadLongestTaskMs: number, loadTbtMs: number }} Load
 * @typedef {{ skipped: string }
 *   | (Load & { markSkipped: string })
 *   | (Load & { markShownMs: number, markLongestTaskMs: number, markTbtMs: number })} ListPage
 */

/**
 * Opens the list twice (first and second visit) as the cookie's user, then ticks the first row.
 * @param {{ base: string, cookie: string, listId: number, rows: number, timeoutMs?: number }} options
 * @returns {Promise<ListPage>}
 */
export async function measureListPage({ base, cookie, listId, rows, timeoutMs = 60_000 }) {
  if (!existsSync(chromiumPath)) return { skipped: `no Chromium at ${chromiumPath}` };
  const { chromium } = await import('playwright');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const [name = '', value = ''] = cookie.split('=');
    await context.addCookies([{ name, value, url: base }]);
    await context.addInitScript(observeLongTasks);
    const page = await context.newPage();
    page.setDefaultTimeout(timeoutMs);

    /** @returns {Promise<Visit | { notReady: string }>} */
    const open = async () => {
      await page.goto(`${base}/lists/${listId}`, { waitUntil: 'commit' });
      try {
        // A long list draws the rows on and near the screen, and its table says how many there are (aria-rowcount,
        // with the head row): shown once it says all of them and a screenful is drawn. A shorter one draws them all.
        await page.waitForFunction(
          (n) => {
            const table = document.querySelector('main table') ?? document.querySelector('table');
            const drawn = table?.querySelectorAll('tbody tr[data-index], tbody tr:not([style])').length ?? 0;
            const counted = Number(table?.getAttribute('aria-rowcount') ?? 0) - 1;
            if (counted >= n ? drawn < Math.min(n, 10) : drawn < n) return false;
            window.__rowsAt ??= performance.now();
            return true;
          },
          rows,
          { polling: 'raf', timeout: 20_000 },
        );
      } catch {
        const shown = await page.evaluate(() => document.querySelectorAll('table tbody tr').length);
        const text = (await page.evaluate(() => document.body.innerText)).slice(0, 200).replace(/\s+/g, ' ');
        return { notReady: `list screen not ready: ${shown} of ${rows} rows shown after 20 s; page says "${text}"` };
      }
      return page.evaluate(() => ({
        rowsShownMs: /** @type {number} */ (window.__rowsAt),
        longestTaskMs: Math.max(0, ...window.__longTasks.map((t) => t.ms)),
        totalBlockingMs: window.__longTasks.reduce((sum, t) => sum + Math.max(0, t.ms - 50), 0),
      }));
    };

    const cold = await open();
    if ('notReady' in cold) return { skipped: cold.notReady };
    const warm = await open();
    if ('notReady' in warm) return { skipped: warm.notReady };

    // One tick: the first checkbox of the table. Its row re-renders (classes change) when the tick shows; the
    // answer of the server then replaces the whole list (and the push event reloads it once more).
    const box = page.locator('table tbody tr input[type="checkbox"]').first();
    if ((await box.count()) === 0) return { ...results(cold, warm), markSkipped: 'no checkbox in the rows' };
    await page.evaluate(() => {
      window.__longTasks = [];
    });
    const answered = page.waitForResponse((r) => r.url().includes('/api/list-item/mark/'), { timeout: 20_000 });
    const shownMs = await page.evaluate(
      () =>
        /** @type {Promise<number>} */ (
          new Promise((resolve) => {
            const row = /** @type {HTMLElement} */ (document.querySelector('table tbody tr'));
            const input = /** @type {HTMLInputElement} */ (row.querySelector('input[type="checkbox"]'));
            const before = row.className + row.innerHTML.length;
            const started = performance.now();
            window.__clickAt = started;
            input.click();
            const check = () => {
              const current = /** @type {HTMLElement} */ (document.querySelector('table tbody tr'));
              if (current.className + current.innerHTML.length !== before) resolve(performance.now() - started);
              else requestAnimationFrame(check);
            };
            requestAnimationFrame(check);
          })
        ),
    );
    await answered;
    // Let the answer (and the push reload) render before reading the long tasks of the whole tick.
    await page.waitForTimeout(1500);
    const after = await page.evaluate(() => {
      const tasks = window.__longTasks;
      return {
        longestTaskMs: Math.max(0, ...tasks.map((t) => t.ms)),
        totalBlockingMs: tasks.reduce((sum, t) => sum + Math.max(0, t.ms - 50), 0),
      };
    });
    return {
      ...results(cold, warm),
      markShownMs: shownMs,
      markLongestTaskMs: after.longestTaskMs,
      markTbtMs: after.totalBlockingMs,
    };
  } finally {
    await browser.close();
  }
}

/**
 * @param {Visit} cold
 * @param {Visit} warm
 * @returns {Load}
 */
function results(cold, warm) {
  return {
    rowsShownColdMs: cold.rowsShownMs,
    rowsShownWarmMs: warm.rowsShownMs,
    loadLongestTaskMs: warm.longestTaskMs,
    loadTbtMs: warm.totalBlockingMs,
  };
}
