export const defaultTimeZone = 'Europe/Moscow';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** `YYYY-MM-DD HH:mm` of a minute in a zone, kept because Intl formatting is the costliest step of a list answer. */
const minuteTexts = new Map<string, string>();
const minuteCacheLimit = 50_000;

function minuteText(minute: number, timeZone: string): string {
  const key = `${timeZone} ${minute}`;
  let text = minuteTexts.get(key);
  if (text === undefined) {
    const parts = Object.fromEntries(
      formatter(timeZone)
        .formatToParts(new Date(minute * 60_000))
        .map((p) => [p.type, p.value]),
    );
    text = `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
    if (minuteTexts.size >= minuteCacheLimit) minuteTexts.clear();
    minuteTexts.set(key, text);
  }
  return text;
}

/** How `formatDate` writes a date: `seconds` adds `:ss` (the items' times). */
export interface DateFormat {
  seconds?: boolean;
}

/**
 * `YYYY-MM-DD HH:mm` (or with `:ss`) in the given IANA time zone, the form of every date in the API. Zone offsets are
 * whole minutes, so the seconds are the same in every zone.
 */
export function formatDate(
  date: Date,
  timeZone = defaultTimeZone,
  { seconds: withSeconds = false }: DateFormat = {},
): string {
  const ms = date.getTime();
  const text = minuteText(Math.floor(ms / 60_000), timeZone);
  if (!withSeconds) return text;
  const seconds = Math.floor((((ms % 60_000) + 60_000) % 60_000) / 1000);
  return `${text}:${String(seconds).padStart(2, '0')}`;
}

/** The zone's current offset from UTC as `UTC+03:00`. */
export function utcOffset(timeZone: string, at = new Date()): string {
  const local = new Date(`${formatDate(at, timeZone, { seconds: true }).replace(' ', 'T')}Z`);
  const minutes = Math.round((local.getTime() - Math.floor(at.getTime() / 1000) * 1000) / 60000);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}
