import { describe, expect, it } from 'vitest';
import { dueLabel } from './due-label';

// Friday, 27 November 2026, 10:00 on the device.
const now = '2026-11-27 10:00:00';

describe('dueLabel', () => {
  it.each([
    ['2026-11-27 18:00', 'ru', 'сегодня, 18:00', false],
    ['2026-11-27 09:30', 'ru', 'сегодня, 09:30', true],
    ['2026-11-27', 'ru', 'сегодня', false],
    ['2026-11-28', 'ru', 'завтра', false],
    ['2026-11-26', 'ru', 'вчера', true],
    ['2026-12-04', 'ru', 'пт, 4 дек.', false],
    ['2026-11-20 08:00', 'ru', 'пт, 20 нояб., 08:00', true],
    ['2027-01-15', 'ru', 'пт, 15 янв. 2027 г.', false],
    ['2026-11-28 18:00', 'en', 'tomorrow, 6:00 PM', false],
    ['2026-11-27', 'en', 'today', false],
    ['2026-12-04', 'en', 'Fri, Dec 4', false],
    ['2025-12-31', 'en', 'Wed, Dec 31, 2025', true],
  ] as const)('%s in %s → %s', (due, lang, text, overdue) => {
    expect(dueLabel(due, lang, now)).toEqual({ text, overdue });
  });
});
