import { intlLocale, type Lang } from '../core/lang.js';

/**
 * The server writes dates as text in the user's own time zone (`YYYY-MM-DD HH:mm`, `added_at` with `:ss`). They are
 * shown as written, only in the language's words: the text is read as UTC and formatted in UTC, so no zone shifts it.
 * Null for text of another form or a day that does not exist (30 February). One home for the web's screens and the
 * first screenful the server draws (server/src/features/lists/first-screen).
 */
function asUtc(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/.exec(text);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute));
  return date.getUTCMonth() === month - 1 ? date : null;
}

// A row's day and time, the dates every list draws, are written out by hand, the same text as Intl.DateTimeFormat's
// medium day and short time (date-text.test.ts compares them): a page's first DateTimeFormat or NumberFormat loads the
// locale's formatting data, which the task that draws a list's first rows did (docs/performance.md, Lighthouse).
const monthsShort: Record<Lang, readonly string[]> = {
  ru: ['янв.', 'февр.', 'мар.', 'апр.', 'мая', 'июн.', 'июл.', 'авг.', 'сент.', 'окт.', 'нояб.', 'дек.'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
};

/** The day of a server date in the language: `12 мар. 2025 г.` / `Mar 12, 2025`; the text itself if unreadable. */
export function formatDay(text: string, lang: Lang): string {
  const date = asUtc(text);
  if (!date) return text;
  const [day, month, year] = [date.getUTCDate(), monthsShort[lang][date.getUTCMonth()], date.getUTCFullYear()];
  return lang === 'ru' ? `${day} ${month} ${year} г.` : `${month} ${day}, ${year}`;
}

const longFormats: Partial<Record<Lang, Intl.DateTimeFormat>> = {};

/** The day with the month by name: «12 марта 2025 г.» / "March 12, 2025"; the text itself if unreadable. */
export function longDate(text: string, lang: Lang): string {
  const date = asUtc(text);
  if (!date) return text;
  // One formatter per language, made at its first use: making one costs far more than formatting with it.
  longFormats[lang] ??= new Intl.DateTimeFormat(intlLocale[lang], { dateStyle: 'long', timeZone: 'UTC' });
  return longFormats[lang].format(date);
}

/** The time of a server date, hours and minutes: `14:05` / `2:05 PM`; empty if unreadable. */
export function formatTime(text: string, lang: Lang): string {
  const date = asUtc(text);
  if (!date) return '';
  const [hour, minute] = [date.getUTCHours(), String(date.getUTCMinutes()).padStart(2, '0')];
  if (lang === 'ru') return `${String(hour).padStart(2, '0')}:${minute}`;
  return `${hour % 12 === 0 ? 12 : hour % 12}:${minute} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** A machine-readable value for `<time dateTime>`: `2025-03-12T14:05`. */
export function dateTimeAttribute(text: string): string | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(:\d{2})?)/.exec(text);
  return match ? `${match[1]}T${match[2]}` : undefined;
}
