#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse (mobile) on the landing page and on a list page of the built app. It builds nothing:
// run `npm run build` first. It starts `node server/dist/server.js` on a fresh embedded database and a free port
// (WEB_DIST picks another web build), signs a user up and fills a list through the API, runs Lighthouse in Debian's
// Chromium (scripts/chromium.mjs: CHROMIUM_PATH or CHROME_PATH, default /usr/bin/chromium), prints the scores, writes
// bench/lighthouse.json, and exits 1 when a page is below the budgets of issue 7. Each page is audited LH_RUNS times
// (default 3) and judged by its median run, as Lighthouse's own guide to score variability advises (Lighthouse's
// computeMedianRun: the run closest to the median first contentful paint and time to interactive); every run's scores
// are printed and kept. LH_DUMP=<prefix> also writes each page's median Lighthouse result to <prefix>-<path>.json, and
// every run's to <prefix>-<path>-run<n>.json (the LCP element and its phases, every request, the long tasks).
import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import { call, signUp, start, startBuiltApp, stopAll, tempDir } from './built-app.mjs';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { budgets, categories, failuresOf, printTable, summary } from './lighthouse-report.mjs';

const runs = Math.max(1, Number.parseInt(process.env.LH_RUNS ?? '3', 10) || 3);
const groceries = ['молоко', 'хлеб', 'яблоки', 'сыр', 'масло', 'яйца', 'кофе', 'рис'];

/** A signed-up user with a list of everyday groceries, found through the autocomplete like the app does. */
async function prepareList(base) {
  const password = 'lighthouse-1';
  const cookie = await signUp(base, { email: 'lighthouse@example.com', username: 'lighthouse', password });
  const list = await (await call(base, 'POST', '/api/lists', { cookie, body: { name: 'Покупки на выходные' } })).json();
  let added = 0;
  for (const name of groceries) {
    const query = `/api/item/autocomplete?name=${encodeURIComponent(name)}`;
    const [first] = await (await call(base, 'GET', query, { cookie })).json();
    if (!first) continue;
    await call(base, 'POST', `/api/list/${list.id}/add`, { cookie, body: { item: first.id } });
    added += 1;
  }
  if (added === 0) throw new Error('the autocomplete found none of the groceries');
  return { cookie, path: `/lists/${list.id}`, items: added };
}

/** Chromium with a DevTools port of its own choosing, read from what it prints. */
async function startChromium() {
  const chromium = start(chromiumPath, [
    ...chromiumArgs,
    '--remote-debugging-port=0',
    `--user-data-dir=${tempDir('listok-lighthouse-chromium-')}`,
    'about:blank',
  ]);
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${output}`)), 30_000);
    chromium.on('exit', (code) => reject(new Error(`Chromium exited with code ${code}:\n${output}`)));
    chromium.stderr.on('data', (chunk) => {
      output += chunk;
      const port = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve(Number(port));
      }
    });
  });
}

/** One Lighthouse run (the default configuration: a mid-range phone on a slow 4G network, simulated). */
async function audit(port, url, cookie) {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: categories,
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return lhr;
}

/**
 * The app as an installed one (Lighthouse 12 has no PWA category any more): what Chromium says stops the page from
 * being installed (`Page.getInstallabilityErrors`: none expected), and whether the page, reloaded without signal once
 * its service worker runs, still shows its heading. In the same Chromium, after Lighthouse's runs.
 */
async function installable(port, url, cookie) {
  const { chromium } = await import('playwright');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    // The profile's own context: Chromium installs nothing from an incognito one.
    const context = browser.contexts()[0] ?? (await browser.newContext());
    if (cookie) {
      const at = cookie.indexOf('=');
      await context.addCookies([{ name: cookie.slice(0, at), value: cookie.slice(at + 1), url }]);
    }
    const page = await context.newPage();
    await page.goto(url);
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
    await page.reload();
    const session = await context.newCDPSession(page);
    const { installabilityErrors } = await session.send('Page.getInstallabilityErrors');
    await context.setOffline(true);
    await page.reload();
    const offline = await page
      .getByRole('heading', { level: 1 })
      .first()
      .waitFor({ timeout: 15_000 })
      .then(() => true)
      .catch(() => false);
    await context.setOffline(false);
    await page.close();
    return { errors: installabilityErrors.map((error) => error.errorId), opensOffline: offline };
  } finally {
    await browser.close();
  }
}

async function main() {
  const base = await startBuiltApp('lighthouse');
  const list = await prepareList(base);
  const port = await startChromium();
  const pages = [];
  for (const [name, path, cookie] of [
    ['landing page (visitor)', '/', undefined],
    [`list page (${list.items} items, signed in)`, list.path, list.cookie],
  ]) {
    const lhrs = [];
    for (let run = 1; run <= runs; run += 1) {
      console.log(`Lighthouse: ${name}, ${base}${path} (run ${run} of ${runs})`);
      lhrs.push(await audit(port, `${base}${path}`, cookie));
    }
    const page = { name, ...summary(`${base}${path}`, lhrs) };
    // The installed app opens at a list (the manifest's start_url, /lists): the list page is the one to check.
    if (cookie) page.installable = await installable(port, `${base}${path}`, cookie);
    pages.push(page);
  }
  printTable(pages, runs);
  const report = { date: new Date().toISOString(), budgets, runs, pages };
  writeFileSync('bench/lighthouse.json', `${JSON.stringify(report, null, 2)}\n`);
  console.log('written to bench/lighthouse.json');
  return pages.every((page) => failuresOf(page).length === 0);
}

process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

let passed = false;
try {
  passed = await main();
} catch (error) {
  console.error(`lighthouse: ${error.stack ?? error}`);
} finally {
  stopAll();
}
process.exit(passed ? 0 : 1);
