import { describe, expect, it } from 'vitest';
import { isoDateTime, longDate } from './date-text';

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

describe('isoDateTime', () => {
  it('turns the server text into an ISO local date-time', () => {
    expect(isoDateTime('2025-03-12 14:05')).toBe('2025-03-12T14:05');
    expect(isoDateTime('soon')).toBeUndefined();
  });
});
