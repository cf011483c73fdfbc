import { createHash } from 'node:crypto';
import type { Repeat } from '@listok/contract';

/** An item as CalDAV clients see it (RFC 5545 VTODO): what the list's row says, in UTC or as a day. */
export interface TodoFacts {
  id: number;
  /** The last part of the item's href: `<id>.ics`, or the name a calendar app gave the to-do it made. */
  fileName: string;
  /** The item's stable UID (an app's own for a to-do it made). */
  uid: string;
  /** The item's name, with its amount and unit on a shopping list («Молоко, 2 л»). */
  summary: string;
  note: string;
  completed: boolean;
  completedAt: Date | null;
  dueAt: Date | null;
  dueDay: string | null;
  repeat: Repeat | null;
  /** The department of a product's item, in the reader's language. */
  category: string | null;
  addedAt: Date;
  updatedAt: Date;
}

/**
 * RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks (CR LF, LF, a bare CR, U+2028, U+2029) escaped in
 * TEXT values; the other control characters, which a TEXT value cannot hold (§3.1 TSAFE-CHAR), left out. Whatever a
 * stored text holds, a reader finds exactly one property in it, never a line of its own.
 */
export const escapeText = (text: string): string =>
  text
    .replace(/\p{Cc}/gu, (char) => (char === '\t' || char === '\r' || char === '\n' ? char : ''))
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|[\r\n\u2028\u2029]/g, '\\n');

/** RFC 5545 §3.1: content lines longer than 75 octets are folded (a CRLF and a space), never inside a character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    // The first line holds 75 octets; each continuation line 74 after its leading space.
    if (size + bytes > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A UTC date-time, `20261128T150000Z`. */
export const utcStamp = (date: Date): string => `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

const rules: Record<Repeat, string> = {
  daily: 'FREQ=DAILY',
  weekdays: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
  weekly: 'FREQ=WEEKLY',
  monthly: 'FREQ=MONTHLY',
  yearly: 'FREQ=YEARLY',
};

/**
 * The item as a calendar object: one VTODO in a VCALENDAR. The tick is STATUS, COMPLETED and PERCENT-COMPLETE; a due
 * day is a DATE, a due time a UTC DATE-TIME; the repeat an RRULE; the note the DESCRIPTION; the department a category.
 * SEQUENCE follows the last change (seconds since the item was added), so it only grows.
 */
export function vtodo(item: TodoFacts): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Listok//Listok CalDAV//EN',
    'BEGIN:VTODO',
    `UID:${escapeText(item.uid)}`,
    `DTSTAMP:${utcStamp(item.updatedAt)}`,
    `CREATED:${utcStamp(item.addedAt)}`,
    `LAST-MODIFIED:${utcStamp(item.updatedAt)}`,
    `SEQUENCE:${Math.max(0, Math.floor((item.updatedAt.getTime() - item.addedAt.getTime()) / 1000))}`,
    `SUMMARY:${escapeText(item.summary)}`,
    ...(item.note ? [`DESCRIPTION:${escapeText(item.note)}`] : []),
    ...(item.category ? [`CATEGORIES:${escapeText(item.category)}`] : []),
    ...(item.dueAt ? [`DUE:${utcStamp(item.dueAt)}`] : []),
    ...(item.dueDay ? [`DUE;VALUE=DATE:${item.dueDay.replace(/-/g, '')}`] : []),
    ...(item.repeat && (item.dueAt || item.dueDay) ? [`RRULE:${rules[item.repeat]}`] : []),
    ...(item.completed
      ? [
          'STATUS:COMPLETED',
          'PERCENT-COMPLETE:100',
          ...(item.completedAt ? [`COMPLETED:${utcStamp(item.completedAt)}`] : []),
        ]
      : ['STATUS:NEEDS-ACTION']),
    'END:VTODO',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** An item's calendar object text and its entity tag (the hash of that text: any change of what a client sees). */
export function itemObject(item: TodoFacts): { text: string; etag: string } {
  const text = vtodo(item);
  return { text, etag: `"${createHash('sha256').update(text).digest('hex').slice(0, 24)}"` };
}
