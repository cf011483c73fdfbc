import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { trimEndOf } from './text-ends.js';

describe('trimEndOf', () => {
  it.each([
    ['a--', '_-', 'a'],
    ['a-_-b', '_-', 'a-_-b'],
    ['--', '_-', ''],
    ['', '=', ''],
    ['key==', '=', 'key'],
  ])('«%s» without its run of «%s» at the end is «%s»', (text, characters, trimmed) => {
    expect(trimEndOf(text, characters)).toBe(trimmed);
  });

  it('reads a text as the pattern /[…]+$/u does', () => {
    const text = fc.array(fc.constantFrom('a', '-', '_', '=', ' ', '𝐀'), { maxLength: 12 }).map((a) => a.join(''));
    fc.assert(
      fc.property(text, (t) => {
        expect(trimEndOf(t, '_-')).toBe(t.replace(/[_-]+$/u, ''));
      }),
    );
  });
});
