import { TZDate } from '@date-fns/tz';
import type { Repeat } from '@listok/contract';

// Reading the VTODO a calendar app sends (RFC 5545): only what an item has.

/** A property of a content line: its parameters (by upper-case name) and its value (still escaped for TEXT). */
export interface Property {
  params: Map<string, string>;
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
  /** The first property longer than any the API takes, read only in part (`lineRead`); the item is refused. */
  oversized: string | null;
}

/** RFC 5545 §3.1: a line that starts with a space or a tab continues the one before. */
const unfold = (text: string): string[] =>
  text
    .replace(/\r\n/g, '\n')
    .replace(/\n[ \t]/g, '')
    .split('\n');

const unescapeText = (value: string): string =>
  value.replace(/\\([\\;,nN])/g, (_all, char: string) => (char === 'n' || char === 'N' ? '\n' : char));

/** Line breaks, escaped or bare, as one space each run: an item's text and note are one line in Listok. */
const oneLine = (text: string): string => text.replace(/[\r\n\u2028\u2029]+/g, ' ');

/** The most parameters of a property that are read (RFC 5545's have one to three). */
const paramsRead = 16;

/**
 * Where a parameter's values end (RFC 5545 §3.1: `param-value *("," param-value)`), from the first one at `at`: a
 * quoted value runs to the next DQUOTE, a plain one up to `,` `;` `:`. Undefined when a quote is left open.
 */
function paramValuesEnd(line: string, from: number): number | undefined {
  let at = from;
  for (;;) {
    if (line[at] === '"') {
      const close = line.indexOf('"', at + 1);
      if (close < 0) return undefined;
      at = close + 1;
    } else {
      while (at < line.length && line[at] !== ',' && line[at] !== ';' && line[at] !== ':') at += 1;
    }
    if (line[at] !== ',') return at;
    at += 1;
  }
}

/**
 * A content line, `NAME *(";" param) ":" value`, read in one pass: a DQUOTE matters only inside a parameter's value
 * (RFC 5545 §3.1), so the value may hold any (`SUMMARY:доска 2" дюйма`). A parameter's values are kept as written,
 * without their quotes. Undefined when the line is not one.
 */
export function contentLine(line: string): ({ name: string } & Property) | undefined {
  let at = 0;
  while (at < line.length && line[at] !== ';' && line[at] !== ':') at += 1;
  const name = line.slice(0, at).toUpperCase();
  const params = new Map<string, string>();
  while (line[at] === ';') {
    const start = at + 1;
    at = start;
    while (at < line.length && line[at] !== '=' && line[at] !== ';' && line[at] !== ':') at += 1;
    const valueAt = at + 1;
    const end = line[at] === '=' ? paramValuesEnd(line, valueAt) : at;
    if (end === undefined) return undefined;
    // A property has a few parameters; past `paramsRead`, the rest are passed over unread.
    if (params.size < paramsRead) {
      const key = line.slice(start, at).toUpperCase();
      if (!params.has(key)) params.set(key, end === at ? '' : line.slice(valueAt, end).replaceAll('"', ''));
    }
    at = end;
  }
  return line[at] === ':' && name !== '' ? { name, params, value: line.slice(at + 1) } : undefined;
}

/** The properties an item is read from; the others (alarms, attachments, an app's own) are passed over unread. */
const readProperties = new Set(['UID', 'SUMMARY', 'DESCRIPTION', 'STATUS', 'COMPLETED', 'DUE', 'RRULE']);
/**
 * How much of a content line is read: more than any text the API takes (256 characters, each escaped), so a longer
 * one is refused by its rule all the same, after reading no more than this.
 */
export const lineRead = 4096;

/** A content line's name, upper case, from at most its first 64 characters ('' when none ends there). */
function nameOf(line: string): string {
  const end = Math.min(line.length, 64);
  for (let at = 0; at < end; at += 1) {
    if (line[at] === ';' || line[at] === ':') return line.slice(0, at).toUpperCase();
  }
  return '';
}

/**
 * The properties of the first VTODO that an item is read from, by name (the first of each), and the first of them that
 * is longer than `lineRead`; undefined when there is no VTODO.
 */
function vtodoProperties(text: string): { found: Map<string, Property>; oversized: string | null } | undefined {
  const found = new Map<string, Property>();
  let oversized: string | null = null;
  let inside = false;
  let depth = 0;
  for (const line of unfold(text)) {
    const name = nameOf(line);
    if (!inside) {
      if (name === 'BEGIN' && line.slice(6).toUpperCase() === 'VTODO') inside = true;
      continue;
    }
    // An alarm inside the to-do has properties of its own.
    if (name === 'BEGIN') depth += 1;
    else if (name === 'END') {
      if (depth === 0) return { found, oversized };
      depth -= 1;
    } else if (depth === 0 && readProperties.has(name) && !found.has(name)) {
      if (line.length > lineRead) oversized ??= name;
      const property = contentLine(line.slice(0, lineRead));
      if (property) found.set(name, property);
    }
  }
  return inside ? { found, oversized } : undefined;
}

const two = (n: number) => String(n).padStart(2, '0');

/** A DUE as the API writes it: a DATE as the day; a UTC, zoned or floating DATE-TIME in `timeZone`. */
function dueOf(property: Property | undefined, timeZone: string): string | null {
  if (!property) return null;
  const match = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z)?)?$/.exec(property.value.trim());
  if (!match) return null;
  const [, y, m, d, hh, mm, , utc] = match;
  if (hh === undefined || property.params.get('VALUE') === 'DATE') return `${y}-${m}-${d}`;
  const zone = utc ? 'UTC' : (property.params.get('TZID') ?? timeZone);
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
  const vtodo = vtodoProperties(text);
  if (!vtodo) return undefined;
  const props = vtodo.found;
  const textOf = (name: string) => {
    const value = props.get(name)?.value;
    return value === undefined ? null : oneLine(unescapeText(value)).trim();
  };
  const status = props.get('STATUS')?.value.trim().toUpperCase();
  return {
    uid: textOf('UID'),
    summary: textOf('SUMMARY'),
    description: textOf('DESCRIPTION'),
    completed: status === 'COMPLETED' || (status === undefined && props.has('COMPLETED')),
    due: dueOf(props.get('DUE'), timeZone),
    repeat: repeatOf(props.get('RRULE')),
    oversized: vtodo.oversized,
  };
}
