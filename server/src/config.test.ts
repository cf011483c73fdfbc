import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { loadConfig } from './config.js';
import { seedDataDir } from './test/data-dir.js';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from './test/database.js';
import { startServerProcess } from './test/server-process.js';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'listok-config-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function secret(name: string, content: string): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

describe('variables given as files (<NAME>_FILE)', () => {
  it('reads each secret from its file, without the trailing line break', () => {
    const vapid = webpush.generateVAPIDKeys();
    const config = loadConfig({
      DATABASE_URL_FILE: secret('db', 'postgres://listok:s3cr%40t@db:5432/listok\n'),
      SMTP_URL_FILE: secret('smtp', 'smtp://mail.example:25\r\n'),
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY_FILE: secret('vapid', `${vapid.privateKey}\n`),
    });
    expect(config.databaseUrl).toBe('postgres://listok:s3cr%40t@db:5432/listok');
    expect(config.smtpUrl).toBe('smtp://mail.example:25');
    expect(config.webPush.vapidKeys).toEqual(vapid);
  });

  it('works for any variable, and a file value is checked like a plain one', () => {
    expect(loadConfig({ PAGE_SIZE_FILE: secret('page', '50\n') }).pageSize).toBe(50);
    expect(() => loadConfig({ DATABASE_URL_FILE: secret('bad-db', 'mysql://x\n') })).toThrow(/DATABASE_URL/);
  });

  it('refuses a variable set both ways, naming both', () => {
    expect(() =>
      loadConfig({ DATABASE_URL: 'postgres://a@b/c', DATABASE_URL_FILE: secret('db2', 'postgres://a@b/c') }),
    ).toThrow('Bad configuration: DATABASE_URL and DATABASE_URL_FILE are both set: set only one');
  });

  it('refuses a file that cannot be read, naming the variable and the path', () => {
    const missing = join(dir, 'no-such-file');
    expect(() => loadConfig({ SMTP_URL_FILE: missing })).toThrow(`SMTP_URL_FILE: cannot read ${missing} (ENOENT)`);
  });

  it('lists every problem at once', () => {
    expect(() =>
      loadConfig({ SMTP_URL: 'smtp://a', SMTP_URL_FILE: join(dir, 'x'), PAGE_SIZE_FILE: join(dir, 'y') }),
    ).toThrow(/SMTP_URL and SMTP_URL_FILE are both set.*PAGE_SIZE_FILE: cannot read/);
  });
});

describe(`a server started with its database address in a file (${testDatabaseKind})`, () => {
  let testDb: TestDatabase | undefined;
  afterAll(async () => testDb?.drop());

  it('reaches the database the file names', async () => {
    const dataDir = join(dir, 'data');
    seedDataDir(dataDir);
    const env: Record<string, string> = { DATA_DIR: dataDir };
    if (testDatabaseKind === 'postgres') {
      testDb = await createTestDatabase();
      env.DATABASE_URL_FILE = secret('database-url', `${testDb.url}\n`);
    } else env.PAGE_SIZE_FILE = secret('page-size', '7\n');
    const server = await startServerProcess(env);
    try {
      const health = await (await fetch(`${server.url}/api/health`)).json();
      expect(health).toMatchObject({ status: 'ok', database: testDatabaseKind === 'postgres' ? 'postgres' : 'pglite' });
    } finally {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    }
  }, 180_000);
});
