import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, type TodoFacts, vtodo } from './vtodo.js';

const base: TodoFacts = {
  id: 7,
  fileName: '7.ics',
  uid: 'listok-item-7@listok.test',
  summary: 'Молоко, 2 л',
  note: '3,2%; в стекле',
  completed: false,
  completedAt: null,
  dueAt: null,
  dueDay: null,
  repeat: null,
  category: 'Молочные продукты',
  addedAt: new Date('2026-11-28T10:00:00Z'),
  updatedAt: new Date('2026-11-28T10:05:30Z'),
};

describe('an item as a VTODO', () => {
  it('escapes text, stamps in UTC and tells an open item', () => {
    const text = vtodo(base);
    expect(text.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Listok//Listok CalDAV//EN',
      'BEGIN:VTODO',
      'UID:listok-item-7@listok.test',
      'DTSTAMP:20261128T100530Z',
      'CREATED:20261128T100000Z',
      'LAST-MODIFIED:20261128T100530Z',
      'SEQUENCE:330',
      'SUMMARY:Молоко\\, 2 л',
      'DESCRIPTION:3\\,2%\\; в стекле',
      'CATEGORIES:Молочные продукты',
      'STATUS:NEEDS-ACTION',
      'END:VTODO',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('tells a tick, a due day or time and a repeat', () => {
    const done = vtodo({ ...base, completed: true, completedAt: new Date('2026-11-28T11:00:00Z') });
    expect(done).toContain('STATUS:COMPLETED\r\nPERCENT-COMPLETE:100\r\nCOMPLETED:20261128T110000Z\r\n');
    expect(vtodo({ ...base, dueDay: '2026-12-10', repeat: 'monthly' })).toContain(
      'DUE;VALUE=DATE:20261210\r\nRRULE:FREQ=MONTHLY\r\n',
    );
    expect(vtodo({ ...base, dueAt: new Date('2026-12-10T15:00:00Z'), repeat: 'weekdays' })).toContain(
      'DUE:20261210T150000Z\r\nRRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR\r\n',
    );
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'ж'.repeat(60)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(escapeText('a\\b\nc')).toBe('a\\\\b\\nc');
  });

  it('writes any stored text as one property: line breaks escaped, other control characters left out', () => {
    const text = vtodo({ ...base, summary: 'Молоко\rSTATUS:COMPLETED', note: 'a\u2028URL:x\r\nEND:VTODO\u0007\u0085' });
    expect(text).toContain('SUMMARY:Молоко\\nSTATUS:COMPLETED\r\n');
    expect(text).toContain('DESCRIPTION:a\\nURL:x\\nEND:VTODO\r\n');
    expect(text.split('\r\n').filter((line) => line.startsWith('STATUS:'))).toEqual(['STATUS:NEEDS-ACTION']);
    expect(text.includes('\u0007') || text.includes('\u0085')).toBe(false);
  });
});
