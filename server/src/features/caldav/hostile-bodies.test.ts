import type { UnitNames } from '@listok/contract';
import { describe, expect, it } from 'vitest';
import { parseXml } from './dav-xml.js';
import { contentLine, readTodo } from './ics-read.js';
import { kindOfNew } from './methods/mkcalendar.js';
import { summaryChanges } from './summary-read.js';

// SECURITY.md, "Third review": every reader of what a calendar app sends works in one pass over its input. Each
// pathological shape of 100 KB is read within a second, whatever it answers: a reader in one pass takes a few ms (some
// 100 on a busy shared host), a quadratic one some 10^10 steps, which is minutes. The bound is that gap, not a speed.

const size = 100_000;
const oneSecond = 1000;
const fill = (unit: string) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
const calendar = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'BEGIN:VTODO', ...lines, 'END:VTODO', 'END:VCALENDAR', ''].join('\r\n');
const units: UnitNames[] = [{ id: 1, code: 'pcs', name_ru: 'шт', name_en: 'pcs' }];

/**
 * How long `read` takes, in ms: the best of three runs, so that a busy machine's pause is not counted as the
 * reader's work (a reader that is worse than linear takes seconds on each). A reader may refuse (throw), never hang.
 */
function timed(read: () => unknown): number {
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < 3; run += 1) {
    const start = performance.now();
    try {
      read();
    } catch {
      // A refusal is an answer.
    }
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

const lines: [string, string][] = [
  ['colons after a parameter and an open quote', `X-A;P=${fill(':')}"`],
  ['quotes and colons', `X-A;P=${fill('":')}`],
  ['a parameter list of semicolons', `X-A${fill(';P=')}:x`],
  ['commas in a parameter', `X-A;P=${fill(',')}:x`],
  ['spaces after a comma', `SUMMARY:a,${fill(' ')},x,`],
  ['commas and spaces', `SUMMARY:${fill(', ')}x`],
  ['escapes', `SUMMARY:${fill('\\')}`],
  ['escaped line breaks', `DESCRIPTION:${fill('\\n')}`],
  ['folded line', `SUMMARY:${fill('a\r\n ')}`],
  ['a due of digits', `DUE:${fill('1')}`],
  ['a rule of parts', `RRULE:${fill('FREQ=DAILY;')}`],
];

describe('the CalDAV readers on hostile input', () => {
  it.each(lines)('read a VTODO line of %s in one pass', (_shape, line) => {
    expect(timed(() => readTodo(calendar(line, 'SUMMARY:x'), 'Europe/Moscow'))).toBeLessThan(oneSecond);
    const named = line.replace(/^[^:;]+/, 'SUMMARY');
    expect(timed(() => readTodo(calendar(named, 'UID:x'), 'Europe/Moscow'))).toBeLessThan(oneSecond);
    expect(timed(() => contentLine(line))).toBeLessThan(oneSecond);
  });

  it.each([
    ['a comma and spaces', `a,${fill(' ')},x,`],
    ['commas', fill(',')],
    ['comma-space pairs', `${fill(', ')}1`],
    ['digits and commas', fill('1,')],
  ])('read a SUMMARY of %s in one pass', (_shape, summary) => {
    const entry = { itemId: null, name: 'b', amount: null, unit: null };
    const good = { itemId: 1, name: 'b', amount: 1, unit: 1 };
    expect(timed(() => summaryChanges(summary, entry, units))).toBeLessThan(oneSecond);
    expect(timed(() => summaryChanges(summary.slice(0, 256), good, units))).toBeLessThan(oneSecond);
  });

  it.each([
    ['nested elements', fill('<a>')],
    ['attributes', `<a ${fill('b="1" ')}/>`],
    [
      'namespace declarations',
      `<a ${Array.from({ length: 4000 }, (_, n) => `xmlns:p${n}="x"`).join(' ')}>${fill('<p1:b/>')}</a>`,
    ],
    ['open brackets', `<a>${fill('<')}</a>`],
    ['an unclosed CDATA', `<a><![CDATA[${fill(']')}</a>`],
    ['an unclosed comment', `<a><!--${fill('-')}</a>`],
    ['entities', `<a>${fill('&amp;')}</a>`],
    ['character references', `<a>${fill('&#x41;')}</a>`],
  ])('read an XML body of %s in one pass', (_shape, body) => {
    expect(timed(() => parseXml(body))).toBeLessThan(oneSecond);
  });

  it('reads a new calendar’s name in one pass', () => {
    expect(timed(() => kindOfNew(fill('абвгд'), undefined))).toBeLessThan(oneSecond);
  });
});

describe('a content line (RFC 5545 §3.1)', () => {
  it('takes quotes as quotes only inside a parameter’s value', () => {
    expect(contentLine('SUMMARY:доска 2" дюйма')).toMatchObject({ name: 'SUMMARY', value: 'доска 2" дюйма' });
    expect(contentLine('DESCRIPTION:27"')).toMatchObject({ value: '27"' });
    const due = contentLine('DUE;TZID="Europe/Moscow";X-A="a:b;c",d:20261210T180000');
    expect(due?.value).toBe('20261210T180000');
    expect(Object.fromEntries(due?.params ?? [])).toEqual({ TZID: 'Europe/Moscow', 'X-A': 'a:b;c,d' });
  });

  it('is no line when a quote is left open or nothing names it', () => {
    expect(contentLine('X-A;P="a:b')).toBeUndefined();
    expect(contentLine(':value')).toBeUndefined();
    expect(contentLine('no colon here')).toBeUndefined();
  });

  it('reads a VTODO whose texts hold quotes, and one whose SUMMARY breaks lines as one line', () => {
    expect(readTodo(calendar('SUMMARY:доска 2" дюйма', 'DESCRIPTION:27"'), 'UTC')).toMatchObject({
      summary: 'доска 2" дюйма',
      description: '27"',
    });
    expect(readTodo(calendar('SUMMARY:молоко\\nхлеб\\nсыр\rмасло'), 'UTC')?.summary).toBe('молоко хлеб сыр масло');
  });
});
