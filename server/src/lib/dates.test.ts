import { describe, expect, it } from 'vitest';
import { formatDate, utcOffset } from './dates.js';

/** The same text the straightforward way, to compare with. */
function reference(date: Date, timeZone: string, withSeconds: boolean) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}${withSeconds ? `:${parts.second}` : ''}`;
}

describe('formatDate', () => {
  it('agrees with Intl for many dates and zones, across DST changes, with and without seconds', () => {
    const zones = [
      'Europe/Moscow',
      'UTC',
      'America/New_York',
      'Asia/Kolkata',
      'Australia/Lord_Howe',
      'Pacific/Chatham',
    ];
    const start = Date.UTC(2026, 2, 1);
    for (let i = 0; i < 3000; i += 1) {
      const date = new Date(start + i * 7_919_993);
      for (const zone of zones) {
        expect(formatDate(date, zone, { seconds: true })).toBe(reference(date, zone, true));
        expect(formatDate(date, zone)).toBe(reference(date, zone, false));
      }
    }
  });

  it('formats dates before 1970 too', () => {
    const date = new Date(Date.UTC(1960, 5, 1, 12, 30, 45));
    expect(formatDate(date, 'UTC', { seconds: true })).toBe('1960-06-01 12:30:45');
  });

  it('tells the current offset of a zone', () => {
    expect(utcOffset('Asia/Tokyo')).toBe('UTC+09:00');
    expect(utcOffset('UTC')).toBe('UTC+00:00');
  });
});
