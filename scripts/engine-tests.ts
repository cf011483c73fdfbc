import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the server's test files are, and the folders whose subject is the database engine itself. */
const serverSource = 'server/src';
const engineFolders = ['db/', 'backup/'];

/**
 * The server's test files that test the database engine, not the app on it: those under db/ and backup/, and those
 * whose tests differ by engine (they import `testDatabaseKind`: embedded files, one process or several, NOTIFY). With
 * a PostgreSQL server at hand (TEST_DATABASE_URL), these run on both engines and every other server test file once,
 * on PostgreSQL (vitest.config.ts). Paths from the repository's root, as Vitest's `include` takes them.
 */
export function engineTestFiles(root = '.'): string[] {
  return readdirSync(join(root, serverSource), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .filter(
      (file) =>
        engineFolders.some((folder) => file.startsWith(folder)) ||
        /\btestDatabaseKind\b/.test(readFileSync(join(root, serverSource, file), 'utf8')),
    )
    .map((file) => `${serverSource}/${file}`)
    .sort();
}
