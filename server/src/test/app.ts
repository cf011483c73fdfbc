import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import { createTestDatabase, type TestDatabase } from './database.js';

export const testOrigin = 'http://localhost:3000';

export interface TestApp {
  app: FastifyInstance;
  testDb: TestDatabase;
  close(): Promise<void>;
}

/** The whole app on its own fresh database, with no web client and no log output. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  databaseOptions: Parameters<typeof createTestDatabase>[0] = {},
): Promise<TestApp> {
  const testDb = await createTestDatabase(databaseOptions);
  // Mails without SMTP are written under DATA_DIR/outbox.
  const dataDir = mkdtempSync(join(tmpdir(), 'listok-test-data-'));
  // Per-address limits are off by default: every test shares one address; limits.test.ts turns them on. Links' pages
  // are read when a test asks (`app.linkPages.flush()`), never behind its back.
  const config = {
    ...loadConfig({ PUBLIC_URL: testOrigin, DATA_DIR: dataDir, RATE_LIMIT_ADDRESS: 'off', LINK_PAGES: 'off' }),
    ...overrides,
  };
  const app = await buildApp({ config, database: testDb.database, logger: false, strictErrors: true });
  await app.ready();
  return {
    app,
    testDb,
    async close() {
      await app.close();
      await testDb.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A second app on the database of `t`, as another server process: its own in-process caches, the same data. */
export async function otherProcess(t: TestApp, overrides: Partial<Config> = {}): Promise<FastifyInstance> {
  const app = await buildApp({
    config: {
      ...loadConfig({
        PUBLIC_URL: testOrigin,
        DATA_DIR: t.app.config.dataDir,
        RATE_LIMIT_ADDRESS: 'off',
        LINK_PAGES: 'off',
      }),
      ...overrides,
    },
    database: t.testDb.database,
    logger: false,
    strictErrors: true,
  });
  await app.ready();
  return app;
}

/** Cookies set by an answer, as a `Cookie` request header value merged over `previous`. */
export function cookieHeader(response: LightMyRequestResponse, previous = ''): string {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((c) => c.split('=', 2) as [string, string]),
  );
  for (const c of response.cookies) {
    if (c.value === '' || (c.expires && c.expires.getTime() < Date.now())) jar.delete(c.name);
    else jar.set(c.name, c.value);
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}
