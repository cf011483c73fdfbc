import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { intlLocale, languages } from '../core/lang.js';
import { formatDay, formatTime } from './date-text.js';

/** Intl's own text of a server date, read as UTC as date-text.ts reads it. */
const intl = (text: string, lang: 'ru' | 'en', style: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(intlLocale[lang], { ...style, timeZone: 'UTC' }).format(
    new Date(`${text.replace(' ', 'T')}Z`),
  );

const serverDate = fc
  .date({ min: new Date('1970-01-01T00:00Z'), max: new Date('2199-12-31T23:59Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 16).replace('T', ' '));

describe("a server date's day and time", () => {
  it('are written as Intl.DateTimeFormat writes the medium day and the short time', () => {
    fc.assert(
      fc.property(serverDate, fc.constantFrom(...languages), (text, lang) => {
        expect(formatDay(text, lang)).toBe(intl(text, lang, { dateStyle: 'medium' }));
        expect(formatTime(text, lang)).toBe(intl(text, lang, { timeStyle: 'short' }));
      }),
      { numRuns: 2000 },
    );
  });

  it('name every month and every hour as Intl does', () => {
    for (const lang of languages) {
      for (let month = 1; month <= 12; month += 1) {
        const text = `2025-${String(month).padStart(2, '0')}-09 ${String(month * 2 - 2).padStart(2, '0')}:07`;
        expect(formatDay(text, lang)).toBe(intl(text, lang, { dateStyle: 'medium' }));
      }
      for (let hour = 0; hour < 24; hour += 1) {
        const text = `2025-03-12 ${String(hour).padStart(2, '0')}:05:30`;
        expect(formatTime(text, lang)).toBe(intl(text.slice(0, 16), lang, { timeStyle: 'short' }));
      }
    }
    expect([formatDay('2025-03-12 14:05', 'ru'), formatTime('2025-03-12 00:05', 'en')]).toEqual([
      '12 мар. 2025 г.',
      '12:05 AM',
    ]);
  });

  it('are the text itself, or no time, when it is no date', () => {
    expect([formatDay('2025-02-30 10:00', 'ru'), formatTime('yesterday', 'en')]).toEqual(['2025-02-30 10:00', '']);
  });
});
