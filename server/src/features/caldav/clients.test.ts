import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bySummary, type DavAccount, type DavServer } from '../../test/dav-account.js';
import { davServers } from '../../test/dav-servers.js';
import { call } from '../../test/factories.js';

// A real CalDAV client against the server: Debian's python3-caldav (`.ci/run` installs it), the library Home
// Assistant's CalDAV integration uses. Debian's own Python has it, not the first `python3` on PATH. The same scripts run
// against Radicale, a reference server: what holds there is the protocol, what holds only in Listok is said apart.
const python = '/usr/bin/python3';
const script = (name: string) => fileURLToPath(new URL(`../../../test/caldav-clients/${name}`, import.meta.url));
const run = promisify(execFile);

/** Runs a client script as the account's calendar app, and reads the JSON it prints. */
async function runClient<T>(name: string, server: DavServer, account: DavAccount, ...args: string[]): Promise<T> {
  const { stdout } = await run(
    python,
    [script(name), server.recorder.url, account.username, account.password, ...args],
    { timeout: 30_000 },
  );
  return JSON.parse(stdout) as T;
}

interface ReadTodo {
  summary: string;
  status: string;
  due?: string | null;
  rrule?: string | null;
}

/** The 10th of next month, `YYYYMMDD`: the due the reference server stores for «… 10 числа каждый месяц». */
function nextTenth(): string {
  const now = new Date();
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 10));
  return month.toISOString().slice(0, 10).replace(/-/g, '');
}

describe.each(davServers)('the caldav library (Home Assistant’s) against $name', ({ start, smartEntry }) => {
  let server: DavServer;
  beforeAll(async () => {
    server = await start();
  });
  afterAll(() => server?.close());

  it('finds the lists from the server’s address and reads their to-dos, ticks and dues', async () => {
    const account = await server.account([
      {
        name: 'Продукты',
        kind: 'shopping',
        todos: [
          { line: 'молоко 1 л', summary: 'Молоко, 1 л' },
          { summary: 'Хлеб', done: true },
        ],
      },
      {
        name: 'Дом',
        kind: 'todo',
        todos: [
          {
            line: 'оплатить интернет 10 числа каждый месяц',
            summary: 'оплатить интернет',
            due: nextTenth(),
            rrule: 'FREQ=MONTHLY',
          },
        ],
      },
    ]);
    const found = await runClient<{ name: string; todos: ReadTodo[]; open: string[] }[]>(
      'read_lists.py',
      server,
      account,
    );
    const [home, shop] = [...found].sort((a, b) => a.name.localeCompare(b.name));
    expect([home?.name, shop?.name]).toEqual(['Дом', 'Продукты']);
    expect(bySummary(shop?.todos ?? [])).toEqual([
      { summary: 'Молоко, 1 л', status: 'NEEDS-ACTION', due: null, rrule: null },
      { summary: 'Хлеб', status: 'COMPLETED', due: null, rrule: null },
    ]);
    expect(shop?.open).toEqual(['Молоко, 1 л']);
    expect(home?.todos).toEqual([
      { summary: 'оплатить интернет', status: 'NEEDS-ACTION', rrule: 'FREQ=MONTHLY', due: expect.any(String) },
    ]);
    expect(home?.todos[0]?.due).toMatch(/^\d{4}(0[1-9]|1[0-2])10$/);
  });

  it('ticks, edits and deletes to-dos, which a fresh read and the server itself show', async () => {
    const account = await server.account([
      {
        name: 'Дом',
        kind: 'todo',
        todos: [{ summary: 'Полить цветы' }, { summary: 'Позвонить маме' }, { summary: 'Старое дело' }],
      },
    ]);
    const after = await runClient<ReadTodo[]>(
      'tick_and_delete.py',
      server,
      account,
      'Дом',
      'Полить цветы',
      'Позвонить маме',
      'Старое дело',
    );
    expect(bySummary(after)).toEqual([
      { summary: 'Позвонить маме', status: 'NEEDS-ACTION' },
      { summary: 'Полить цветы', status: 'COMPLETED' },
    ]);
    expect(await account.held('Дом')).toEqual([
      { summary: 'Позвонить маме', done: false, due: null, note: 'из календаря' },
      { summary: 'Полить цветы', done: true, due: null, note: '' },
    ]);
    if (account.listok) {
      // Listok only: the tick is the user's, as a tick in its own app is.
      const { app, user, listIds } = account.listok;
      const items = (await call(app, user, 'GET', `/api/list/${listIds.get('Дом')}`)).body;
      expect(items).toMatchObject([{ name: 'Полить цветы', completed_by: user.username }, { name: 'Позвонить маме' }]);
    }
  });

  it('adds a to-do, keeping the app’s own UID and address of it', async () => {
    const account = await server.account([{ name: 'Продукты', kind: 'shopping', todos: [] }]);
    const added = await runClient<{ uid: string; url: string; todos: { summary: string; uid: string; url: string }[] }>(
      'add_todo.py',
      server,
      account,
      'Продукты',
      'молоко 2 л',
    );
    // Listok reads the line as smart entry does (a good and its amount); the reference server keeps it as it came.
    const summary = smartEntry ? 'Молоко, 2 л' : 'молоко 2 л';
    expect(added.todos).toEqual([{ summary, uid: added.uid, url: added.url }]);
    if (account.listok) {
      const { app, user, listIds } = account.listok;
      expect((await call(app, user, 'GET', `/api/list/${listIds.get('Продукты')}`)).body).toMatchObject([
        { name: 'Молоко', amount: 2, unit_ru: 'л' },
      ]);
    }
  });

  it('refuses a write with a stale ETag (412); the app reads again and ticks the new version, nothing lost', async () => {
    const account = await server.account([{ name: 'Дом', kind: 'todo', todos: [{ summary: 'Полить цветы' }] }]);
    const from = server.recorder.exchanges.length;
    // A note written elsewhere after the app read the to-do and before its tick reaches the server.
    server.recorder.beforeNextWrite(() => account.note('Дом', 'Полить цветы', 'на балконе'));
    const written = await runClient<{ statuses: number[]; after: ReadTodo & { description: string } }>(
      'stale_tick.py',
      server,
      account,
      'Дом',
      'Полить цветы',
    );
    // The second write succeeds: Listok says 204 (RFC 9110 §9.3.4), Radicale 201 for every PUT.
    expect(written.statuses).toEqual([412, expect.toSatisfy((status: number) => status >= 200 && status < 300)]);
    expect(server.recorder.writesSince(from)).toEqual(['PUT 412', `PUT ${written.statuses[1]}`]);
    expect(written.after).toEqual({ summary: 'Полить цветы', status: 'COMPLETED', description: 'на балконе' });
    expect(await account.held('Дом')).toEqual([{ summary: 'Полить цветы', done: true, due: null, note: 'на балконе' }]);
  });

  it('answers a sync-collection with only what changed since the token, and each to-do gone', async () => {
    const account = await server.account([
      {
        name: 'Дом',
        kind: 'todo',
        todos: [{ summary: 'Полить цветы' }, { summary: 'Позвонить маме' }, { summary: 'Старое дело' }],
      },
    ]);
    type Synced = { token: string; changed: ReadTodo[]; gone: number };
    const first = await runClient<Synced>('sync_changes.py', server, account, 'Дом');
    expect(bySummary(first.changed).map((todo) => todo.summary)).toEqual([
      'Позвонить маме',
      'Полить цветы',
      'Старое дело',
    ]);
    expect(first.gone).toBe(0);

    await account.tick('Дом', 'Полить цветы');
    await account.remove('Дом', 'Старое дело');
    const second = await runClient<Synced>('sync_changes.py', server, account, 'Дом', first.token);
    expect(second.changed).toEqual([{ summary: 'Полить цветы', status: 'COMPLETED' }]);
    expect(second.gone).toBe(1);
    expect(second.token).not.toBe(first.token);
  });
});
