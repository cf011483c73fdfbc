import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './import-graph';

/**
 * The web client calls the API only through the route table (docs/architecture.md, "The route table"): no address of
 * the server written by hand, and no call that names its answer's type itself. Tests may fake the server by address.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const webSource = join(root, 'web/src');

/** The modules that turn a declaration into a request: the only ones that may call fetch with an address. */
const callModules = ['web/src/lib/api/api.ts', 'web/src/lib/api/paged-call.ts', 'web/src/lib/api/early-calls.ts'];

/** The file's code lines (comments left out), with their numbers. */
function codeLines(file: string): { line: number; text: string }[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((text, index) => ({ line: index + 1, text }))
    .filter(({ text }) => !/^\s*(\/\/|\/?\*)/.test(text));
}

const files = sourceFiles(webSource)
  .filter((file) => !/\.test(-support)?\.tsx?$/.test(file))
  .map((file) => relative(root, file));
const findings = (test: (text: string) => boolean, skip: string[] = []) =>
  files
    .filter((file) => !skip.includes(file))
    .flatMap((file) =>
      codeLines(join(root, file)).flatMap(({ line, text }) => (test(text) ? [`${file}:${line}`] : [])),
    );

/** A string that starts with an address of the server: /api/…, /logout, /.well-known/…. */
const serverAddress = /['"`](\/api\/|\/api['"`]|\/logout\b|\/\.well-known\/)/;

describe('the web client calls through the route table', () => {
  it('finds the source files', () => {
    expect(files).toContain('web/src/lib/api/api.ts');
    expect(files.some((file) => file.endsWith('.test.ts'))).toBe(false);
  });

  it('writes no address of the server by hand', () => {
    expect(findings((text) => serverAddress.test(text))).toEqual([]);
  });

  it('names no answer type at a call: the declaration types it', () => {
    expect(findings((text) => /\bapi(Call|PagedCall|Pages)\b/.test(text), callModules)).toEqual([]);
  });
});
