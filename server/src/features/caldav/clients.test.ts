import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addItem, call, createList, signUp } from '../../test/factories.js';

// A real CalDAV client against the server: Debian's python3-caldav (`.ci/run` installs it), the library Home
// Assistant's CalDAV integration uses. Debian's own Python has it, not the first `python3` on PATH.
const python = '/usr/bin/python3';
const script = (name: string) => fileURLToPath(new URL(`./clients/${name}`, import.meta.url));
const run = promisify(execFile);

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  // On loopback, as a calendar app on the same machine as a TLS proxy would come: Basic is taken there.
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

describe('the caldav library (Home Assistant’s)', () => {
  it('finds the lists from the server’s address and reads their to-dos, ticks and dues', async () => {
    const anna = await signUp(t.app);
    const shop = await createList(t.app, anna, 'Продукты');
    await addItem(t.app, anna, shop.id, 'Milk');
    const bread = await addItem(t.app, anna, shop.id, 'Bread');
    await call(t.app, anna, 'PATCH', `/api/list-item/mark/${bread.id}`);
    const home = await createList(t.app, anna, 'Дом');
    await call(t.app, anna, 'PATCH', `/api/list/${home.id}`, { kind: 'todo' });
    await call(t.app, anna, 'POST', `/api/list/${home.id}/add-text`, {
      text: 'оплатить интернет 10 числа каждый месяц',
    });
    const token = await call(t.app, anna, 'POST', '/api/user/tokens', { name: 'HA', scope: 'caldav', lists: null });

    const { stdout } = await run(python, [script('read_lists.py'), base, anna.username, token.body.token], {
      timeout: 60_000,
    });
    const calendars = JSON.parse(stdout) as {
      name: string;
      todos: { summary: string; status: string; due: string | null; rrule: string | null }[];
      open: string[];
    }[];
    expect(calendars.map((c) => c.name)).toEqual(['Продукты', 'Дом']);
    expect(calendars[0]?.todos).toEqual([
      { summary: 'Молоко, 1 л', status: 'NEEDS-ACTION', due: null, rrule: null },
      { summary: 'Хлеб', status: 'COMPLETED', due: null, rrule: null },
    ]);
    expect(calendars[0]?.open).toEqual(['Молоко, 1 л']);
    const [bill] = calendars[1]?.todos ?? [];
    expect(bill).toMatchObject({ summary: 'оплатить интернет', status: 'NEEDS-ACTION', rrule: 'FREQ=MONTHLY' });
    expect(bill?.due).toMatch(/^\d{4}(0[1-9]|1[0-2])10$/);
  });

  it('ticks, edits and deletes to-dos in Listok, which its own screens see', async () => {
    const anna = await signUp(t.app);
    const home = await createList(t.app, anna, 'Дом');
    await call(t.app, anna, 'PATCH', `/api/list/${home.id}`, { kind: 'todo' });
    await call(t.app, anna, 'POST', `/api/list/${home.id}/add-text`, {
      text: 'Полить цветы\nПозвонить маме\nСтарое дело',
    });
    const token = await call(t.app, anna, 'POST', '/api/user/tokens', { name: 'HA', scope: 'caldav', lists: null });
    const { stdout } = await run(
      python,
      [
        script('tick_and_delete.py'),
        base,
        anna.username,
        token.body.token,
        'Дом',
        'Полить цветы',
        'Позвонить маме',
        'Старое дело',
      ],
      { timeout: 60_000 },
    );
    expect(JSON.parse(stdout)).toEqual([
      { summary: 'Полить цветы', status: 'COMPLETED' },
      { summary: 'Позвонить маме', status: 'NEEDS-ACTION' },
    ]);
    const items = (await call(t.app, anna, 'GET', `/api/list/${home.id}`)).body;
    expect(items).toMatchObject([
      { name: 'Полить цветы', completed: true, completed_by: anna.username },
      { name: 'Позвонить маме', completed: false, note: 'из календаря' },
    ]);
  });

  it('adds a to-do through smart entry, keeping the app’s own UID and address of it', async () => {
    const anna = await signUp(t.app);
    const shop = await createList(t.app, anna, 'Продукты');
    const token = await call(t.app, anna, 'POST', '/api/user/tokens', { name: 'HA', scope: 'caldav', lists: null });
    const { stdout } = await run(
      python,
      [script('add_todo.py'), base, anna.username, token.body.token, 'Продукты', 'молоко 2 л'],
      { timeout: 60_000 },
    );
    const added = JSON.parse(stdout) as {
      uid: string;
      url: string;
      todos: { summary: string; uid: string; url: string }[];
    };
    expect(added.todos).toEqual([{ summary: 'Молоко, 2 л', uid: added.uid, url: added.url }]);
    expect((await call(t.app, anna, 'GET', `/api/list/${shop.id}`)).body).toMatchObject([
      { name: 'Молоко', amount: 2, unit_ru: 'л' },
    ]);
  });
});
