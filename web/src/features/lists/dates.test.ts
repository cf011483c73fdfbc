import { describe, expect, it } from 'vitest';
import { dateTimeAttribute, formatDay, formatTime } from './dates';

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
  });
});

describe('dateTimeAttribute', () => {
  it('turns the space into a T', () => {
    expect(dateTimeAttribute('2025-03-12 14:05')).toBe('2025-03-12T14:05');
    expect(dateTimeAttribute('2025-03-12 14:05:09')).toBe('2025-03-12T14:05:09');
    expect(dateTimeAttribute('soon')).toBeUndefined();
  });
});
