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
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { budgets, categories, failuresOf, printTable, summary } from './lighthouse-report.mjs';

const runs = Math.max(1, Number.parseInt(process.env.LH_RUNS ?? '3', 10) || 3);
const groceries = ['молоко', 'хлеб', 'яблоки', 'сыр', 'масло', 'яйца', 'кофе', 'рис'];

const temporary = [];
const children = [];

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const tempDir = (prefix) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temporary.push(dir);
  return dir;
};

/** Starts a child process; it is ended when this script ends, however it ends. */
function start(command, args, env) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  return child;
}

function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  // Chromium may still be writing its profile as it ends: removal is retried rather than failing the run.
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}

async function waitFor(url, timeoutMs, server) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

async function startServer() {
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const server = start('node', ['server/dist/server.js'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: tempDir('listok-lighthouse-data-'),
    PUBLIC_URL: base,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_ADDRESS: 'off',
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  try {
    await waitFor(`${base}/api/health`, 60_000, server);
  } catch (error) {
    throw new Error(`${error.message}\n${output}`);
  }
  return base;
}

/** Calls the API as a browser of the app would: JSON, the app's Origin, the session cookie. */
async function call(base, method, path, { cookie, body } = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      Origin: base,
      ...(cookie ? { Cookie: cookie } : {}),
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

/** A signed-up user with a list of everyday groceries, found through the autocomplete like the app does. */
async function prepareList(base) {
  const password = 'lighthouse-1';
  const signup = await call(base, 'POST', '/api/signup', {
    body: { email: 'lighthouse@example.com', username: 'lighthouse', password, password_re: password },
  });
  const cookie = signup.headers
    .getSetCookie()
    .find((header) => header.startsWith('listok_session='))
    ?.split(';')[0];
  if (!cookie) throw new Error('the sign-up answer set no session cookie');
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

async function main() {
  const base = await startServer();
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
    pages.push({ name, ...summary(`${base}${path}`, lhrs) });
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
