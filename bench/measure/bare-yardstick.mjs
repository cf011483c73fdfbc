// @ts-check
// The yardstick of throughput (docs/performance.md, "Why ratios"): a bare Fastify route answering the same JSON as the
// 100-item list, measured before and after the app's runs; the read and mark figures are reported as ratios to it.
import { join } from 'node:path';
import { here, root } from '../config.mjs';
import { freePort, round, startChild, stopChild, waitForOk } from '../lib.mjs';
import { measuredLoad } from '../load.mjs';
import { results, row, step } from '../report.mjs';
import { state } from '../state.mjs';

/**
 * One load on a fresh bare process (its summary is kept as `results.details[label]`).
 * @param {string} label
 */
export async function bareRun(label) {
  const port = await freePort();
  const bare = startChild(process.execPath, [join(here, 'bare-server.mjs'), state.payloadFile], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
  });
  try {
    await waitForOk(`http://127.0.0.1:${port}/bare`, { child: bare, timeoutMs: 20_000 });
    return await measuredLoad(
      label,
      { url: `http://127.0.0.1:${port}/bare`, connections: 50 },
      { pids: { bare: /** @type {number} */ (bare.pid) } },
    );
  } finally {
    await stopChild(bare);
  }
}

export async function measureBareBefore() {
  await step('bare Fastify yardstick (before)', 60_000, async () => {
    state.bareBefore = await bareRun('bareBefore');
  });
}

export async function measureBareAfter() {
  await step('bare Fastify yardstick (after)', 60_000, async () => {
    state.bareAfter = await bareRun('bareAfter');
  });
}

/** The bare route's throughput of this run: the mean of its runs (NaN when none was made). */
export function bareMean() {
  const bares = [state.bareBefore, state.bareAfter].flatMap((b) => (b ? [b.requestsPerSecond] : []));
  return { bare: bares.length ? bares.reduce((a, b) => a + b, 0) / bares.length : Number.NaN, bares };
}

/** The rows of the bare route, and of the read and the marks as ratios to it (the budgets of issues 7 and 24). */
export function reportRatiosToBare() {
  if (!state.bareBefore && !state.bareAfter) return;
  const { bare, bares } = bareMean();
  results.details.bareRequestsPerSecond = round(bare, 0);
  row('bare Fastify, same 100-item JSON (50 conn.)', `${round(bare, 0)} req/s`, '', null, `runs: ${bares.join(', ')}`);
  const { read, mark, markHot } = state;
  if (read) {
    const ratio = read.requestsPerSecond / bare;
    row(
      'read list of 100: throughput ratio to bare',
      `${round(ratio, 3)} (${read.requestsPerSecond} req/s)`,
      '≥ 0.4',
      ratio >= 0.4,
    );
    row('read list of 100: p99 latency (50 conn.)', `${read.latencyMs.p99} ms`, '≤ 10 ms', read.latencyMs.p99 <= 10);
    if (read.non2xx || read.errors)
      row('read list of 100: non-2xx / errors', `${read.non2xx} / ${read.errors}`, '0', false);
  }
  const { readBrowser } = state;
  if (readBrowser) {
    row(
      'read list of 100 as a browser asks (Accept-Encoding; Brotli made once): p99 (50 conn.)',
      `${readBrowser.latencyMs.p99} ms (${readBrowser.requestsPerSecond} req/s, ratio ${round(readBrowser.requestsPerSecond / bare, 3)})`,
      '≤ 10 ms',
      readBrowser.latencyMs.p99 <= 10 && !readBrowser.non2xx && !readBrowser.errors,
    );
  }
  if (mark) {
    const ratio = mark.requestsPerSecond / bare;
    row(
      'mark item (50 lists): throughput ratio to bare',
      `${round(ratio, 3)} (${mark.requestsPerSecond} req/s, p99 ${mark.latencyMs.p99} ms)`,
      '≥ 0.4',
      ratio >= 0.4,
    );
    if (mark.non2xx || mark.errors) row('mark item: non-2xx / errors', `${mark.non2xx} / ${mark.errors}`, '0', false);
  }
  if (markHot) {
    row(
      'mark item, 50 conn. on ONE list (row lock)',
      `${round(markHot.requestsPerSecond / bare, 3)} (${markHot.requestsPerSecond} req/s, p99 ${markHot.latencyMs.p99} ms)`,
      '',
      null,
    );
  }
}
