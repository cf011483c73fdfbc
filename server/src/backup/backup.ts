import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import type { Config } from '../config.js';
import { embeddedDir, openDatabase } from '../db/client.js';
import { BackupRefused } from './refusal.js';

/**
 * Options of both pg_dumps: no owners or grants (the target's roles differ), no comments (`COMMENT ON EXTENSION` needs
 * the extension's owner), rows as INSERT statements of 100 rows each (PGlite runs SQL text, not COPY's data stream).
 */
const dumpOptions = ['--no-owner', '--no-privileges', '--no-comments', '--rows-per-insert=100'];

export interface BackupDone {
  kind: 'pglite' | 'postgres';
  bytes: number;
}

/** Writes a plain-SQL dump of the configured database to `file`, whole or not at all. */
export async function backUp(config: Pick<Config, 'databaseUrl' | 'dataDir'>, file: string): Promise<BackupDone> {
  // Written beside the file and renamed at the end, so an interrupted backup never looks like a finished one.
  const partial = `${file}.partial`;
  try {
    // Made before pg_dump writes into it, readable by its owner only: a backup holds password hashes and keys.
    await rm(partial, { force: true });
    await writeFile(partial, '', { mode: 0o600 });
    if (config.databaseUrl) await dumpPostgres(config.databaseUrl, partial);
    else await dumpEmbedded(config.dataDir, partial);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return { kind: config.databaseUrl ? 'postgres' : 'pglite', bytes: (await stat(file)).size };
}

/** PGlite's own pg_dump (WebAssembly), run over the open database while this process holds DATA_DIR's lock. */
async function dumpEmbedded(dataDir: string, target: string): Promise<void> {
  if (!existsSync(join(embeddedDir(dataDir), 'PG_VERSION'))) {
    throw new BackupRefused(
      `There is no embedded database in ${embeddedDir(dataDir)}, so nothing to back up. ` +
        'Set DATA_DIR (or DATABASE_URL) as for the server.',
    );
  }
  // Throws DataDirInUse ("stop the Listok server first") while the server runs on this directory.
  const database = await openDatabase({ dataDir });
  try {
    const dump = await pgDump({ pg: database.embedded!, args: dumpOptions });
    await writeFile(target, await dump.text());
  } finally {
    await database.close();
  }
}

/** The server's pg_dump, which reads one snapshot: the server may go on serving meanwhile. */
async function dumpPostgres(databaseUrl: string, target: string): Promise<void> {
  // The password goes by the environment, not the command line, where every user of the machine could read it.
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const env = { ...process.env, PGCONNECT_TIMEOUT: '10', ...(password ? { PGPASSWORD: password } : {}) };
  const args = [...dumpOptions, '--file', target, '--dbname', url.toString()];
  const { code, stderr } = await run('pg_dump', args, env);
  if (code === 0) return;
  const hint = /version mismatch/.test(stderr)
    ? " pg_dump must be of the server's major version or newer: install that PostgreSQL client."
    : '';
  throw new BackupRefused(`pg_dump failed: ${stderr.trim()}${hint}`);
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupRefused(
              "pg_dump was not found. Install the PostgreSQL client of the server's major version or newer " +
                '(Debian: apt install postgresql-client).',
            )
          : error,
      ),
    );
    child.on('close', (code) => resolve({ code: code ?? 1, stderr }));
  });
}
