import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, type DatabaseOptions, openDatabase } from '../db/client.js';
import { seedDatabase } from '../db/seed/index.js';
import { fillUsernameSkeletons } from '../features/auth/auth.repo.js';

/** Which database the API tests run on: PGlite by default, PostgreSQL in the `server:postgres` project. */
export const testDatabaseKind = process.env.LISTOK_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export interface TestDatabase {
  database: Database;
  /** postgres://… of the test's own database (PostgreSQL only), for a second process or a second pool. */
  url: string | undefined;
  drop(): Promise<void>;
}

/** A fresh, migrated and seeded database of its own: in-memory PGlite, or a new randomly named PostgreSQL database. */
export async function createTestDatabase(options: Pick<DatabaseOptions, 'onStatement'> = {}): Promise<TestDatabase> {
  if (testDatabaseKind === 'pglite') {
    const database = await openDatabase(options);
    await database.migrate();
    await seedDatabase(database.db);
    await fillUsernameSkeletons(database.db);
    return { database, url: undefined, drop: () => database.close() };
  }
  const fresh = await createEmptyPostgresDatabase();
  const database = await openDatabase({ ...options, url: fresh.url, poolSize: 5 });
  await database.migrate();
  await seedDatabase(database.db);
  await fillUsernameSkeletons(database.db);
  return {
    database,
    url: fresh.url,
    async drop() {
      await database.close();
      await fresh.drop();
    },
  };
}

/** A new, randomly named PostgreSQL database with nothing in it (not migrated), and how to drop it. */
export async function createEmptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `listok_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
