/** The signed-in user's time zone (the menu's `timeZone`), which the server writes their dates in. */
let accountZone: Intl.DateTimeFormat | null = null;

/**
 * Reads "now" in the user's time zone from here on (the menu tells it); null, for a visitor or an unknown zone, reads
 * it on the device's clock. A phone set to another zone than the account then still calls today's to-do «сегодня».
 * A module of its own, small: the menu, in the app's entry, sets it; the dates' module loads with the screens.
 */
export function setDateZone(timeZone: string | null): void {
  try {
    accountZone =
      timeZone === null
        ? null
        : new Intl.DateTimeFormat('en-GB', {
            timeZone,
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
            hour: '2-digit',
            minute: '2-digit',
            second: '2-digit',
            hourCycle: 'h23',
          });
  } catch {
    accountZone = null;
  }
}

/** Now in the user's time zone, as the server writes dates (`YYYY-MM-DD HH:mm:ss`); null before the menu told it. */
export function zonedDateText(now: Date): string | null {
  if (!accountZone) return null;
  const part = Object.fromEntries(accountZone.formatToParts(now).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}
