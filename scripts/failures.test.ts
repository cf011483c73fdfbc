import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { playwrightFailures, vitestFailures } from './failures.mjs';

/** Playwright's test API by its address: the small tests live outside the repository, out of its node_modules' reach. */
const playwrightTest = pathToFileURL(
  join(createRequire(import.meta.url).resolve('@playwright/test'), '..', 'index.mjs'),
).href;

/**
 * The names `npm test` repeats above its last line, read from real reports: the project's own Vitest and Playwright
 * run on a folder of small tests, some of which fail (Playwright's need no browser).
 */
const dir = mkdtempSync(join(tmpdir(), 'listok-failures-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(tool: string, args: string[], env: Record<string, string> = {}) {
  const bin = join(process.cwd(), 'node_modules', '.bin', tool);
  return spawnSync(bin, args, { cwd: dir, encoding: 'utf8', env: { ...process.env, ...env } });
}

describe('the failures named at the end of npm test', () => {
  it('Vitest: each failed test with its describe and first line of error, and a file that does not load', () => {
    writeFileSync(join(dir, 'vitest.config.mjs'), 'export default { test: { include: ["*.check.mjs"] } };\n');
    writeFileSync(
      join(dir, 'a.check.mjs'),
      `import { describe, expect, it } from 'vitest';
describe('sums', () => {
  it('adds', () => expect(1 + 1).toBe(2));
  it('fails on purpose', () => expect(1 + 1).toBe(3));
});
`,
    );
    writeFileSync(join(dir, 'b.check.mjs'), "import './missing-module.mjs';\n");
    const report = join(dir, 'vitest.json');
    const result = run('vitest', ['run', '--root', dir, '--reporter=json', `--outputFile.json=${report}`]);
    expect(result.status).not.toBe(0);
    const lines = vitestFailures(JSON.parse(readFileSync(report, 'utf8')), dir);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^a\.check\.mjs > sums > fails on purpose: AssertionError: expected 2 to be 3/);
    expect(lines[1]).toMatch(/^b\.check\.mjs: .*missing-module\.mjs/);
  });

  it('Playwright: each failed test with its file, line, describe and first line of error; passed ones not', () => {
    writeFileSync(join(dir, 'playwright.config.mjs'), 'export default { testDir: ".", testMatch: "*.pw.mjs" };\n');
    writeFileSync(
      join(dir, 'c.pw.mjs'),
      `import { expect, test } from '${playwrightTest}';
test.describe('shop', () => {
  test('ticks', () => expect(1).toBe(1));
  test('fails on purpose', () => expect('milk').toBe('bread'));
});
`,
    );
    const report = join(dir, 'playwright.json');
    const result = run('playwright', ['test', '--config', 'playwright.config.mjs', '--reporter=json'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
    });
    expect(result.status).not.toBe(0);
    const lines = playwrightFailures(JSON.parse(readFileSync(report, 'utf8')));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^c\.pw\.mjs:4 › shop › fails on purpose: Error: expect\(received\)\.toBe\(expected\)/);
  });
});
