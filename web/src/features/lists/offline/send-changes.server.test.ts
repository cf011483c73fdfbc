import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ListItem } from '@listok/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seenOf } from './changed-fields';
import type { ItemChange, QueuedChange } from './changes';
import { MemoryStore } from './fake-server.test-support';
import { itemsApi } from './items-api';
import { sendChanges } from './send-changes';

// The guarantees of docs/behaviour.md, "Sync you can trust", held by the queue the app runs (sendChanges with the
// app's own calls, itemsApi) against the real server: the production build, started on an embedded database of its
// own (`npm test` builds before Vitest runs). Each device is a fetch with its own session, which can lose the network.

const serverFile = fileURLToPath(new URL('../../../../../server/dist/server.js', import.meta.url));
const realFetch = globalThis.fetch;
let server: ChildProcess;
let base = '';
let dataDir = '';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  expect(existsSync(serverFile), 'the server is built (npm run build)').toBe(true);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), 'listok-queue-'));
  // The embedded database (no DATABASE_URL), and the per-address limits off: every phone calls from one address.
  const { DATABASE_URL: _, ...environment } = process.env;
  server = spawn(process.execPath, [serverFile], {
    env: {
      ...environment,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_ADDRESS: 'off',
    },
    stdio: 'inherit',
  });
  for (;;) {
    const up = await realFetch(`${base}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) break;
    if (server.exitCode !== null) throw new Error(`the server stopped: ${server.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 120_000);

afterAll(() => {
  server?.kill();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

let people = 0;

/** A phone of a signed-up user: its calls go to the server with its session, unless it has no network. */
class Phone {
  online = true;
  /** The next answer is lost on its way back (the change was made; the phone does not know). */
  loseAnswer = false;
  readonly store = new MemoryStore();
  private seq = 0;

  private constructor(
    readonly username: string,
    private readonly cookie: string,
  ) {}

  static async signUp(): Promise<Phone> {
    people += 1;
    const username = `queue${people}_${Date.now().toString(36)}`;
    const password = 'secret123';
    const answer = await realFetch(`${base}/api/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, email: `${username}@example.com`, password, password_re: password }),
    });
    expect(answer.status).toBe(201);
    const cookie = answer.headers.getSetCookie().map((line) => line.split(';')[0]);
    return new Phone(username, cookie.join('; '));
  }

  private readonly fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    if (!this.online) throw new TypeError('Failed to fetch');
    const headers = { ...(init.headers as Record<string, string>), cookie: this.cookie };
    const answer = await realFetch(`${base}${String(input)}`, { ...init, headers });
    if (this.loseAnswer) {
      this.loseAnswer = false;
      throw new TypeError('The connection was lost');
    }
    return answer;
  };

  /** A call of the app's made from this phone. */
  async call<T>(path: string, init: RequestInit = {}): Promise<T> {
    const json: Record<string, string> = init.body === undefined ? {} : { 'Content-Type': 'application/json' };
    const answer = await this.fetch(path, {
      ...init,
      headers: { ...json, ...(init.headers as Record<string, string>) },
    });
    expect(answer.ok, `${path}: ${answer.status}`).toBe(true);
    return (await answer.json()) as T;
  }

  /** A change made on this phone at `madeAt` (as the app queues it: its place in the queue is its time). */
  async queue(change: ItemChange, madeAt = Date.now()): Promise<QueuedChange> {
    this.seq += 1;
    const entry = {
      seq: madeAt * 1000 + this.seq,
      id: `${this.username}-${this.seq}`,
      user: this.username,
      name: '',
      change,
    };
    await this.store.put(entry);
    return entry;
  }

  /** Sends this phone's queue, as the app does when it has a network; answers why it stopped (null: all sent). */
  async send() {
    globalThis.fetch = this.fetch as typeof fetch;
    try {
      return await sendChanges(this.username, this.store, itemsApi, () => undefined);
    } finally {
      globalThis.fetch = realFetch;
    }
  }

  items(listId: number) {
    return this.call<ListItem[]>(`/api/list/${listId}`);
  }
}

/** A shopping list of `owner` that `member` joined, with milk on it (1 шт). */
async function sharedList(owner: Phone, member: Phone) {
  const list = await owner.call<{ id: number; access: string }>('/api/lists', {
    method: 'POST',
    body: JSON.stringify({ name: 'Продукты' }),
  });
  await member.call(`/api/list/${list.id}/join?ac=${list.access}`);
  const [milk] = await owner.call<{ id: number }[]>('/api/item/autocomplete?name=молоко');
  const item = await owner.call<ListItem>(`/api/list/${list.id}/add`, {
    method: 'POST',
    body: JSON.stringify({ item: milk?.id }),
  });
  return { listId: list.id, item };
}

const minutesAgo = (minutes: number) => Date.now() - minutes * 60_000;

describe('the queue against the server: what it guarantees', () => {
  it('a tick made offline is sent once and never lost, also when its answer is lost', async () => {
    const [anna, oleg] = [await Phone.signUp(), await Phone.signUp()];
    const { listId, item } = await sharedList(anna, oleg);
    oleg.online = false;
    await oleg.queue({ kind: 'mark', listId, rowId: item.id, completed: true });
    expect(await oleg.send()).toBe('offline');
    expect(oleg.store.changes.size).toBe(1);
    // The network comes back, and the tick's answer is lost on the way: it is sent again, and made once.
    oleg.online = true;
    oleg.loseAnswer = true;
    expect(await oleg.send()).toBe('offline');
    expect(await oleg.send()).toBeNull();
    expect(oleg.store.changes.size).toBe(0);
    const [ticked] = await anna.items(listId);
    expect(ticked).toMatchObject({ completed: true, completed_by: oleg.username });
    expect(oleg.store.refused).toEqual([]);
  });

  it('amounts added on two phones sum', async () => {
    const [anna, oleg] = [await Phone.signUp(), await Phone.signUp()];
    const { listId } = await sharedList(anna, oleg);
    const units = await anna.call<{ id: number; code: string }[]>('/api/units');
    const litre = units.find((unit) => unit.code === 'l')!.id;
    const [juice] = await anna.call<{ id: number }[]>('/api/item/autocomplete?name=сок');
    const shown = (await anna.items(listId))[0] as ListItem;
    for (const phone of [anna, oleg]) {
      phone.online = false;
      await phone.queue({ kind: 'add', listId, rowId: -1, productId: juice!.id, shown, amount: 2, unit: litre });
    }
    for (const phone of [anna, oleg]) {
      phone.online = true;
      expect(await phone.send()).toBeNull();
    }
    const items = await anna.items(listId);
    expect(items.filter((one) => one.itemId === juice!.id)).toMatchObject([{ amount: 4, unit: litre }]);
  });

  it('an item deleted anywhere never comes back', async () => {
    const [anna, oleg] = [await Phone.signUp(), await Phone.signUp()];
    const { listId, item } = await sharedList(anna, oleg);
    // Oleg, offline, ticks and edits the milk; Anna deletes it meanwhile.
    oleg.online = false;
    await oleg.queue({
      kind: 'update',
      listId,
      rowId: item.id,
      fields: { note: '3,2%' },
      seen: seenOf(item, { note: '3,2%' }),
    });
    await oleg.queue({ kind: 'mark', listId, rowId: item.id, completed: true });
    await anna.call(`/api/list/${listId}/remove/${item.id}`, { method: 'POST' });
    oleg.online = true;
    expect(await oleg.send()).toBeNull();
    expect(await anna.items(listId)).toEqual([]);
    expect(oleg.store.refused.map((refused) => refused.kind)).toEqual(['update', 'mark']);
  });

  it('two offline edits of the same field end in the later one, whichever arrives last; the item tells the other', async () => {
    for (const laterFirst of [true, false]) {
      const [anna, oleg] = [await Phone.signUp(), await Phone.signUp()];
      const { listId, item } = await sharedList(anna, oleg);
      const seen = seenOf(item, { note: '' });
      await anna.queue({ kind: 'update', listId, rowId: item.id, fields: { note: '1,5%' }, seen }, minutesAgo(10));
      await oleg.queue({ kind: 'update', listId, rowId: item.id, fields: { note: '3,2%' }, seen }, minutesAgo(5));
      for (const phone of laterFirst ? [oleg, anna] : [anna, oleg]) expect(await phone.send()).toBeNull();
      const [milk] = await oleg.items(listId);
      expect(milk).toMatchObject({ note: '3,2%', replaced: { field: 'note', was: '1,5%', by: anna.username } });
    }
  });
});
