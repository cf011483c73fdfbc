import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './lock.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The Drizzle database, the same type over PGlite and over node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database handle or an open transaction: repositories accept either. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded database itself (PGlite only), for what Drizzle does not do: its dump tool, whole SQL scripts. */
  embedded?: PGlite;
  /** Runs the migrations that have not run yet. */
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process runs its own start-up work on this database (PostgreSQL advisory lock), so
   * several processes started at once on an empty database migrate and seed it once.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Connections of the PostgreSQL pool right now (metrics); the embedded database has no pool. */
  poolUse?(): { total: number; idle: number; waiting: number; max: number };
}

/** The advisory lock id of start-up work (migrations and seed): "listok" in ASCII. */
const startupLockKey = 0x6c6973746f6b;

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Where the embedded database keeps its files under DATA_DIR. */
export const embeddedDir = (dataDir: string) => join(dataDir, 'pglite');

export interface DatabaseOptions {
  /** postgres://… for a real server; otherwise an embedded PGlite. */
  url?: string | undefined;
  /** Directory of the PGlite data; undefined keeps it in memory. */
  dataDir?: string | undefined;
  /** A PGlite `dumpDataDir` tarball to start the embedded database from (tests copy one migrated, seeded database). */
  snapshot?: Blob | undefined;
  /**
   * The embedded database's buffer pool (PostgreSQL's `shared_buffers`; PGlite's default is 128MB). PGlite zeroes it
   * at every start: the tests' small in-memory copies start in half the time with 16MB.
   */
  sharedBuffers?: string | undefined;
  poolSize?: number;
  /** Told of every statement Drizzle sends (tests count them: a paste's statements must not grow with its lines). */
  onStatement?: (query: string) => void;
}

const statementLogger = ({ onStatement }: DatabaseOptions) =>
  onStatement ? { logQuery: (query: string) => onStatement(query) } : false;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    // A request waits at most 5 s for a connection, so an unreachable database answers 503 instead of hanging.
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5000,
    });
    // A dropped idle connection must not crash the process; the pool replaces it. A connection dropped while a request
    // holds it (a transaction) fails that request's statement; its client's own error event must not crash either.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg(pool, { schema, logger: statementLogger(options) }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
      async exclusive(work) {
        // A connection of its own: the work needs the pool's, and the pool may have only one.
        const lockClient = new pg.Client({ connectionString: options.url });
        await lockClient.connect();
        try {
          await lockClient.query('select pg_advisory_lock($1)', [startupLockKey]);
          return await work();
        } finally {
          await lockClient.end().catch(() => {});
        }
      },
      close: () => pool.end(),
      poolUse: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: pool.options.max ?? 10,
      }),
    };
  }
  let dataDir: string | undefined;
  let unlock = () => {};
  if (options.dataDir) {
    dataDir = embeddedDir(options.dataDir);
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(options.dataDir);
  }
  try {
    // pg_trgm backs the catalogue search, as on PostgreSQL.
    const client = await PGlite.create(dataDir, {
      extensions: { pg_trgm },
      loadDataDir: options.snapshot,
      ...(options.sharedBuffers
        ? { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${options.sharedBuffers}`] }
        : {}),
    });
    const db = drizzlePglite(client, { schema, logger: statementLogger(options) }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      embedded: client,
      migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
      // The embedded database belongs to one process (see lock.ts): nobody else can run at the same time.
      exclusive: (work) => work(),
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/**
 * Lets the event loop run other requests' work. PGlite answers statements through promises alone, so a chain of
 * awaited statements never gives the loop a turn: costly work made of many statements calls this between them.
 */
export const letOthersIn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The rows of a raw statement's result (`db.execute`), which Drizzle types per driver: both drivers give `rows`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
