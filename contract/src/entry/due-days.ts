import { dueParts, type Repeat } from './due-parts.js';

// Days on the UTC calendar as numbers, and the next day of a repeat: the calendar of to-do dues, apart from the words
// (due-reading.ts) so that a tick's next due (the web's offline queue) loads without them.

const msPerDay = 86_400_000;
/** A day as the number of days since 1970-01-01; a month as the number of months since the year 0. */
export const dayOf = (year: number, month: number, day: number): number => Date.UTC(year, month - 1, day) / msPerDay;
export const dateOf = (day: number): Date => new Date(day * msPerDay);
export const monthOf = (day: number): number => dateOf(day).getUTCFullYear() * 12 + dateOf(day).getUTCMonth();
export const lastDayOf = (month: number): number =>
  new Date(Date.UTC(Math.floor(month / 12), (month % 12) + 1, 0)).getUTCDate();
/** Monday 0 … Sunday 6. */
export const weekdayOf = (day: number): number => (dateOf(day).getUTCDay() + 6) % 7;
export const dayText = (day: number): string => dateOf(day).toISOString().slice(0, 10);
/** Day `wanted` of a month, or the month's last day when it is shorter. */
export const clampedDay = (month: number, wanted: number): number =>
  dayOf(Math.floor(month / 12), (month % 12) + 1, Math.min(wanted, lastDayOf(month)));

/** The first Monday to Friday on or after a day. */
export const workdayFrom = (day: number): number => (weekdayOf(day) < 5 ? day : day + 7 - weekdayOf(day));

export function dayOfText(text: string): number {
  const parts = dueParts(text);
  if (!parts) throw new RangeError(`Not a day "YYYY-MM-DD": ${text}`);
  return dayOf(parts.year, parts.month, parts.day);
}

/**
 * The next occurrence of a repeating due day strictly after `day` ("YYYY-MM-DD"): daily +1 day; weekdays: next Mon–Fri;
 * weekly +7; monthly: next month on anchorDay (or day's own day-of-month) clamped to the month's last day; yearly
 * likewise (Feb 29 → Feb 28 in common years, back to 29 in leap years). The same rule as the database's
 * `listok_next_due_day` (server/drizzle/0030_todo_due.sql).
 */
export function nextDueDay(day: string, repeat: Repeat, anchorDay: number | null): string {
  const from = dayOfText(day);
  const wanted = anchorDay ?? dateOf(from).getUTCDate();
  switch (repeat) {
    case 'daily':
      return dayText(from + 1);
    case 'weekdays':
      return dayText(workdayFrom(from + 1));
    case 'weekly':
      return dayText(from + 7);
    case 'monthly':
      return dayText(clampedDay(monthOf(from) + 1, wanted));
    case 'yearly':
      return dayText(clampedDay(monthOf(from) + 12, wanted));
  }
}
