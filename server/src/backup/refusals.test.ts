import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedDir, openDatabase } from '../db/client.js';
import { users } from '../db/schema.js';
import { seedDatabase } from '../db/seed/index.js';
import { runCommand } from '../test/command.js';
import { seedDataDir } from '../test/data-dir.js';
import { createEmptyPostgresDatabase, createTestDatabase, testDatabaseKind } from '../test/database.js';
import { everyTableRows } from '../test/every-table.js';
import { backUp } from './backup.js';
import { BackupRefused } from './refusal.js';
import { restore } from './restore.js';

let work: string;
/** A good backup of a database with one user. */
let good: string;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'listok-backup-'));
  good = join(work, 'good.sql');
  const dataDir = join(work, 'source');
  // On PGlite the run's migrated and seeded copy; else a new one, migrated and seeded here.
  const ready = seedDataDir(dataDir);
  const database = await openDatabase({ dataDir });
  if (!ready) {
    await database.migrate();
    await seedDatabase(database.db);
  }
  await database.db.insert(users).values({ email: 'keeper@example.com', username: 'keeper', passwordHash: 'x' });
  await database.close();
  await backUp({ databaseUrl: undefined, dataDir }, good);
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A file next to the good backup, holding `text`. */
function backupFile(name: string, text: string): string {
  const file = join(work, name);
  writeFileSync(file, text);
  return file;
}

/** The good backup with `statement` run just before its end. */
const goodWith = (name: string, statement: string) =>
  backupFile(name, readFileSync(good, 'utf8').replace('--\n-- PostgreSQL database dump complete', `${statement}\n$&`));

/** The message of a BackupRefused, failing on anything else. */
async function refusal(attempt: Promise<unknown>): Promise<string> {
  const error = await attempt.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BackupRefused);
  return (error as Error).message;
}

describe('the commands', () => {
  it('explain their usage', async () => {
    const usage = await runCommand('restore', [], { DATA_DIR: join(work, 'unused') });
    expect(usage).toMatchObject({ code: 2, out: expect.stringContaining('Usage: npm run restore -- <file>') });
    expect(existsSync(join(work, 'unused'))).toBe(false);
  });
});

describe('any file that is not a whole Listok backup', () => {
  it('is refused before any database is opened', async () => {
    const config = { databaseUrl: undefined, dataDir: join(work, 'never') };
    const garbage = backupFile('garbage.sql', 'DROP TABLE users; -- not a dump\n');
    expect(await refusal(restore(config, garbage))).toBe(
      `${garbage} is not a Listok backup: it does not begin as a plain-SQL PostgreSQL dump does. ` +
        'Backups are made with "npm run backup -- <file>".',
    );
    const text = readFileSync(good, 'utf8');
    const cut = backupFile('cut.sql', text.slice(0, text.length / 2));
    expect(await refusal(restore(config, cut))).toMatch(/cut\.sql is incomplete: .* the backup was cut short/);
    expect(await refusal(restore(config, join(work, 'missing.sql')))).toMatch(/missing\.sql cannot be read: ENOENT/);
    expect(existsSync(config.dataDir)).toBe(false);
  });
});

describe.runIf(testDatabaseKind === 'pglite')('on the embedded database', () => {
  it('refuses while the server holds DATA_DIR, and backs up once it has stopped', async () => {
    const dataDir = join(work, 'source');
    const server = await openDatabase({ dataDir });
    try {
      const attempts = [['backup', join(work, 'held.sql')] as const, ['restore', good] as const];
      for (const [script, file] of attempts) {
        const refused = await runCommand(script, [file], { DATA_DIR: dataDir });
        expect(refused.code).toBe(1);
        expect(refused.out).toMatch(/in use by process \d+\. Stop the Listok server first/);
      }
      expect(existsSync(join(work, 'held.sql'))).toBe(false);
    } finally {
      await server.close();
    }
    // A relative file is where the command was typed (npm runs it from the project's root).
    const done = await runCommand('backup', ['again.sql'], { DATA_DIR: dataDir, INIT_CWD: work });
    expect(done).toMatchObject({ code: 0, out: expect.stringContaining(`to ${join(work, 'again.sql')}`) });
    expect(readFileSync(join(work, 'again.sql'), 'utf8')).toContain('keeper@example.com');
    expect(statSync(join(work, 'again.sql')).mode & 0o777).toBe(0o600);
  });

  it('has nothing to back up where there is no database', async () => {
    const dataDir = join(work, 'empty-dir');
    expect(await refusal(backUp({ databaseUrl: undefined, dataDir }, join(work, 'nothing.sql')))).toMatch(
      /^There is no embedded database in .*empty-dir\/pglite, so nothing to back up/,
    );
    expect(existsSync(join(work, 'nothing.sql'))).toBe(false);
    expect(existsSync(embeddedDir(dataDir))).toBe(false);
  });

  it('refuses a database that is not empty, naming it, and changes nothing', async () => {
    const config = { databaseUrl: undefined, dataDir: join(work, 'source') };
    const before = await rowsIn(config.dataDir);
    expect(await refusal(restore(config, good))).toMatch(
      /^The embedded database in .*source\/pglite is not empty \(it holds public\.api_tokens and \d+ more\), .*set DATA_DIR to a new directory/,
    );
    expect(await rowsIn(config.dataDir)).toEqual(before);
  });

  it('a restore that fails part-way leaves no database behind', async () => {
    const config = { databaseUrl: undefined, dataDir: join(work, 'target') };
    const broken = goodWith('broken.sql', 'SELECT 1 / 0;');
    expect(await refusal(restore(config, broken))).toBe(
      `Restoring ${broken} failed, and nothing was changed: division by zero`,
    );
    expect(existsSync(embeddedDir(config.dataDir))).toBe(false);
    // A backup of a newer Listok: its migrations are not known here.
    const newer = goodWith(
      'newer.sql',
      "INSERT INTO drizzle.__drizzle_migrations VALUES (999, 'next', 99999999999999);",
    );
    expect(await refusal(restore(config, newer))).toMatch(/^The backup comes from a newer version of Listok/);
    expect(existsSync(embeddedDir(config.dataDir))).toBe(false);
  });
});

describe.runIf(testDatabaseKind === 'postgres')('on PostgreSQL', () => {
  it('refuses a database that is not empty, naming it, and changes nothing', async () => {
    const target = await createTestDatabase();
    try {
      const before = await everyTableRows(target.database.db);
      expect(await refusal(restore({ databaseUrl: target.url, dataDir: work }, good))).toMatch(
        /^The database "listok_test_\w+" on 127\.0\.0\.1:5432 is not empty \(it holds public\.api_tokens and \d+ more\)/,
      );
      expect(await everyTableRows(target.database.db)).toEqual(before);
    } finally {
      await target.drop();
    }
  });

  it('a restore that fails part-way changes nothing: the database stays empty', async () => {
    const target = await createEmptyPostgresDatabase();
    try {
      const broken = goodWith('broken.sql', 'SELECT 1 / 0;');
      expect(await refusal(restore({ databaseUrl: target.url, dataDir: work }, broken))).toBe(
        `Restoring ${broken} failed, and nothing was changed: division by zero`,
      );
      const client = new pg.Client({ connectionString: target.url });
      await client.connect();
      const left = await client.query(
        "select relname from pg_class c join pg_namespace n on n.oid = c.relnamespace where nspname in ('public', 'drizzle')",
      );
      await client.end();
      expect(left.rows).toEqual([]);
      // Loaded whole, the same backup goes in.
      expect(await restore({ databaseUrl: target.url, dataDir: work }, good)).toEqual({
        kind: 'postgres',
        users: 1,
        lists: 0,
      });
    } finally {
      await target.drop();
    }
  });

  it("passes on pg_dump's reason when it cannot dump, and leaves no file", async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = '/listok_no_such_database';
    const file = join(work, 'unreachable.sql');
    expect(await refusal(backUp({ databaseUrl: url.toString(), dataDir: work }, file))).toMatch(
      /^pg_dump failed: .*database "listok_no_such_database" does not exist/s,
    );
    expect(existsSync(file) || existsSync(`${file}.partial`)).toBe(false);
  });
});

async function rowsIn(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    return await everyTableRows(database.db);
  } finally {
    await database.close();
  }
}
