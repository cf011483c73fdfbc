import { afterEach, describe, expect, it, vi } from 'vitest';
import { setDateZone } from '../../../lib/texts/date-zone';
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

describe('a due near midnight, the device in another zone than the account', () => {
  afterEach(() => {
    setDateZone(null);
    vi.useRealTimers();
  });

  it('reads «сегодня» on the account’s today, not the device’s', () => {
    // 22:30 in UTC on the 2nd is already the 3rd in Moscow, the account's zone, and 17:30 on the 2nd in New York.
    vi.useFakeTimers({ now: new Date('2026-12-02T22:30:15Z'), toFake: ['Date'] });
    setDateZone('Europe/Moscow');
    expect(dueLabel('2026-12-03', 'ru').text).toBe('сегодня');
    setDateZone('America/New_York');
    expect(dueLabel('2026-12-03', 'ru').text).toBe('завтра');
  });
});
