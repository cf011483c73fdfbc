import { listTopic } from '@listok/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { type Database, openDatabase } from '../db/client.js';
import { testOrigin } from '../test/app.js';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '../test/database.js';
import { addItem, call, listWithMember } from '../test/factories.js';
import { openStream } from '../test/sse.js';
import { startTcpProxy } from '../test/tcp-proxy.js';

/** Polls until `check` passes or the time is up. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('condition not met in time');
}

describe.runIf(testDatabaseKind === 'postgres')('when PostgreSQL goes away', () => {
  let testDb: TestDatabase;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let database: Database;
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const real = new URL(testDb.url!);
    proxy = await startTcpProxy(Number(real.port || 5432), real.hostname);
    const viaProxy = new URL(testDb.url!);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    database = await openDatabase({ url: viaProxy.toString(), poolSize: 4 });
    const config = loadConfig({
      PUBLIC_URL: testOrigin,
      DATABASE_URL: viaProxy.toString(),
      RATE_LIMIT_ADDRESS: 'off',
      DATA_DIR: '/tmp/listok-outage',
    });
    app = await buildApp({ config, database, logger: false });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);

  afterAll(async () => {
    await app.close();
    await database.close().catch(() => {});
    await proxy.close();
    await testDb.drop();
  });

  it('answers 503 with a clear message, health says so, and it recovers by itself', async () => {
    const { owner, member, list } = await listWithMember(app);
    const stream = await openStream(
      `${base}/.well-known/mercure?topic=${encodeURIComponent(listTopic(testOrigin, list.id))}`,
      {
        cookie: member.cookie,
      },
    );
    expect(stream.status).toBe(200);

    await proxy.cut();
    const down = await call(app, owner, 'GET', '/api/lists', undefined, 'en');
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'The service is temporarily unavailable, try again later',
    });
    expect(down.response.headers['retry-after']).toBe('5');
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'unavailable', database: 'postgres' });

    await proxy.restore();
    await eventually(async () => (await app.inject({ method: 'GET', url: '/api/health' })).statusCode === 200);
    expect((await call(app, owner, 'GET', '/api/lists')).status).toBe(200);

    // The push hub's LISTEN connection came back too: a change after the outage reaches the old stream.
    await eventually(async () => {
      await addItem(app, owner, list.id, 'Apples').catch(() => undefined);
      const event = await stream.nextData(1500);
      return (event.data as { type: string }).type === 'items';
    });
    stream.close();
  }, 60_000);
});
