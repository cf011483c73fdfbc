import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { embeddedDir } from '../db/client.js';
import { testDatabaseKind } from './database.js';

/**
 * A new DATA_DIR for a server process or a command of a test, in a temporary directory (the caller removes it). On
 * PGlite its embedded database is already there: the run's migrated and seeded snapshot (database.setup.ts), unpacked
 * where the app keeps it. A process that first makes its database itself spends about 5 CPU-seconds more on it (a new
 * cluster, the migrations, the seed): the tests whose subject is that first start use an empty directory instead. On
 * PostgreSQL (and in a run without the snapshot) the directory is empty: those tests give the process a database
 * address.
 */
export function seededDataDir(prefix: string): string {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  seedDataDir(dataDir);
  return dataDir;
}

/**
 * Makes `dataDir` (inside a directory the caller removes) and puts the run's embedded database into it (PGlite runs
 * only); answers whether it did.
 */
export function seedDataDir(dataDir: string): boolean {
  mkdirSync(dataDir, { recursive: true });
  const snapshot = testDatabaseKind === 'pglite' ? inject('pgliteSnapshot') : undefined;
  if (!snapshot) return false;
  const target = embeddedDir(dataDir);
  mkdirSync(target, { recursive: true });
  // The snapshot is PGlite's own `dumpDataDir` tarball: the cluster's files, named from its root.
  execFileSync('tar', ['-xf', snapshot, '-C', target], { stdio: ['ignore', 'ignore', 'pipe'] });
  return true;
}
