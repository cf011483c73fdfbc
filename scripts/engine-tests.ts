import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The server's source, found from this file, so the lists below do not depend on the directory Vitest starts in. */
const serverSource = fileURLToPath(new URL('../server/src/', import.meta.url));
/** The folders whose subject is the database engine itself. */
const engineFolders = ['db/', 'backup/'];

/** Every server test file, as a path from the repository's root (as Vitest's `include` takes it). */
export function serverTestFiles(): string[] {
  return readdirSync(serverSource, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `server/src/${file}`)
    .sort();
}

/**
 * The server's test files that test the database engine, not the app on it: those under db/ and backup/, and those
 * whose tests differ by engine (they import `testDatabaseKind`: embedded files, one process or several, NOTIFY). With
 * a PostgreSQL server at hand (TEST_DATABASE_URL), these run on both engines and every other server test file once,
 * on PostgreSQL (vitest.config.ts).
 */
export function engineTestFiles(): string[] {
  return serverTestFiles().filter((path) => {
    const file = path.slice('server/src/'.length);
    return (
      engineFolders.some((folder) => file.startsWith(folder)) ||
      /\btestDatabaseKind\b/.test(readFileSync(serverSource + file, 'utf8'))
    );
  });
}
