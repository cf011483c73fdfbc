#!/usr/bin/env node
// `npm test`: type-check, lint, build, unit and API tests (Vitest), end-to-end tests in Chromium (Playwright).
// Every step runs even when an earlier one fails; the last line is `N passed, M failed`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { playwrightFailures, vitestFailures } from './failures.mjs';

const out = mkdtempSync(join(tmpdir(), 'listok-test-'));
let passed = 0;
let failed = 0;
/** What failed, repeated just above the last line: the end of the output is often all a CI log keeps. */
const failures = [];
/** How long each step took, printed before the summary: the suite must stay within 15 minutes (docs/performance.md). */
const timings = [];
const started = Date.now();

function step(name, command, args, env = {}) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const start = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  timings.push(`${name} ${Math.round((Date.now() - start) / 1000)} s`);
  return result.status === 0;
}

/** A check that is not made of test cases counts as one test. */
function check(name, command, args) {
  if (step(name, command, args)) passed += 1;
  else {
    failed += 1;
    failures.push(name);
    console.log(`FAILED: ${name}`);
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const bin = (name) => join('node_modules', '.bin', name);

check('typecheck', 'npm', ['run', 'typecheck', '--silent']);
check('lint', bin('biome'), ['check', '.']);
const built = step('build', 'npm', ['run', 'build', '--silent']);
if (built) passed += 1;
else {
  failed += 1;
  failures.push('build');
}

const vitestJson = join(out, 'vitest.json');
const vitestOk = step('unit and API tests', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
const vitest = readJson(vitestJson);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  const named = vitestFailures(vitest);
  failures.push(...named);
  // A file that failed to load has no test results of its own; nor has an error that came after the tests.
  if (!vitestOk && vitest.numFailedTests === 0) {
    failed += 1;
    if (named.length === 0)
      failures.push('unit and API tests: an error outside any test (its "Unhandled" section above)');
  }
} else {
  failed += 1;
  failures.push('unit and API tests: no report');
}

if (built) {
  const playwrightJson = join(out, 'playwright.json');
  const e2eOk = step('end-to-end tests', bin('playwright'), ['test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
  });
  const e2e = readJson(playwrightJson);
  if (e2e?.stats) {
    passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
    failed += e2e.stats.unexpected;
    const named = playwrightFailures(e2e);
    failures.push(...named);
    if (!e2eOk && e2e.stats.unexpected === 0) {
      failed += 1;
      if (named.length === 0) failures.push('end-to-end tests: an error outside any test (see above)');
    }
  } else {
    failed += 1;
    failures.push('end-to-end tests: no report');
  }
} else {
  console.log('end-to-end tests skipped: the build failed');
  failed += 1;
  failures.push('end-to-end tests: skipped, the build failed');
}

rmSync(out, { recursive: true, force: true });
console.log(`\nTime: ${timings.join(', ')}; in all ${Math.round((Date.now() - started) / 1000)} s`);
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((line) => `  ${line}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
