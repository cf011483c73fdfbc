import type { Lang } from '@listok/contract/base';
import { intlLocale } from '../../../lib/texts/lang';
import { formatTime, localDateText } from '../../../lib/texts/server-date';

/** How a to-do's due is shown: «сегодня, 18:00», «завтра», «пт, 29 нояб.»; overdue ones are marked. */
export interface DueLabel {
  text: string;
  /** A due day before today, or a due time before now (on this device's clock, the server's dates' zone). */
  overdue: boolean;
}

const msPerDay = 86_400_000;
const dayNumber = (text: string): number => Date.parse(`${text.slice(0, 10)}T00:00:00Z`) / msPerDay;

// Making a formatter costs far more than formatting with one (a list draws a due per row).
const formatters = new Map<string, Intl.DateTimeFormat | Intl.RelativeTimeFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.RelativeTimeFormat>(key: string, make: () => T): T {
  let made = formatters.get(key) as T | undefined;
  if (!made) {
    made = make();
    formatters.set(key, made);
  }
  return made;
}

/** «сегодня» / "today", «завтра», «вчера»: the language's own words for a day near today. */
const nearDay = (lang: Lang, offset: number): string =>
  cached(`near ${lang}`, () => new Intl.RelativeTimeFormat(intlLocale[lang], { numeric: 'auto' })).format(
    offset,
    'day',
  );

/** «пт, 29 нояб.» / "Fri, Nov 29", with the year when it is not this year's. */
function farDay(text: string, lang: Lang, withYear: boolean): string {
  const options: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' };
  const format = cached(`far ${lang} ${withYear}`, () =>
    withYear
      ? new Intl.DateTimeFormat(intlLocale[lang], { ...options, year: 'numeric' })
      : new Intl.DateTimeFormat(intlLocale[lang], options),
  );
  return format.format(new Date(`${text.slice(0, 10)}T00:00:00Z`));
}

/**
 * A due as the list shows it (`"YYYY-MM-DD"` or `"YYYY-MM-DD HH:mm"`, in the reader's zone as the server wrote it):
 * yesterday, today and tomorrow by name, other days by weekday and date, then the time when it has one.
 */
export function dueLabel(due: string, lang: Lang, now = localDateText()): DueLabel {
  const offset = dayNumber(due) - dayNumber(now);
  const day = Math.abs(offset) <= 1 ? nearDay(lang, offset) : farDay(due, lang, due.slice(0, 4) !== now.slice(0, 4));
  const timed = due.length > 10;
  return {
    text: timed ? `${day}, ${formatTime(due, lang)}` : day,
    overdue: timed ? due < now.slice(0, 16) : offset < 0,
  };
}
