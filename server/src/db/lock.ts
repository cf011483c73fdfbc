import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is single-process: a second process opening the same directory would corrupt it. The lock file names the
 * process holding the directory; a lock left by a dead process is taken over.
 */
export function lockDataDir(dir: string): () => void {
  const file = join(dir, 'listok.lock');
  let holder: number | undefined;
  try {
    holder = Number.parseInt(readFileSync(file, 'utf8'), 10);
  } catch {
    holder = undefined;
  }
  if (holder && holder !== process.pid && isRunning(holder)) {
    throw new DataDirInUse(dir, holder);
  }
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}

export class DataDirInUse extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${dir} is in use by process ${pid}. Stop the Listok server first ` +
        '(the embedded database allows one process), or run Listok on PostgreSQL with DATABASE_URL.',
    );
    this.name = 'DataDirInUse';
  }
}
