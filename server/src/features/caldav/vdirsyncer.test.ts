import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bySummary, type DavAccount, type DavServer } from '../../test/dav-account.js';
import { davServers } from '../../test/dav-servers.js';

// vdirsyncer keeps a folder of .ics files in step with the server's lists, and todoman (a command-line to-do client)
// reads and writes that folder: Debian's packages, `.ci/run` installs them. The same flow runs against Radicale, a
// reference server, so what it asserts is the protocol, not Listok's reading of it.
const template = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../../../test/caldav-clients/${name}`, import.meta.url)), 'utf8');

interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command to its end (at most 30 s), with `input` on its stdin. */
function runTool(command: string, args: string[], options: { input?: string; env?: Record<string, string> } = {}) {
  return new Promise<Ran>((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...options.env }, timeout: 30_000 });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(options.input ?? '');
  });
}

/** A to-do as todoman's `--porcelain` output gives it. */
interface TodomanTodo {
  id: number;
  list: string;
  summary: string;
  completed: boolean;
  due: number | null;
}

/** A folder of the account's lists kept by vdirsyncer, and todoman on it. */
function localCopy(server: DavServer, account: DavAccount) {
  const dir = mkdtempSync(join(tmpdir(), 'listok-vdirsyncer-'));
  const calendars = join(dir, 'calendars');
  const fill = (name: string, values: Record<string, string>) =>
    template(name).replace(/\{\{(\w+)\}\}/g, (_, key: string) => JSON.stringify(values[key]));
  const vdirsyncerConfig = join(dir, 'vdirsyncer.config');
  writeFileSync(
    vdirsyncerConfig,
    fill('vdirsyncer.config', {
      status: join(dir, 'status'),
      url: server.recorder.url,
      username: account.username,
      password: account.password,
      calendars,
    }),
  );
  const todomanConfig = join(dir, 'todoman.py');
  writeFileSync(todomanConfig, fill('todoman.config.py', { lists: join(calendars, '*'), cache: join(dir, 'cache') }));

  const ok = async (ran: Promise<Ran>) => {
    const { code, stdout, stderr } = await ran;
    if (code !== 0) throw new Error(`exit ${code}: ${stdout}${stderr}`);
    return stdout;
  };
  const vdirsyncer = (args: string[], input?: string) =>
    runTool('/usr/bin/vdirsyncer', ['-c', vdirsyncerConfig, ...args], input === undefined ? {} : { input });
  const todoman = (args: string[], env: Record<string, string> = {}) =>
    ok(runTool('/usr/bin/todoman', ['-c', todomanConfig, '--color', 'never', ...args], { env }));

  return {
    /** Finds the lists (answering yes to making each one's folder), syncs them and their names. */
    async start() {
      await ok(vdirsyncer(['discover', 'lists'], 'y\n'.repeat(20)));
      await ok(vdirsyncer(['sync']));
      await ok(vdirsyncer(['metasync']));
    },
    /** `vdirsyncer sync`, and how it ended. */
    sync: () => vdirsyncer(['sync']),
    /** todoman's to-dos (done ones too), by summary. */
    async todos() {
      return bySummary(JSON.parse(await todoman(['--porcelain', 'list', '--status', 'ANY'])) as TodomanTodo[]);
    },
    todoman,
    /** `todoman edit --raw` of a to-do, with an editor that rewrites its SUMMARY. */
    rename: (id: number, to: string) =>
      todoman(['edit', '--raw', String(id)], { EDITOR: `sed -i -e 's/^SUMMARY:.*$/SUMMARY:${to}/'` }),
    /** The text of the .ics file that holds the to-do. */
    fileOf(summary: string) {
      for (const list of readdirSync(calendars)) {
        for (const file of readdirSync(join(calendars, list)).filter((name) => name.endsWith('.ics'))) {
          const text = readFileSync(join(calendars, list, file), 'utf8');
          if (text.includes(`SUMMARY:${summary}\r\n`) || text.includes(`SUMMARY:${summary}\n`)) return text;
        }
      }
      throw new Error(`no file of ${summary}`);
    },
    close: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A day a week from now, `YYYY-MM-DD` (todoman's date format here, and Listok's API's). */
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

describe.each(davServers)('vdirsyncer and todoman against $name', ({ start }) => {
  let server: DavServer;
  beforeAll(async () => {
    server = await start();
  });
  afterAll(() => server?.close());
  const copies: ReturnType<typeof localCopy>[] = [];
  afterEach(() => {
    for (const copy of copies.splice(0)) copy.close();
  });
  async function syncedCopy(account: DavAccount) {
    const copy = localCopy(server, account);
    copies.push(copy);
    await copy.start();
    return copy;
  }

  it('brings the lists to todoman, and todoman’s new, edited and deleted to-dos back; a tick from elsewhere too', async () => {
    const account = await server.account([
      {
        name: 'Дом',
        kind: 'todo',
        todos: [{ summary: 'Полить цветы' }, { summary: 'Позвонить маме' }, { summary: 'Старое дело' }],
      },
    ]);
    const local = await syncedCopy(account);
    expect((await local.todos()).map(({ list, summary, completed }) => ({ list, summary, completed }))).toEqual([
      { list: 'Дом', summary: 'Позвонить маме', completed: false },
      { list: 'Дом', summary: 'Полить цветы', completed: false },
      { list: 'Дом', summary: 'Старое дело', completed: false },
    ]);

    await local.todoman(['new', '--list', 'Дом', 'Купить лампочку']);
    expect((await local.sync()).code).toBe(0);
    expect(await account.held('Дом')).toContainEqual({ summary: 'Купить лампочку', done: false, due: null, note: '' });

    await account.tick('Дом', 'Купить лампочку');
    expect((await local.sync()).code).toBe(0);
    const ticked = await local.todos();
    expect(ticked.map(({ summary, completed }) => ({ summary, completed }))).toEqual([
      { summary: 'Купить лампочку', completed: true },
      { summary: 'Позвонить маме', completed: false },
      { summary: 'Полить цветы', completed: false },
      { summary: 'Старое дело', completed: false },
    ]);
    const [, mum, flowers, old] = ticked;
    expect(local.fileOf('Купить лампочку')).toMatch(/^STATUS:COMPLETED\r?$/m);

    const due = inAWeek();
    await local.todoman(['edit', String(mum?.id), '--due', due]);
    await local.rename(flowers!.id, 'Полить цветы на балконе');
    await local.todoman(['delete', '--yes', String(old?.id)]);
    const from = server.recorder.exchanges.length;
    expect((await local.sync()).code).toBe(0);
    // Two changed to-dos and one deleted, each write taken (vdirsyncer's order is its own).
    const writes = server.recorder.exchanges
      .slice(from)
      .filter(({ method }) => method === 'PUT' || method === 'DELETE');
    expect(writes.map(({ method }) => method).sort()).toEqual(['DELETE', 'PUT', 'PUT']);
    expect(writes.every(({ status, ifMatch }) => status < 300 && ifMatch !== undefined)).toBe(true);
    expect(await account.held('Дом')).toEqual([
      { summary: 'Купить лампочку', done: true, due: null, note: '' },
      { summary: 'Позвонить маме', done: false, due, note: '' },
      { summary: 'Полить цветы на балконе', done: false, due: null, note: '' },
    ]);
  });

  it('a to-do changed on both sides: the stale write is refused (412), the next sync keeps the server’s version', async () => {
    const account = await server.account([{ name: 'Дом', kind: 'todo', todos: [{ summary: 'Полить цветы' }] }]);
    const local = await syncedCopy(account);
    const [flowers] = await local.todos();
    await local.rename(flowers!.id, 'Полить цветы на балконе');
    const from = server.recorder.exchanges.length;
    // Ticked elsewhere after vdirsyncer listed the to-dos and before its write reaches the server.
    server.recorder.beforeNextWrite(() => account.tick('Дом', 'Полить цветы'));

    const refused = await local.sync();
    expect(refused.code).not.toBe(0);
    expect(`${refused.stdout}${refused.stderr}`).toContain('Precondition Failed');
    expect(server.recorder.writesSince(from)).toEqual(['PUT 412']);
    expect(await account.held('Дом')).toEqual([{ summary: 'Полить цветы', done: true, due: null, note: '' }]);

    // Changed on both sides since the last sync: "a wins", the server's version replaces the local one.
    const again = server.recorder.exchanges.length;
    expect((await local.sync()).code).toBe(0);
    expect(server.recorder.writesSince(again)).toEqual([]);
    expect((await local.todos()).map(({ summary, completed }) => ({ summary, completed }))).toEqual([
      { summary: 'Полить цветы', completed: true },
    ]);
    expect(await account.held('Дом')).toEqual([{ summary: 'Полить цветы', done: true, due: null, note: '' }]);
  });
});
