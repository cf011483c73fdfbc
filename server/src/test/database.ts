import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, type DatabaseOptions, openDatabase } from '../db/client.js';
import { seedDatabase } from '../db/seed/index.js';
import { fillUsernameSkeletons } from '../features/auth/auth.repo.js';

/** Which database the API tests run on: PGlite by default, PostgreSQL in the `server:postgres` project. */
export const testDatabaseKind = process.env.LISTOK_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File of a migrated and seeded PGlite (`dumpDataDir` tarball) every PGlite test database starts from. */
    pgliteSnapshot?: string;
    /** A migrated and seeded PostgreSQL database every PostgreSQL test database is created from. */
    postgresTemplate?: string;
  }
}

export interface TestDatabase {
  database: Database;
  /** postgres://… of the test's own database (PostgreSQL only), for a second process or a second pool. */
  url: string | undefined;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated and seeded database of its own: in-memory PGlite, or a new randomly named PostgreSQL database.
 * Both are copies of one database that database.setup.ts migrates and seeds once per run: a new PGlite's first start
 * and the migrations were most of an API test file's time.
 */
export async function createTestDatabase(options: Pick<DatabaseOptions, 'onStatement'> = {}): Promise<TestDatabase> {
  if (testDatabaseKind === 'pglite') {
    const database = await openDatabase({
      ...options,
      snapshot: await pgliteSnapshot(),
      sharedBuffers: testSharedBuffers,
    });
    return { database, url: undefined, drop: () => database.close() };
  }
  const template = inject('postgresTemplate');
  const fresh = await createPostgresDatabase(template);
  const database = await openDatabase({ ...options, url: fresh.url, poolSize: 5 });
  if (!template) await migrateAndSeed(database);
  return {
    database,
    url: fresh.url,
    async drop() {
      await database.close();
      await fresh.drop();
    },
  };
}

/** What start-up does to a new database: migrations, seed data, the username skeletons. */
export async function migrateAndSeed(database: Database): Promise<void> {
  await database.migrate();
  await seedDatabase(database.db);
  await fillUsernameSkeletons(database.db);
}

/** A test's database is small: PGlite starts a copy in about half the time with this buffer pool as with its 128MB. */
const testSharedBuffers = '16MB';

let snapshot: Promise<Blob> | undefined;
/** The tarball database.setup.ts wrote, read once per test process; made here when a run has no global setup. */
function pgliteSnapshot(): Promise<Blob> {
  snapshot ??= (async () => {
    const file = inject('pgliteSnapshot');
    return new HeldBlob(file ? await readFile(file) : await (await makePgliteSnapshot()).arrayBuffer());
  })();
  return snapshot;
}

/**
 * A snapshot whose bytes are at hand: PGlite reads a snapshot with `arrayBuffer()`, which Node's Blob answers by
 * copying it in small pieces, a quarter of a copy's start for 40 MB. This one copies it at once.
 */
class HeldBlob extends Blob {
  readonly #bytes: Uint8Array;
  constructor(bytes: ArrayBuffer | Uint8Array) {
    super([]);
    this.#bytes = new Uint8Array(bytes);
  }
  override async arrayBuffer(): Promise<ArrayBuffer> {
    return this.#bytes.slice().buffer;
  }
}

/** A new in-memory PGlite, migrated and seeded, as a `dumpDataDir` tarball (uncompressed: it loads faster). */
export async function makePgliteSnapshot(): Promise<Blob> {
  const database = await openDatabase({});
  try {
    await migrateAndSeed(database);
    return await database.embedded!.dumpDataDir('none');
  } finally {
    await database.close();
  }
}

/** A new, randomly named PostgreSQL database with nothing in it (not migrated), and how to drop it. */
export const createEmptyPostgresDatabase = () => createPostgresDatabase(undefined);

interface PostgresDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** A new, randomly named PostgreSQL database, a copy of `template` or empty, and how to drop it. */
async function createPostgresDatabase(template: string | undefined): Promise<PostgresDatabase> {
  const name = `listok_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => adminQuery(`drop database if exists ${name} with (force)`) };
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return url;
}

/** Runs one statement on TEST_DATABASE_URL's database (creating and dropping databases). */
async function adminQuery(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
