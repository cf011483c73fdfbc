import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * The end-to-end tests' server (e2e/web-server.mjs) with TEST_DATABASE_URL: the built server on a PostgreSQL database
 * of the run's own, gone once the server stops. (Without it, the server runs on the embedded database: every
 * end-to-end test of a run without TEST_DATABASE_URL starts that way.) Vitest's project `repo`; it needs the build,
 * which `npm test` makes before it.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const serverFile = 'server/dist/server.js';

async function listokE2eDatabases(): Promise<string[]> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ name: string }>(
      "select datname as name from pg_database where datname like 'listok\\_e2e\\_%'",
    );
    return rows.map((row) => row.name);
  } finally {
    await admin.end();
  }
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

async function healthy(base: string, server: ChildProcess): Promise<void> {
  while (server.exitCode === null) {
    const answer = await fetch(`${base}/api/health`).catch(() => undefined);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server exited with ${server.exitCode} before it answered`);
}

let cleanUp: (() => void) | undefined;
afterEach(() => cleanUp?.());

describe.runIf(adminUrl)('the end-to-end server with TEST_DATABASE_URL', () => {
  it('runs on a database made for it, and drops it once the server has stopped', { timeout: 60_000 }, async () => {
    expect(existsSync(serverFile), `${serverFile} is missing: run \`npm run build\` first`).toBe(true);
    const before = await listokE2eDatabases();
    const dataDir = mkdtempSync(join(tmpdir(), 'listok-e2e-server-'));
    const port = await freePort();
    const server = spawn(process.execPath, ['e2e/web-server.mjs', serverFile], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: 'inherit',
    });
    cleanUp = () => {
      server.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    };
    const base = `http://127.0.0.1:${port}`;
    await healthy(base, server);

    const made = (await listokE2eDatabases()).filter((name) => !before.includes(name));
    expect(made).toHaveLength(1);
    // The server works on it: a sign-up is a row there, and no embedded database was made under DATA_DIR.
    const signup = await fetch(`${base}/api/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: 'e2e@example.com',
        username: 'e2e_server',
        password: 'pw-e2e-1',
        password_re: 'pw-e2e-1',
      }),
    });
    expect(signup.status).toBe(201);
    const url = new URL(adminUrl!);
    url.pathname = `/${made[0]}`;
    const database = new pg.Client({ connectionString: url.toString() });
    await database.connect();
    const { rows } = await database.query("select count(*)::int as n from users where username = 'e2e_server'");
    await database.end();
    expect(rows[0].n).toBe(1);
    expect(existsSync(join(dataDir, 'pglite'))).toBe(false);

    // Playwright stops the server with SIGTERM (playwright.config.ts, gracefulShutdown).
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(await listokE2eDatabases()).not.toContain(made[0]);
  });
});
