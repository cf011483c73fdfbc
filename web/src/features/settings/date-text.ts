import type { Lang } from '@listok/contract';

const pattern = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/;

/**
 * A server date (`YYYY-MM-DD HH:mm`, already in the user's time zone) as a long date in the language, e.g.
 * «12 марта 2025 г.» / "March 12, 2025"; text of another form is shown as it came.
 */
export function longDate(text: string, lang: Lang): string {
  const match = pattern.exec(text);
  if (!match) return text;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return text;
  return new Intl.DateTimeFormat(lang === 'ru' ? 'ru-RU' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    date,
  );
}

/** The machine-readable form for a <time dateTime> attribute, or undefined for text of another form. */
export function isoDateTime(text: string): string | undefined {
  const match = pattern.exec(text);
  return match ? `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}` : undefined;
}
