// What `npm run lighthouse` makes of Lighthouse's results: each page judged by its median run (Lighthouse's
// computeMedianRun), the findings and hints that cost points, the budgets of issue 7, and the table it prints.
import { writeFileSync } from 'node:fs';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

export const budgets = { performance: 95, accessibility: 100, 'best-practices': 100 };
export const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

const scoresOf = (lhr) =>
  Object.fromEntries(categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));

/** The page's runs, judged by the median one: its scores, metrics and findings, and every run's scores beside them. */
export function summary(url, lhrs) {
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

export const failuresOf = (page) => [
  ...Object.entries(budgets)
    .filter(([id, minimum]) => page.scores[id] < minimum)
    .map(([id, minimum]) => `${id} ${page.scores[id]} < ${minimum}`),
  ...(page.installable?.errors ?? []).map((error) => `not installable: ${error}`),
  ...(page.installable && !page.installable.opensOffline ? ['does not open without signal'] : []),
];

export function printTable(pages, runs) {
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
    if (page.installable) {
      const { errors, opensOffline } = page.installable;
      const said = errors.length === 0 ? 'installable' : `not installable (${errors.join(', ')})`;
      console.log(`  ${page.name} · app: ${said}, ${opensOffline ? 'opens' : 'does not open'} without signal`);
    }
    for (const [category, findings] of Object.entries(page.findings)) {
      for (const finding of findings) {
        const value = finding.value ? ` (${finding.value})` : '';
        console.log(`  ${page.name} · ${category}: ${finding.title}${value}`);
      }
    }
  }
}
