import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web's unit tests share their imports (vitest.config.ts, project `web`, `isolate: false`): a test that replaces a
 * module (`vi.mock`) would hand its stand-in to the files after it, or find the real module already loaded. Those tests
 * are named `*.mocked.test.ts` and run each in a module graph of its own (project `web:mocked`).
 */
const webUnitTests = readdirSync('web/src', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file) && !file.endsWith('.component.test.tsx'))
  .map((file) => ({ file, replacesModules: /\bvi\.(do)?mock\(/.test(readFileSync(join('web/src', file), 'utf8')) }));

describe("the web's unit tests", () => {
  it('that replace a module are named *.mocked.test.ts, and only those', () => {
    expect(webUnitTests.length).toBeGreaterThan(50);
    const misnamed = webUnitTests.filter(
      ({ file, replacesModules }) => replacesModules !== file.endsWith('.mocked.test.ts'),
    );
    expect(misnamed.map(({ file }) => file)).toEqual([]);
  });
});
