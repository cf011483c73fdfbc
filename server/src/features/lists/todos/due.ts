import { TZDate } from '@date-fns/tz';
import { dueParts, type Repeat } from '@listok/contract';
import { formatDate } from '../../../lib/dates.js';

/** A to-do's due as stored (schema/lists.ts): an instant for a due with a time, a day for one without. */
export interface DueColumns {
  dueAt: Date | null;
  dueDay: string | null;
}

/**
 * The columns of a due written in a zone: `"YYYY-MM-DD HH:mm"` is that wall-clock time there (a time skipped by a
 * daylight-saving change is read as the hour after it), `"YYYY-MM-DD"` the day itself. The text was checked by the
 * contract's DueText.
 */
export function dueColumns(due: string | null, timeZone: string): DueColumns {
  const parts = due === null ? undefined : dueParts(due);
  if (!parts) return { dueAt: null, dueDay: null };
  const { year, month, day, time } = parts;
  if (time === null) return { dueAt: null, dueDay: due!.slice(0, 10) };
  return {
    dueAt: new Date(new TZDate(year, month - 1, day, time.hour, time.minute, timeZone).getTime()),
    dueDay: null,
  };
}

/** A due as answered to a reader: a timed one in the reader's zone, a day as it is; null when none. */
export function dueText(columns: DueColumns, timeZone: string): string | null {
  if (columns.dueAt) return formatDate(columns.dueAt, timeZone);
  return columns.dueDay;
}

/** What an update writes of a to-do's due and repeat (all four columns, or nothing when neither is asked). */
export type DueChange = DueColumns & { repeat: Repeat | null; repeatDay: number | null };

/**
 * An update's due and repeat over the item's: a due read in the caller's zone; no due takes the repeat with it; a
 * repeat without a due starts today (the caller's day). A new due or repeat keeps the due's own day of month.
 */
export function dueChange(
  row: DueColumns & { repeat: Repeat | null },
  body: { due?: string | null | undefined; repeat?: Repeat | null | undefined },
  timeZone: string,
  now = new Date(),
): DueChange | undefined {
  if (body.due === undefined && body.repeat === undefined) return undefined;
  const columns = body.due === undefined ? { dueAt: row.dueAt, dueDay: row.dueDay } : dueColumns(body.due, timeZone);
  const repeat = body.repeat !== undefined ? body.repeat : body.due === null ? null : row.repeat;
  const undated = columns.dueAt === null && columns.dueDay === null;
  const dated = repeat !== null && undated ? { dueAt: null, dueDay: formatDate(now, timeZone).slice(0, 10) } : columns;
  return { ...dated, repeat, repeatDay: null };
}
