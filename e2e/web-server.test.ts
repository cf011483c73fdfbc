import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, signUp, start, stopAll, tempDir, waitFor } from '../scripts/built-app.mjs';
import { databaseUrl, queryOn } from './database.mjs';

/**
 * The end-to-end tests' server (e2e/web-server.mjs) with TEST_DATABASE_URL: the built server on a PostgreSQL database
 * of the run's own, gone once the server stops. (Without it, the server runs on the embedded database: every
 * end-to-end test of a run without TEST_DATABASE_URL starts that way.) Vitest's project `repo`; it needs the build,
 * which `npm test` makes before it.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const serverFile = 'server/dist/server.js';

/** Runs one query on a database of TEST_DATABASE_URL's server (its own when `name` is not given). */
const query = <Row extends pg.QueryResultRow>(statement: string, name?: string) =>
  queryOn<Row>(name ? databaseUrl(adminUrl!, name) : adminUrl!, statement);

const listokE2eDatabases = async () =>
  (await query<{ name: string }>("select datname as name from pg_database where datname like 'listok\\_e2e\\_%'")).map(
    (row) => row.name,
  );

afterEach(stopAll);

describe.runIf(adminUrl)('the end-to-end server with TEST_DATABASE_URL', () => {
  it('runs on a database made for it, and drops it once the server has stopped', { timeout: 60_000 }, async () => {
    expect(existsSync(serverFile), `${serverFile} is missing: run \`npm run build\` first`).toBe(true);
    const before = await listokE2eDatabases();
    const dataDir = tempDir('listok-e2e-server-');
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = start(process.execPath, ['e2e/web-server.mjs', serverFile], {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
    });
    await waitFor(`${base}/api/health`, 30_000, server);

    const made = (await listokE2eDatabases()).filter((name) => !before.includes(name));
    expect(made).toHaveLength(1);
    // The server works on it: a sign-up is a row there, and no embedded database was made under DATA_DIR.
    await signUp(base, { email: 'e2e@example.com', username: 'e2e_server', password: 'pw-e2e-1' });
    const users = await query("select id from users where username = 'e2e_server'", made[0]);
    expect(users).toHaveLength(1);
    expect(existsSync(join(dataDir, 'pglite'))).toBe(false);

    // Playwright stops the server with SIGTERM (playwright.config.ts, gracefulShutdown).
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(await listokE2eDatabases()).not.toContain(made[0]);
  });
});
