#!/usr/bin/env node
// @ts-check
// Prints bench/results.json as the Markdown table of docs/performance.md: `node bench/to-markdown.mjs`.
import { readFileSync } from 'node:fs';

const results = JSON.parse(readFileSync(new URL('./results.json', import.meta.url), 'utf8'));
const m = results.machine;
/** @param {unknown} text */
const cell = (text) => String(text).replaceAll('|', '\\|');

console.log(
  `Run of ${results.startedAt.replace('T', ' ').slice(0, 16)} UTC${results.quick ? ' (BENCH_QUICK)' : ''}, ` +
    `${results.durationSeconds} s. Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB RAM, Node ${m.node}, ` +
    `PostgreSQL ${results.database.server} on the same machine; load average at start ${m.loadAverageAtStart}.`,
);
console.log('');
console.log('| metric | value | budget | result |');
console.log('|---|---|---|---|');
for (const row of /** @type {import('./report.mjs').Row[]} */ (results.rows)) {
  const result = row.pass === true ? 'pass' : row.pass === false ? '**FAIL**' : '—';
  const value = row.note ? `${row.value}; ${row.note}` : row.value;
  console.log(`| ${cell(row.metric)} | ${cell(value)} | ${cell(row.budget || '—')} | ${result} |`);
}
