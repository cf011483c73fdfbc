import { describe, expect, it } from 'vitest';
import { nextDueDay } from './due-days.js';
import { type Repeat, readDue, repeats } from './due-reading.js';

/** A Friday morning, the writer's wall clock. */
const now = '2026-11-27 10:00';

describe('readDue reads when an English to-do line is due', () => {
  it.each<[string, string, string, Repeat | null]>([
    ['call mom tomorrow 6pm', 'call mom', '2026-11-28 18:00', null],
    ['pay rent every month on the 1st', 'pay rent', '2026-12-01', 'monthly'],
    ['take out bins every tuesday', 'take out bins', '2026-12-01', 'weekly'],
    ['buy bread today', 'buy bread', '2026-11-27', null],
    ['Dentist tonight', 'Dentist', '2026-11-27 20:00', null],
    ['movie tonight at 21:30', 'movie', '2026-11-27 21:30', null],
    ['file taxes the day after tomorrow', 'file taxes', '2026-11-29', null],
    ['standup on monday', 'standup', '2026-11-30', null],
    ['on sat party', 'party', '2026-11-28', null],
    ['fri: clean the car', 'clean the car', '2026-11-27', null],
    ['haircut next friday', 'haircut', '2026-12-04', null],
    ['renew the visa in 3 days', 'renew the visa', '2026-11-30', null],
    ['service the car in a week', 'service the car', '2026-12-04', null],
    ['return the parcel in 2 weeks', 'return the parcel', '2026-12-11', null],
    ['cancel the trial in a month', 'cancel the trial', '2026-12-27', null],
    ['replace the filter in 3 months', 'replace the filter', '2027-02-27', null],
    ['renew the passport in a year', 'renew the passport', '2027-11-27', null],
    ['pay the bill on the 10th', 'pay the bill', '2026-12-10', null],
    ['water bill 10th', 'water bill', '2026-12-10', null],
    ['party dec 10', 'party', '2026-12-10', null],
    ['december 10th party', 'party', '2026-12-10', null],
    ['party on 10 december', 'party', '2026-12-10', null],
    ['concert 10 dec 2026 at 19:00', 'concert', '2026-12-10 19:00', null],
    ['pay taxes by 2025-12-31', 'pay taxes', '2025-12-31', null],
    ['call the bank 6 pm', 'call the bank', '2026-11-27 18:00', null],
    ['call the bank at 6:30pm', 'call the bank', '2026-11-27 18:30', null],
    ['run 6am', 'run', '2026-11-28 06:00', null],
    ['call at 18:00', 'call', '2026-11-27 18:00', null],
    ['call at 18', 'call', '2026-11-27 18:00', null],
    ['lunch at noon', 'lunch', '2026-11-27 12:00', null],
    ['send the form at midnight', 'send the form', '2026-11-28 00:00', null],
    ['stretch every day', 'stretch', '2026-11-27', 'daily'],
    ['vitamins daily at 9:00', 'vitamins', '2026-11-28 09:00', 'daily'],
    ['standup every weekday', 'standup', '2026-11-27', 'weekdays'],
    ['check mail weekdays', 'check mail', '2026-11-27', 'weekdays'],
    ['clean up every week', 'clean up', '2026-11-27', 'weekly'],
    ['groceries weekly', 'groceries', '2026-11-27', 'weekly'],
    ['swim on tuesdays', 'swim', '2026-12-01', 'weekly'],
    ['call parents sundays', 'call parents', '2026-11-29', 'weekly'],
    ['read the meters every month', 'read the meters', '2026-11-27', 'monthly'],
    ['pay rent on the 1st every month', 'pay rent', '2026-12-01', 'monthly'],
    ['loan monthly on the 15th', 'loan', '2026-12-15', 'monthly'],
    ['check the smoke alarm every year', 'check the smoke alarm', '2026-11-27', 'yearly'],
    ['service the boiler annually', 'service the boiler', '2026-11-27', 'yearly'],
    ['insurance every year on march 1', 'insurance', '2027-03-01', 'yearly'],
    ['Tomorrow: call mom.', 'call mom.', '2026-11-28', null],
  ])('"%s" → "%s", %s, %s', (line, text, due, repeat) => {
    expect(readDue(line, now)).toEqual({ text, due, repeat, anchorDay: null });
  });

  it.each(['Call mom at 6', 'iPhone 15', 'Lego 42115', 'enjoy the sun', 'party feb 30', 'every other day'])(
    '"%s" names no due and stays whole',
    (line) => {
      expect(readDue(line, now)).toEqual({ text: line, due: null, repeat: null, anchorDay: null });
    },
  );

  it('keeps the month\'s last day with the wanted one as the anchor: "every month on the 31st"', () => {
    expect(readDue('every month on the 31st', now)).toEqual({
      text: 'every month on the 31st',
      due: '2026-11-30',
      repeat: 'monthly',
      anchorDay: 31,
    });
  });

  it('takes tonight as today without an hour once 20:00 has passed', () => {
    expect(readDue('dentist tonight', '2026-11-27 21:00')).toMatchObject({ text: 'dentist', due: '2026-11-27' });
  });
});

describe('nextDueDay moves a repeating due on', () => {
  it.each<[string, Repeat, number | null, string]>([
    ['2026-11-27', 'daily', null, '2026-11-28'],
    ['2026-12-31', 'daily', null, '2027-01-01'],
    ['2026-11-26', 'weekdays', null, '2026-11-27'],
    ['2026-11-27', 'weekdays', null, '2026-11-30'],
    ['2026-11-28', 'weekdays', null, '2026-11-30'],
    ['2026-11-27', 'weekly', null, '2026-12-04'],
    ['2026-12-10', 'monthly', null, '2027-01-10'],
    ['2026-11-30', 'monthly', 31, '2026-12-31'],
    ['2027-01-31', 'monthly', 31, '2027-02-28'],
    ['2027-02-28', 'monthly', 31, '2027-03-31'],
    ['2027-01-31', 'monthly', null, '2027-02-28'],
    ['2027-03-01', 'yearly', null, '2028-03-01'],
    ['2027-02-28', 'yearly', 29, '2028-02-29'],
    ['2028-02-29', 'yearly', 29, '2029-02-28'],
  ])('%s %s (anchor %s) → %s', (day, repeat, anchorDay, next) => {
    expect(nextDueDay(day, repeat, anchorDay)).toBe(next);
  });

  it('knows every repeat', () => {
    expect(repeats.map((repeat) => nextDueDay('2026-11-27', repeat, null))).toEqual([
      '2026-11-28',
      '2026-11-30',
      '2026-12-04',
      '2026-12-27',
      '2027-11-27',
    ]);
  });
});
