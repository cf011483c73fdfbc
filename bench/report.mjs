// @ts-check
// The report of a run: its rows (metric, value, budget, pass) and the details behind them, the log lines, the steps
// with their time limits, and the table printed at the end. bench/results.json is `results` as it is at the end.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dbName, here, quick } from './config.mjs';
import { now, round, withTimeout } from './lib.mjs';
import { machineDescription } from './machine.mjs';

/**
 * @typedef {{ metric: string, value: string, budget: string, pass: boolean | null, note?: string }} Row
 * @typedef {{
 *   startedAt: string, finishedAt?: string, durationSeconds?: number, quick: boolean,
 *   machine: ReturnType<typeof machineDescription>,
 *   database: { server: string | undefined, name: string, maxConnections?: number },
 *   rows: Row[], details: Record<string, any>,
 * }} Results
 */

/** @type {Results} */
export const results = {
  startedAt: new Date().toISOString(),
  quick,
  machine: machineDescription(),
  database: { server: undefined, name: dbName },
  rows: [],
  details: {},
};

/**
 * A row of the table; pass is true/false against the budget, null when there is no budget (information only).
 * @param {string} metric
 * @param {string} value
 * @param {string} [budget]
 * @param {boolean | null} [pass]
 * @param {string} [note]
 */
export function row(metric, value, budget, pass, note) {
  results.rows.push({ metric, value, budget: budget ?? '', pass: pass ?? null, ...(note ? { note } : {}) });
  const mark = pass === true ? 'pass' : pass === false ? 'FAIL' : '';
  console.log(`  ${metric}: ${value}${budget ? ` (budget ${budget}) ${mark}` : ''}${note ? ` — ${note}` : ''}`);
}

/** @param {string} text */
export const log = (text) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${text}`);

/**
 * Only the steps whose names contain one of these words (and what they need): the command's arguments
 * (`npm run bench -- fan-out idle`) or BENCH_STEPS=fan-out,idle.
 */
const onlySteps = (() => {
  const words = [...process.argv.slice(2), ...(process.env.BENCH_STEPS?.split(',') ?? [])].filter(Boolean);
  return words.length ? words : undefined;
})();
const neededSteps = ['build web client', 'start server A', 'setup:'];

/**
 * Runs one step within its time limit; a failure becomes a FAIL row, and the run goes on.
 * @param {string} name
 * @param {number} timeoutMs
 * @param {() => Promise<unknown>} fn
 */
export async function step(name, timeoutMs, fn) {
  if (onlySteps && ![...onlySteps, ...neededSteps].some((word) => name.includes(word))) return;
  log(`— ${name}`);
  const started = now();
  try {
    await withTimeout(fn(), timeoutMs, name);
  } catch (error) {
    console.error(`${name} failed: ${errorText(error, 'stack')}`);
    row(`${name}`, `error: ${errorText(error).slice(0, 160)}`, '', false);
  }
  results.details.stepSeconds ??= {};
  results.details.stepSeconds[name] = round((now() - started) / 1000, 1);
}

/**
 * The message (or the stack) of anything thrown.
 * @param {unknown} error
 * @param {'message' | 'stack'} [part]
 */
export function errorText(error, part = 'message') {
  return String((error instanceof Error ? error[part] : undefined) ?? error);
}

/** Stamps the end of the measurements (before the cleanup). */
export function stampEnd() {
  results.finishedAt = new Date().toISOString();
  results.durationSeconds = round((Date.parse(results.finishedAt) - Date.parse(results.startedAt)) / 1000, 0);
}

export function writeResults() {
  writeFileSync(join(here, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
}

export function printTable() {
  const m = results.machine;
  console.log(`\nListok benchmark — ${results.startedAt}${quick ? ' (BENCH_QUICK: short and small)' : ''}`);
  console.log(
    `Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB, Node ${m.node}, load average at start ${m.loadAverageAtStart}; ` +
      `PostgreSQL ${results.database.server ?? 'unknown'}`,
  );
  const lines = results.rows.map((r) => [
    r.metric,
    String(r.value),
    String(r.budget),
    r.pass === true ? 'pass' : r.pass === false ? 'FAIL' : '—',
  ]);
  const header = ['metric', 'value', 'budget', 'result'];
  const widths = header.map((h, i) =>
    Math.min(i === 1 ? 70 : 64, Math.max(h.length, ...lines.map((l) => String(l[i]).length))),
  );
  /** @param {string[]} cells */
  const fmt = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(fmt(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const line of lines) console.log(fmt(line));
  const failed = results.rows.filter((r) => r.pass === false).length;
  console.log(
    `\n${failed === 0 ? 'All budgets met.' : `${failed} row(s) FAIL.`} Details: bench/results.json (${results.durationSeconds} s).`,
  );
}
