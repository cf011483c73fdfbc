import { zonedDateText } from './date-zone';

export { dateTimeAttribute, formatDay, formatTime, longDate } from '@listok/contract/base';

/**
 * Now as the server writes dates (`YYYY-MM-DD HH:mm:ss`): in the user's time zone once the menu has told it
 * (`date-zone.ts`), else on this device's clock.
 */
export function localDateText(now = new Date()): string {
  const inZone = zonedDateText(now);
  if (inZone !== null) return inZone;
  const two = (n: number) => String(n).padStart(2, '0');
  const day = `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
  return `${day} ${two(now.getHours())}:${two(now.getMinutes())}:${two(now.getSeconds())}`;
}
