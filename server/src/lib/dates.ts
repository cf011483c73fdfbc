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

/** `YYYY-MM-DD HH:mm` (or with `:ss`) in the given IANA time zone, the form of every date in the API. */
export function formatDate(date: Date, timeZone = defaultTimeZone, withSeconds = false): string {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  const time = `${parts.hour}:${parts.minute}${withSeconds ? `:${parts.second}` : ''}`;
  return `${parts.year}-${parts.month}-${parts.day} ${time}`;
}

/** The zone's current offset from UTC as `UTC+03:00`. */
export function utcOffset(timeZone: string, at = new Date()): string {
  const local = new Date(`${formatDate(at, timeZone, true).replace(' ', 'T')}Z`);
  const minutes = Math.round((local.getTime() - Math.floor(at.getTime() / 1000) * 1000) / 60000);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}
