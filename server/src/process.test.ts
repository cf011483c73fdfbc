import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.js';
import { seededDataDir } from './test/data-dir.js';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from './test/database.js';
import { type ServerProcess, signUpVia, startServerProcess } from './test/server-process.js';
import { openStream } from './test/sse.js';

let dataDir: string;
let testDb: TestDatabase | undefined;
let storage: Record<string, string>;

beforeAll(async () => {
  dataDir = seededDataDir('listok-process-');
  if (testDatabaseKind === 'postgres') {
    testDb = await createTestDatabase();
    storage = { DATABASE_URL: testDb.url!, DATA_DIR: dataDir };
  } else storage = { DATA_DIR: dataDir };
}, 60_000);
afterAll(async () => {
  await testDb?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Reads what a list-creating stream left behind, after the process is gone. */
async function storedLists() {
  const database = await openDatabase(testDb ? { url: testDb.url } : { dataDir });
  try {
    const names = await database.db.execute(sql`select name from lists`);
    // A list without its owner's membership row would be a half-written change.
    const orphans = await database.db.execute(
      sql`select count(*)::int as n from lists l where not exists (select 1 from list_members m where m.list_id = l.id and m.is_owner)`,
    );
    return {
      names: new Set((names as unknown as { rows: { name: string }[] }).rows.map((r) => r.name)),
      orphans: (orphans as unknown as { rows: { n: number }[] }).rows[0]!.n,
    };
  } finally {
    await database.close();
  }
}

describe(`the server process (${testDatabaseKind})`, () => {
  it('keeps every acknowledged write after SIGKILL in the middle of a stream of writes', async () => {
    const server: ServerProcess = await startServerProcess(storage);
    const cookie = await signUpVia(server.url, `killed_${Date.now()}`);
    const acknowledged: string[] = [];
    let stop = false;
    // Four writers in parallel, each creating lists until the process dies under them.
    const writers = Array.from({ length: 4 }, (_, w) =>
      (async () => {
        for (let i = 0; !stop; i += 1) {
          const name = `w${w}-${i}`;
          try {
            const response = await fetch(`${server.url}/api/lists`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', cookie },
              body: JSON.stringify({ name }),
            });
            if (response.status === 201) acknowledged.push(name);
          } catch {
            return;
          }
        }
      })(),
    );
    await new Promise((r) => setTimeout(r, 1500));
    server.child.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);
    expect(await server.exited).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThan(5);

    const { names, orphans } = await storedLists();
    expect(acknowledged.filter((name) => !names.has(name))).toEqual([]);
    expect(orphans).toBe(0);

    // And the server starts again on the same data.
    const again = await startServerProcess(storage);
    const lists = await fetch(`${again.url}/api/lists?isActive=1`, { headers: { cookie } });
    expect(lists.status).toBe(200);
    again.child.kill('SIGTERM');
    await again.exited;
  }, 300_000);

  it('on SIGTERM finishes the requests in flight, closes push streams and exits 0', async () => {
    const server = await startServerProcess(storage);
    const cookie = await signUpVia(server.url, `term_${Date.now()}`);
    const created = await fetch(`${server.url}/api/lists`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ name: 'Before shutdown' }),
    });
    const list = (await created.json()) as { id: number };
    const port = new URL(server.url).port;
    const topic = encodeURIComponent(`http://localhost:${port}/lists/${list.id}`);
    const stream = await openStream(`${server.url}/.well-known/mercure?topic=${topic}`, { cookie });
    expect(stream.status).toBe(200);

    // A sign-up (an argon2 hash) is in flight when the signal arrives.
    const inFlight = fetch(`${server.url}/api/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `late_${Date.now()}@example.com`,
        username: `late_${Date.now()}`,
        password: 'secret-pw1',
        password_re: 'secret-pw1',
      }),
    });
    await new Promise((r) => setTimeout(r, 5));
    server.child.kill('SIGTERM');
    expect((await inFlight).status).toBe(201);
    expect(await server.exited).toBe(0);
    stream.close();
  }, 300_000);
});

describe.runIf(testDatabaseKind === 'postgres')('several processes starting at once', () => {
  it('migrate and seed an empty database once, and all of them start', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `listok_test_empty_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const servers: ServerProcess[] = [];
    try {
      const env = { DATABASE_URL: url.toString(), PUBLIC_URL: 'http://localhost:3999' };
      servers.push(...(await Promise.all([startServerProcess(env), startServerProcess(env), startServerProcess(env)])));
      for (const server of servers) expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      const counts = await admin.query(`select (select count(*) from pg_database where datname = $1)::int as db`, [
        name,
      ]);
      expect(counts.rows[0].db).toBe(1);
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const units = await check.query('select count(*)::int as n, count(distinct code)::int as d from units');
      await check.end();
      expect(units.rows[0].n).toBe(units.rows[0].d);
    } finally {
      for (const server of servers) server.child.kill('SIGTERM');
      await Promise.all(servers.map((s) => s.exited));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 300_000);
});
