import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { startApp } from '../start.js';
import { testOrigin } from '../test/app.js';
import { runCommand } from '../test/command.js';
import { createEmptyPostgresDatabase, testDatabaseKind } from '../test/database.js';
import { everyTableEnv, everyTableProvider, everyTableRows, fillEveryTable } from '../test/every-table.js';
import { call, createList, logIn, signUp } from '../test/factories.js';
import { backUp } from './backup.js';
import { restore } from './restore.js';

type Env = { DATA_DIR: string; DATABASE_URL?: string };

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'listok-backup-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function emptyPostgres(): Promise<string> {
  const database = await createEmptyPostgresDatabase();
  cleanups.push(() => database.drop());
  return database.url;
}

/** The server's own start-up (migrations, seed) on the database of `env`. */
const start = (env: Env & Record<string, string | undefined>) =>
  startApp(loadConfig({ PUBLIC_URL: testOrigin, ...everyTableEnv, ...env }), false);

/** Fills every table through the app, checks none is empty, and stops the server. */
async function filledDatabase(env: Env) {
  const sso = await everyTableProvider();
  cleanups.push(() => sso.provider.close());
  const app = await start({ ...env, ...sso.env });
  try {
    const person = await fillEveryTable(app);
    const empty = (await everyTableRows(app.db)).filter((t) => t.rows.length === 0).map((t) => t.table);
    expect(empty).toEqual([]);
    return person;
  } finally {
    await app.close();
  }
}

async function rowsOf(env: Env) {
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    return await everyTableRows(database.db);
  } finally {
    await database.close();
  }
}

/** The server starts on the restored database, signs the person in, and goes on numbering rows after the copied ones. */
async function expectServerStarts(env: Env, person: { login: string; password: string }) {
  const app = await start(env);
  try {
    const signedIn = await logIn(app, person.login, person.password);
    expect(signedIn.statusCode).toBe(200);
    const newcomer = await signUp(app);
    await createList(app, newcomer, 'После переезда');
    expect((await call(app, newcomer, 'GET', '/api/lists')).body).toMatchObject([{ name: 'После переезда' }]);
  } finally {
    await app.close();
  }
}

describe.runIf(testDatabaseKind === 'postgres')('moving house: backup and restore between the two kinds', () => {
  it('PGlite → PostgreSQL: every table comes with all its rows, and the server runs on the copy', async () => {
    const source = { DATA_DIR: tempDir() };
    const target = { DATA_DIR: tempDir(), DATABASE_URL: await emptyPostgres() };
    const file = join(tempDir(), 'listok.sql');
    const person = await filledDatabase(source);

    expect(await runCommand('backup', [file], source)).toMatchObject({
      code: 0,
      out: expect.stringContaining(`Backed up the embedded database to ${file}`),
    });
    expect(await runCommand('restore', [file], target)).toMatchObject({
      code: 0,
      out: expect.stringContaining('into the PostgreSQL database: 3 users, 4 lists'),
    });
    const copied = await rowsOf(target);
    expect(copied).toEqual(await rowsOf(source));
    expect(copied.find((t) => t.table === 'drizzle.__drizzle_migrations')?.rows.length).toBeGreaterThan(0);
    await expectServerStarts(target, person);
  }, 180_000);

  it('PostgreSQL → PGlite: every table comes with all its rows, and the server runs on the copy', async () => {
    const source = { DATA_DIR: tempDir(), DATABASE_URL: await emptyPostgres() };
    const target = { DATA_DIR: tempDir() };
    const file = join(tempDir(), 'listok.sql');
    const person = await filledDatabase(source);

    expect(await runCommand('backup', [file], source)).toMatchObject({
      code: 0,
      out: expect.stringContaining(`Backed up the PostgreSQL database to ${file}`),
    });
    expect(await runCommand('restore', [file], target)).toMatchObject({
      code: 0,
      out: expect.stringContaining('into the embedded database: 3 users, 4 lists'),
    });
    expect(await rowsOf(target)).toEqual(await rowsOf(source));
    await expectServerStarts(target, person);
  }, 180_000);

  it('backs up PostgreSQL while the server runs on it, without stopping it', async () => {
    const source = { DATA_DIR: tempDir(), DATABASE_URL: await emptyPostgres() };
    const file = join(tempDir(), 'listok.sql');
    const app = await start(source);
    try {
      const anna = await signUp(app);
      await backUp({ databaseUrl: source.DATABASE_URL, dataDir: source.DATA_DIR }, file);
      // Still serving, and the backup holds what it served.
      expect((await call(app, anna, 'GET', '/api/lists')).status).toBe(200);
      expect(readFileSync(file, 'utf8')).toContain(anna.email);
      expect(existsSync(`${file}.partial`)).toBe(false);
      expect(statSync(file).mode & 0o777).toBe(0o600);
    } finally {
      await app.close();
    }
    const copy = { DATA_DIR: tempDir(), DATABASE_URL: await emptyPostgres() };
    await restore({ databaseUrl: copy.DATABASE_URL, dataDir: copy.DATA_DIR }, file);
    // Sessions and counters moved on after the backup; the accounts did not.
    const users = async (env: Env) => (await rowsOf(env)).find((t) => t.table === 'public.users');
    expect(await users(copy)).toEqual(await users(source));
  }, 120_000);
});
