import { afterEach, describe, expect, it } from 'vitest';
import { setDateZone } from './date-zone';
import { dateTimeAttribute, formatDay, formatTime, localDateText, longDate } from './server-date';

describe('formatDay and formatTime', () => {
  it('show the day and time the server wrote, in Russian', () => {
    expect(formatDay('2025-03-12 23:45:07', 'ru')).toBe('12 мар. 2025 г.');
    expect(formatTime('2025-03-12 23:45:07', 'ru')).toBe('23:45');
  });

  it('show the day and time the server wrote, in English', () => {
    expect(formatDay('2025-03-12 00:05', 'en')).toBe('Mar 12, 2025');
    expect(formatTime('2025-03-12 00:05', 'en')).toMatch(/^12:05\sAM$/);
  });

  it('never move a date across midnight', () => {
    expect(formatDay('2024-12-31 23:59', 'ru')).toBe('31 дек. 2024 г.');
    expect(formatDay('2025-01-01 00:00', 'en')).toBe('Jan 1, 2025');
  });

  it('leave text they cannot read as it is', () => {
    expect(formatDay('yesterday', 'en')).toBe('yesterday');
    expect(formatTime('yesterday', 'en')).toBe('');
    expect(formatDay('2025-02-30 10:00', 'en')).toBe('2025-02-30 10:00');
  });
});

describe('longDate', () => {
  it('writes the day, the month by name and the year in Russian', () => {
    expect(longDate('2025-03-12 14:05', 'ru')).toBe('12 марта 2025 г.');
  });

  it('writes the month by name in English', () => {
    expect(longDate('2025-03-12 14:05', 'en')).toBe('March 12, 2025');
  });

  it('keeps the date the server gave, whatever the browser time zone (no shift at midnight)', () => {
    expect(longDate('2024-12-31 23:59', 'en')).toBe('December 31, 2024');
    expect(longDate('2025-01-01 00:00', 'en')).toBe('January 1, 2025');
  });

  it('shows text of another form as it came', () => {
    expect(longDate('yesterday', 'ru')).toBe('yesterday');
    expect(longDate('2025-02-30 10:00', 'en')).toBe('2025-02-30 10:00');
  });
});

describe('dateTimeAttribute', () => {
  it('turns the server text into an ISO local date-time (the space into a T)', () => {
    expect(dateTimeAttribute('2025-03-12 14:05')).toBe('2025-03-12T14:05');
    expect(dateTimeAttribute('2025-03-12 14:05:09')).toBe('2025-03-12T14:05:09');
    expect(dateTimeAttribute('soon')).toBeUndefined();
  });
});

describe('localDateText: now, as the server writes dates', () => {
  // 22:30 in UTC on the 2nd of December is already the 3rd in Moscow (UTC+3) and still the 2nd in New York.
  const late = new Date('2026-12-02T22:30:15Z');
  afterEach(() => setDateZone(null));

  it('reads now in the user’s time zone once the menu has told it, whatever the device’s clock says', () => {
    setDateZone('Europe/Moscow');
    expect(localDateText(late)).toBe('2026-12-03 01:30:15');
    setDateZone('America/New_York');
    expect(localDateText(late)).toBe('2026-12-02 17:30:15');
  });

  it('makes the zone’s formatter at the first date read, not when the menu tells the zone, and once', () => {
    const Original = Intl.DateTimeFormat;
    let made = 0;
    Intl.DateTimeFormat = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        made += 1;
      }
    } as typeof Original;
    try {
      setDateZone('Asia/Tokyo');
      expect(made).toBe(0);
      expect(localDateText(late)).toBe('2026-12-03 07:30:15');
      expect(localDateText(late)).toBe('2026-12-03 07:30:15');
      setDateZone('Asia/Tokyo');
      expect(localDateText(late)).toBe('2026-12-03 07:30:15');
      expect(made).toBe(1);
    } finally {
      Intl.DateTimeFormat = Original;
    }
  });

  it('falls back to the device’s clock for a visitor or a zone the browser does not know', () => {
    setDateZone('Nowhere/Atlantis');
    const device = localDateText(late);
    setDateZone(null);
    expect(localDateText(late)).toBe(device);
    expect(device).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });
});
