import { readDue } from '@listok/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../../lib/dates.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { call, signUp, type TestUser } from '../../../test/factories.js';

// People's lines on lists of the other kinds (issue 48): a to-do is what to do as typed, its days read off it (two
// days, two to-dos), and a line that says more of an entry already there is a second entry, never dropped.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const listOf = async (user: TestUser, kind: string) => {
  const { status, body } = await call(t.app, user, 'POST', '/api/lists', { name: 'Дела', kind });
  expect(status).toBe(201);
  return body as { id: number };
};
const paste = (user: TestUser, listId: number, text: string, lang: 'ru' | 'en' = 'ru') =>
  call(t.app, user, 'POST', `/api/list/${listId}/add-text`, { text }, lang);
type Entry = { name: string; amount: number | null; note: string; due?: string | null; repeat?: string | null };
const shown = (items: Entry[]) => items.map((i) => [i.name, i.amount, i.note, i.due ?? null]);
/** What the contract reads of a line now, in the user's zone (a new user's: the default). */
const dueNow = (line: string) => readDue(line, formatDate(new Date())).due;

describe('a to-do line', () => {
  it('keeps its whole text, an amount and a unit too: «купить молоко 2 литра»', async () => {
    const owner = await signUp(t.app);
    const list = await listOf(owner, 'todo');
    const { body } = await paste(owner, list.id, 'купить молоко 2 литра\nbuy socks 3 pairs');
    expect(shown(body.added)).toEqual([
      ['купить молоко 2 литра', null, '', null],
      ['buy socks 3 pairs', null, '', null],
    ]);
  });

  it('reads the days people write: «послезавтра утром», «3.12 в 10», «до понедельника», "next week"', async () => {
    const owner = await signUp(t.app);
    const list = await listOf(owner, 'todo');
    const lines = ['полить цветы послезавтра утром', 'позвонить 3.12 в 10', 'сдать отчёт до понедельника'];
    const english = ['call the bank next week', 'walk the dog tomorrow morning'];
    const { body } = await paste(owner, list.id, [...lines, ...english].join('\n'));
    expect(body.skipped).toEqual([]);
    expect(shown(body.added)).toEqual([
      ['полить цветы', null, '', dueNow(lines[0] ?? '')],
      ['позвонить', null, '', dueNow(lines[1] ?? '')],
      ['сдать отчёт', null, '', dueNow(lines[2] ?? '')],
      ['call the bank', null, '', dueNow(english[0] ?? '')],
      ['walk the dog', null, '', dueNow(english[1] ?? '')],
    ]);
    expect(body.added[0].due).toMatch(/ 09:00$/u);
    expect(body.added[1].due).toMatch(/-12-03 10:00$/u);
  });

  it('naming two days is two to-dos, never half a name: «уборка в субботу и воскресенье»', async () => {
    const owner = await signUp(t.app);
    const list = await listOf(owner, 'todo');
    const { body } = await paste(owner, list.id, 'уборка в субботу и воскресенье\nrun on saturday and sunday', 'en');
    expect(body.skipped).toEqual([]);
    expect(shown(body.added)).toEqual([
      ['уборка', null, '', dueNow('уборка в субботу')],
      ['уборка', null, '', dueNow('уборка в воскресенье')],
      ['run', null, '', dueNow('run on saturday')],
      ['run', null, '', dueNow('run on sunday')],
    ]);
  });

  it('with another due is a second to-do; with the same, or none, it is skipped as there', async () => {
    const owner = await signUp(t.app);
    const list = await listOf(owner, 'todo');
    await paste(owner, list.id, 'уборка в субботу');
    const again = await paste(owner, list.id, 'уборка в воскресенье\nуборка в субботу\nуборка');
    expect(shown(again.body.added)).toEqual([['уборка', null, '', dueNow('уборка в воскресенье')]]);
    expect(again.body.skipped).toEqual([
      { line: 'уборка в субботу', reason: 'Уже в списке' },
      { line: 'уборка', reason: 'Уже в списке' },
    ]);
  });
});

describe('a packing list’s line that says more of an entry already there', () => {
  it('is a second entry, and the same line again is skipped', async () => {
    const owner = await signUp(t.app);
    const list = await listOf(owner, 'packing');
    await paste(owner, list.id, 'носки 3 пары');
    const again = await paste(owner, list.id, 'носки 2 пары\nноски 3 пары\nноски 2 пары');
    expect(shown(again.body.added)).toEqual([['носки', 2, 'пары', null]]);
    expect(again.body.skipped.map((s: { line: string }) => s.line)).toEqual(['носки 3 пары', 'носки 2 пары']);
  });
});
