import { existsSync, readFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import type { Config } from '../config.js';
import { embeddedDir, migrationsFolder, openDatabase } from '../db/client.js';
import { DataDirInUse } from '../db/lock.js';
import { checkDump, forTarget } from './dump-text.js';
import { BackupRefused } from './refusal.js';

/** A connection to the target: rows of a query, a script run whole, and a transaction around some work. */
interface Session {
  rows<T>(sql: string): Promise<T[]>;
  exec(script: string): Promise<void>;
  transaction(work: (session: Session) => Promise<void>): Promise<void>;
}

export interface RestoreDone {
  kind: 'pglite' | 'postgres';
  users: number;
  lists: number;
}

/** Loads a backup into the configured database, which must be empty; a restore that fails changes nothing. */
export async function restore(config: Pick<Config, 'databaseUrl' | 'dataDir'>, file: string): Promise<RestoreDone> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new BackupRefused(`${file} cannot be read: ${(error as Error).message}`);
  }
  checkDump(text, file);
  if (config.databaseUrl) return { kind: 'postgres', ...(await restorePostgres(config.databaseUrl, text, file)) };
  return { kind: 'pglite', ...(await restoreEmbedded(config.dataDir, text, file)) };
}

async function restorePostgres(databaseUrl: string, text: string, file: string) {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  // A connection lost mid-way rejects the query running; the event itself needs no handling.
  client.on('error', () => {});
  await client.connect();
  try {
    const session: Session = {
      rows: async (sql) => (await client.query(sql)).rows,
      exec: async (script) => void (await client.query(script)),
      async transaction(work) {
        await client.query('begin');
        try {
          await work(session);
          await client.query('commit');
        } catch (error) {
          await client.query('rollback');
          throw error;
        }
      },
    };
    const url = new URL(databaseUrl);
    const where = `The database "${decodeURIComponent(url.pathname.slice(1))}" on ${url.host}`;
    const emptyIt =
      'create a new database (createdb) and point DATABASE_URL at it, or drop this one and create it again';
    return await load(session, text, file, { where, emptyIt });
  } finally {
    await client.end().catch(() => {});
  }
}

async function restoreEmbedded(dataDir: string, text: string, file: string) {
  const dir = embeddedDir(dataDir);
  const existed = existsSync(join(dir, 'PG_VERSION'));
  // A database made here for a restore that failed goes again, so the directory is as it was.
  const undo = async () => {
    if (!existed) await rm(dir, { recursive: true, force: true });
  };
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    // Throws DataDirInUse ("stop the Listok server first") while the server runs on this directory.
    database = await openDatabase({ dataDir });
  } catch (error) {
    // The directory of a server that holds it is not ours to take away, even one it is only now making.
    if (!(error instanceof DataDirInUse)) await undo();
    throw error;
  }
  let done = false;
  try {
    const embedded = database.embedded!;
    const session = (runner: Pick<typeof embedded, 'query' | 'exec'>): Session => ({
      rows: async (sql) => (await runner.query(sql)).rows as never,
      exec: async (script) => void (await runner.exec(script)),
      transaction: (work) => embedded.transaction((tx) => work(session(tx))),
    });
    const emptyIt = `set DATA_DIR to a new directory, or move ${dir} away first`;
    const counts = await load(session(embedded), text, file, { where: `The embedded database in ${dir}`, emptyIt });
    done = true;
    return counts;
  } finally {
    await database.close();
    if (!done) await undo();
  }
}

/** Checks the target is empty, then runs the dump and checks what it brought in one transaction. */
async function load(
  session: Session,
  text: string,
  file: string,
  target: { where: string; emptyIt: string },
): Promise<{ users: number; lists: number }> {
  const taken = await session.rows<{ name: string }>(`
    select name from (
      select n.nspname || '.' || c.relname as name from pg_catalog.pg_class c
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p', 'v', 'm', 'f')
      union all select 'the schema ' || nspname from pg_catalog.pg_namespace where nspname = 'drizzle'
    ) taken order by name like 'public.%' desc, name`);
  if (taken.length > 0) {
    const what = taken.length === 1 ? taken[0]!.name : `${taken[0]!.name} and ${taken.length - 1} more`;
    throw new BackupRefused(
      `${target.where} is not empty (it holds ${what}), and a restore goes only into an empty database: ` +
        `${target.emptyIt}. Nothing was changed.`,
    );
  }
  const settings = await session.rows<{ name: string }>('select name from pg_catalog.pg_settings');
  const script = forTarget(text, new Set(settings.map((s) => s.name.toLowerCase())));
  try {
    await session.transaction(async (tx) => {
      await tx.exec(script);
      await refuseNewerMigrations(tx);
    });
  } catch (error) {
    if (error instanceof BackupRefused) throw error;
    throw new BackupRefused(`Restoring ${file} failed, and nothing was changed: ${(error as Error).message}`);
  }
  const [counts] = await session.rows<{ users: number; lists: number }>(
    'select (select count(*) from public.users)::int as users, (select count(*) from public.lists)::int as lists',
  );
  return counts!;
}

/**
 * A backup of a newer Listok holds migrations this one does not know: its server would run on a schema it was not
 * written for. (An older backup is fine: the server runs the missing migrations when it starts.)
 */
async function refuseNewerMigrations(session: Session): Promise<void> {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  const known = Math.max(...journal.entries.map((entry) => entry.when));
  const [row] = await session.rows<{ last: string | null }>(
    'select max(created_at)::text as last from drizzle.__drizzle_migrations',
  );
  if (row?.last && Number(row.last) > known) {
    throw new BackupRefused(
      'The backup comes from a newer version of Listok (its database has migrations this version does not know), ' +
        'so nothing was restored. Update Listok first, then restore.',
    );
  }
}
