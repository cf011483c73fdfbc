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
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const budgets = { performance: 95, accessibility: 100, 'best-practices': 100 };
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
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

const scoresOf = (lhr) =>
  Object.fromEntries(categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));

/** The page's runs, judged by the median one: its scores, metrics and findings, and every run's scores beside them. */
function summary(url, lhrs) {
  const lhr = computeMedianRun(lhrs);
  if (process.env.LH_DUMP) {
    const prefix = `${process.env.LH_DUMP}-${new URL(url).pathname.replaceAll('/', '_')}`;
    writeFileSync(`${prefix}.json`, JSON.stringify(lhr));
    for (const [index, run] of lhrs.entries()) writeFileSync(`${prefix}-run${index + 1}.json`, JSON.stringify(run));
  }
  const scores = scoresOf(lhr);
  // What cost points: every scored audit below full marks, by category.
  const findings = Object.fromEntries(
    categories.map((id) => [
      id,
      (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((a) => a && a.score !== null && a.score < 1)
        .map((a) => ({ id: a.id, title: a.title, score: a.score, value: a.displayValue ?? null })),
    ]),
  );
  const metrics = Object.fromEntries(
    [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'speed-index',
    ].map((id) => [id, lhr.audits[id]?.displayValue ?? null]),
  );
  // Suggestions that carry no weight of their own but explain the metrics (compression, unused code, shifts).
  const hints = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.details && ['opportunity', 'table'].includes(a.details.type))
    .filter((a) => !Object.values(findings).some((list) => list.some((finding) => finding.id === a.id)))
    .map((a) => ({
      id: a.id,
      title: a.title,
      value: a.displayValue ?? null,
      items: (a.details.items ?? [])
        .slice(0, 5)
        .map((item) => item.url ?? item.node?.snippet ?? item.node?.selector ?? null),
    }));
  return {
    url,
    scores,
    runs: lhrs.map((run) => ({
      scores: scoresOf(run),
      metrics: Object.fromEntries(Object.keys(metrics).map((id) => [id, run.audits[id]?.displayValue ?? null])),
      benchmarkIndex: run.environment?.benchmarkIndex,
    })),
    metrics,
    findings,
    hints,
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment?.hostUserAgent,
    // Lighthouse's measure of this machine's speed at the time (higher is faster; a quiet mid-range desktop ~1000+).
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
}

const failuresOf = (page) =>
  Object.entries(budgets)
    .filter(([id, minimum]) => page.scores[id] < minimum)
    .map(([id, minimum]) => `${id} ${page.scores[id]} < ${minimum}`);

function printTable(pages) {
  const head = ['page', ...categories, 'performance of each run', 'result'];
  const rows = pages.map((page) => [
    page.name,
    ...categories.map((id) => String(page.scores[id])),
    page.runs.map((run) => run.scores.performance).join(', '),
    failuresOf(page).length === 0 ? 'pass' : 'FAIL',
  ]);
  const widths = head.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells) => cells.map((cell, column) => cell.padEnd(widths[column])).join('  ');
  console.log(`\n${line(head)}\n${line(widths.map((width) => '-'.repeat(width)))}`);
  for (const row of rows) console.log(line(row));
  console.log(
    `budgets: ${Object.entries(budgets)
      .map(([id, minimum]) => `${id} ≥ ${minimum}`)
      .join(', ')}, judged by the median of ${runs} run${runs === 1 ? '' : 's'} (LH_RUNS)`,
  );
  for (const page of pages) {
    for (const [category, findings] of Object.entries(page.findings)) {
      for (const finding of findings) {
        const value = finding.value ? ` (${finding.value})` : '';
        console.log(`  ${page.name} · ${category}: ${finding.title}${value}`);
      }
    }
  }
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
  printTable(pages);
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
