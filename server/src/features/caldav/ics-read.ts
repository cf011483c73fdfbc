import { TZDate } from '@date-fns/tz';
import type { Repeat } from '@listok/contract';

// Reading the VTODO a calendar app sends (RFC 5545): only what an item has.

/** A property of a content line: its parameters and its value (still escaped for TEXT). */
interface Property {
  params: Record<string, string>;
  value: string;
}

/** What a VTODO says of an item: text unescaped; the due as the API writes it, in the given zone. */
export interface ReadTodo {
  uid: string | null;
  summary: string | null;
  description: string | null;
  completed: boolean;
  /** `YYYY-MM-DD`, `YYYY-MM-DD HH:mm` (in the reader's zone), or null. */
  due: string | null;
  repeat: Repeat | null;
}

/** RFC 5545 §3.1: a line that starts with a space or a tab continues the one before. */
const unfold = (text: string): string[] =>
  text
    .replace(/\r\n/g, '\n')
    .replace(/\n[ \t]/g, '')
    .split('\n');

const unescapeText = (value: string): string =>
  value.replace(/\\([\\;,nN])/g, (_all, char: string) => (char === 'n' || char === 'N' ? '\n' : char));

/** The properties of the first VTODO, by name (the first of each); undefined when there is none. */
function vtodoProperties(text: string): Map<string, Property> | undefined {
  const found = new Map<string, Property>();
  let inside = false;
  let depth = 0;
  for (const line of unfold(text)) {
    const upper = line.toUpperCase();
    if (!inside) {
      if (upper === 'BEGIN:VTODO') inside = true;
      continue;
    }
    // An alarm inside the to-do has properties of its own.
    if (upper.startsWith('BEGIN:')) depth += 1;
    else if (upper.startsWith('END:')) {
      if (depth === 0) return found;
      depth -= 1;
    } else if (depth === 0) {
      const colon = line.search(/:(?=(?:[^"]*"[^"]*")*[^"]*$)/);
      if (colon < 0) continue;
      const [name = '', ...params] = line.slice(0, colon).split(';');
      const key = name.toUpperCase();
      if (found.has(key)) continue;
      const parsed = Object.fromEntries(
        params.map((param) => {
          const [k = '', v = ''] = param.split('=');
          return [k.toUpperCase(), v.replace(/^"|"$/g, '')];
        }),
      );
      found.set(key, { params: parsed, value: line.slice(colon + 1) });
    }
  }
  return inside ? found : undefined;
}

const two = (n: number) => String(n).padStart(2, '0');

/** A DUE as the API writes it: a DATE as the day; a UTC, zoned or floating DATE-TIME in `timeZone`. */
function dueOf(property: Property | undefined, timeZone: string): string | null {
  if (!property) return null;
  const match = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z)?)?$/.exec(property.value.trim());
  if (!match) return null;
  const [, y, m, d, hh, mm, , utc] = match;
  if (hh === undefined || property.params.VALUE === 'DATE') return `${y}-${m}-${d}`;
  const zone = utc ? 'UTC' : (property.params.TZID ?? timeZone);
  let instant: Date;
  try {
    instant = new Date(new TZDate(Number(y), Number(m) - 1, Number(d), Number(hh), Number(mm), zone).getTime());
  } catch {
    return null;
  }
  if (Number.isNaN(instant.getTime())) return null;
  const local = new TZDate(instant.getTime(), timeZone);
  return `${local.getFullYear()}-${two(local.getMonth() + 1)}-${two(local.getDate())} ${two(local.getHours())}:${two(local.getMinutes())}`;
}

/** An RRULE as one of the API's repeats; anything else (every other week, a count) is none. */
function repeatOf(property: Property | undefined): Repeat | null {
  if (!property) return null;
  const parts = Object.fromEntries(
    property.value.split(';').map((part) => {
      const [k = '', v = ''] = part.split('=');
      return [k.toUpperCase(), v.toUpperCase()];
    }),
  );
  if ((parts.INTERVAL ?? '1') !== '1' || parts.COUNT || parts.UNTIL) return null;
  if (parts.FREQ === 'WEEKLY' && parts.BYDAY === 'MO,TU,WE,TH,FR') return 'weekdays';
  if (parts.BYDAY && parts.FREQ !== 'WEEKLY') return null;
  const frequencies: Record<string, Repeat> = {
    DAILY: 'daily',
    WEEKLY: 'weekly',
    MONTHLY: 'monthly',
    YEARLY: 'yearly',
  };
  return frequencies[parts.FREQ ?? ''] ?? null;
}

/** The item a VTODO describes; undefined when the text holds no VTODO. */
export function readTodo(text: string, timeZone: string): ReadTodo | undefined {
  const props = vtodoProperties(text);
  if (!props) return undefined;
  const textOf = (name: string) => {
    const value = props.get(name)?.value;
    return value === undefined ? null : unescapeText(value).trim();
  };
  const status = props.get('STATUS')?.value.trim().toUpperCase();
  return {
    uid: textOf('UID'),
    summary: textOf('SUMMARY'),
    description: textOf('DESCRIPTION'),
    completed: status === 'COMPLETED' || (status === undefined && props.has('COMPLETED')),
    due: dueOf(props.get('DUE'), timeZone),
    repeat: repeatOf(props.get('RRULE')),
  };
}
