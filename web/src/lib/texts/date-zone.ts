/** The signed-in user's time zone (the menu's `timeZone`), which the server writes their dates in. */
let accountZone: string | null = null;
/** Its formatter, made on the first date read in it: the first formatter of a time zone loads the zone's data. */
let zoneFormat: Intl.DateTimeFormat | null | undefined;

/**
 * Reads "now" in the user's time zone from here on (the menu tells it); null, for a visitor or an unknown zone, reads
 * it on the device's clock. A phone set to another zone than the account then still calls today's to-do «сегодня».
 * A module of its own, small: the menu, in the app's entry, sets it; the dates' module loads with the screens. The
 * formatter waits for the first date read in the zone: made here, it took a long task of the app's start on a phone
 * (docs/performance.md, Lighthouse).
 */
export function setDateZone(timeZone: string | null): void {
  if (timeZone === accountZone) return;
  accountZone = timeZone;
  zoneFormat = undefined;
}

function formatOfZone(): Intl.DateTimeFormat | null {
  if (zoneFormat !== undefined) return zoneFormat;
  try {
    zoneFormat =
      accountZone === null
        ? null
        : new Intl.DateTimeFormat('en-GB', {
            timeZone: accountZone,
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
            hour: '2-digit',
            minute: '2-digit',
            second: '2-digit',
            hourCycle: 'h23',
          });
  } catch {
    zoneFormat = null;
  }
  return zoneFormat;
}

/** Now in the user's time zone, as the server writes dates (`YYYY-MM-DD HH:mm:ss`); null before the menu told it. */
export function zonedDateText(now: Date): string | null {
  const format = formatOfZone();
  if (!format) return null;
  const part = Object.fromEntries(format.formatToParts(now).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}
