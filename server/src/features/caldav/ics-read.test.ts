import { describe, expect, it } from 'vitest';
import { readTodo } from './ics-read.js';

const calendar = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'BEGIN:VTODO', ...lines, 'END:VTODO', 'END:VCALENDAR', ''].join('\r\n');

describe('a VTODO from a calendar app', () => {
  it('reads the text unescaped and unfolded, the tick, the due and the repeat', () => {
    const todo = readTodo(
      calendar(
        'UID:7F2C-UUID',
        'SUMMARY:Молоко\\, 2 л',
        'DESCRIPTION:3\\,2%\\nв стекле',
        'STATUS:COMPLETED',
        'DUE;TZID=Europe/Berlin:20270327T180000',
        'RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
        'BEGIN:VALARM',
        'DESCRIPTION:alarm',
        'END:VALARM',
      ),
      'Europe/Moscow',
    );
    expect(todo).toEqual({
      uid: '7F2C-UUID',
      summary: 'Молоко, 2 л',
      description: '3,2% в стекле',
      completed: true,
      due: '2027-03-27 20:00',
      repeat: 'weekdays',
      oversized: null,
    });
    expect(readTodo(calendar('SUMMARY:a long', ' line', 'DUE;VALUE=DATE:20261210'), 'UTC')).toMatchObject({
      summary: 'a longline',
      due: '2026-12-10',
      completed: false,
    });
    expect(readTodo(calendar('DUE:20261210T150000Z', 'RRULE:FREQ=WEEKLY;INTERVAL=2'), 'Asia/Tokyo')).toMatchObject({
      due: '2026-12-11 00:00',
      repeat: null,
    });
    expect(readTodo('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', 'UTC')).toBeUndefined();
  });
});
