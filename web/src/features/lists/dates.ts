import type { Lang } from '@listok/contract';

const locales: Record<Lang, string> = { ru: 'ru-RU', en: 'en-US' };

/**
 * The server writes dates as text in the user's own time zone (`YYYY-MM-DD HH:mm`, `added_at` with `:ss`). They are
 * shown as written, only in the language's words: the text is read as UTC and formatted in UTC, so no zone shifts it.
 */
function asUtc(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/.exec(text);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number];
  return new Date(Date.UTC(year, month - 1, day, hour, minute));
}

/** The day of a server date in the language: `12 мар. 2025 г.` / `Mar 12, 2025`; the text itself if unreadable. */
export function formatDay(text: string, lang: Lang): string {
  const date = asUtc(text);
  if (!date) return text;
  return new Intl.DateTimeFormat(locales[lang], { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** The time of a server date, hours and minutes: `14:05` / `2:05 PM`. */
export function formatTime(text: string, lang: Lang): string {
  const date = asUtc(text);
  if (!date) return '';
  return new Intl.DateTimeFormat(locales[lang], { timeStyle: 'short', timeZone: 'UTC' }).format(date);
}

/** A machine-readable value for `<time dateTime>`: `2025-03-12T14:05`. */
export function dateTimeAttribute(text: string): string | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(:\d{2})?)/.exec(text);
  return match ? `${match[1]}T${match[2]}` : undefined;
}
