import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeNextPath } from './links.js';

/** The WHATWG URL parser of browsers and Node (the contract is built without their type libraries). */
declare const URL: new (input: string, base?: string) => { origin: string };

const site = 'https://listok.example';
/** Where a browser on Listok goes with `Location: path`. */
const resolved = (path: string) => new URL(path, site);

describe('safeNextPath after the dot segments are removed', () => {
  it('refuses a path that becomes another site once its dot segments are removed', () => {
    for (const next of [
      '/..//evil.example',
      '/%2e%2e//x',
      '/%2E%2E//x',
      '/./..//x',
      '/a/../..//x',
      '/a/b/../../..//x',
    ]) {
      expect(safeNextPath(next), next).toBeUndefined();
    }
  });

  it('refuses a path whose decoded form is another site or holds a backslash or control character', () => {
    for (const next of ['/%2F%2Fevil.example', '/%2f/evil.example', '/%5Cevil.example', '/lists%5C..', '/%09/x']) {
      expect(safeNextPath(next), next).toBeUndefined();
    }
    expect(safeNextPath('/a%2F..%2F..%2F%2Fevil.example')).toBeUndefined();
    expect(safeNextPath('/%252F%252Fevil.example')).toBeUndefined();
    expect(safeNextPath('/lists?name=%0A')).toBeUndefined();
  });

  it('keeps a path of this site whose dot segments stay on it', () => {
    expect(safeNextPath('/a/../lists/5')).toBe('/lists/5');
    expect(safeNextPath('/lists/./5?ac=x')).toBe('/lists/5?ac=x');
    expect(safeNextPath('/../lists')).toBe('/lists');
    expect(safeNextPath('/vocabulary?name=%D0%9F%D0%BB%D0%BE%D0%B2')).toBe('/vocabulary?name=%D0%9F%D0%BB%D0%BE%D0%B2');
    expect(safeNextPath('/vocabulary?name=100%')).toBe('/vocabulary?name=100%');
    expect(safeNextPath('/vocabulary?name=a%2Fb')).toBe('/vocabulary?name=a%2Fb');
  });

  it('refuses the sign-in screen however it is spelled', () => {
    expect(safeNextPath('/lists/../login')).toBeUndefined();
    expect(safeNextPath('/%6Cogin')).toBeUndefined();
  });

  it('whatever the input, answers nothing or a path a browser resolves on this site', () => {
    const segment = fc.oneof(
      fc.constantFrom(
        '',
        '.',
        '..',
        '%2e',
        '%2E%2e',
        '.%2e',
        'evil.example',
        'x',
        '\\',
        '%5C',
        '%2F',
        '%252F',
        '%09',
        '\t',
      ),
      fc.string({ maxLength: 6 }),
    );
    const path = fc
      .tuple(fc.array(segment, { maxLength: 8 }), fc.constantFrom('/', '\\', '%2F', '//'))
      .map(([segments, separator]) => segments.join(separator));
    const input = fc.oneof(
      path.map((p) => `/${p}`),
      path,
      fc.string({ maxLength: 30 }),
      fc.webUrl(),
      fc.webPath(),
    );
    fc.assert(
      fc.property(input, (next) => {
        const answer = safeNextPath(next);
        if (answer === undefined) return;
        expect(answer.startsWith('/') && !answer.startsWith('//')).toBe(true);
        expect(resolved(answer).origin).toBe(site);
        expect(safeNextPath(answer), 'the answer is kept as it is').toBe(answer);
      }),
      { numRuns: 5000 },
    );
  });
});
