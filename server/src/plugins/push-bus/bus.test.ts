import { listTopic, wishesTopic } from '@listok/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.js';
import { loadConfig } from '../../config.js';
import { rowsOf } from '../../db/client.js';
import { pushSideEvents } from '../../db/schema.js';
import { createTestApp, otherProcess, type TestApp, testOrigin } from '../../test/app.js';
import { type Broker, machineNatsUrl, machineRedisUrl, startOwnBroker } from '../../test/brokers.js';
import { testDatabaseKind } from '../../test/database.js';
import type { DeliveredEvent } from '../push.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => t.close());

const buses: { name: string; bus: () => Config['pushBus'] }[] = [
  { name: 'redis', bus: () => ({ kind: 'redis', url: machineRedisUrl }) },
  { name: 'nats', bus: () => ({ kind: 'nats', url: machineNatsUrl }) },
  ...(testDatabaseKind === 'postgres'
    ? [{ name: 'postgres', bus: (): Config['pushBus'] => ({ kind: 'postgres', url: t.testDb.url! }) }]
    : []),
];

const health = async (app: FastifyInstance) => (await app.inject({ method: 'GET', url: '/api/health' })).json();

describe.each(buses)('the $name bus between two processes on one database', ({ bus }) => {
  it('carries many events to the other process exactly once each, and this one once each', async () => {
    const here = await otherProcess(t, { pushBus: bus() });
    const other = await otherProcess(t, { pushBus: bus() });
    try {
      expect(await health(other)).toMatchObject({ status: 'ok', bus: { kind: bus().kind, connected: true } });
      const topics = Array.from({ length: 300 }, (_, i) => listTopic(testOrigin, 2_000_000 + i));
      const heard = { here: new Map<string, number>(), there: new Map<string, number>() };
      const count = (map: Map<string, number>) => (event: DeliveredEvent) =>
        map.set(event.topic, (map.get(event.topic) ?? 0) + 1);
      const stops = await Promise.all(
        topics.flatMap((topic) => [
          here.push.subscribe([topic], undefined, count(heard.here)),
          other.push.subscribe([topic], undefined, count(heard.there)),
        ]),
      );
      await Promise.all(topics.map((topic, i) => here.push.publish(topic, { type: 'items', listId: 2_000_000 + i })));
      await expect.poll(() => heard.there.size, { timeout: 5000 }).toBe(topics.length);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect([...heard.there.values()].every((n) => n === 1)).toBe(true);
      expect(heard.here.size).toBe(topics.length);
      expect([...heard.here.values()].every((n) => n === 1)).toBe(true);
      for (const stop of stops) stop();
    } finally {
      await Promise.all([here.close(), other.close()]);
    }
  });

  it('carries a side event to the other process once, under the id of the latest event', async () => {
    const here = await otherProcess(t, { pushBus: bus() });
    const other = await otherProcess(t, { pushBus: bus() });
    try {
      const listId = 2_100_000;
      const heard: DeliveredEvent[] = [];
      const stop = await other.push.subscribe([wishesTopic(testOrigin, listId)], undefined, (e) => heard.push(e));
      await here.push.publish(listTopic(testOrigin, listId), { type: 'items', listId });
      const [latest] = rowsOf<{ id: number }>(await t.app.db.execute(sql`select max(id)::int as id from push_events`));
      await here.push.publishSide(wishesTopic(testOrigin, listId), { type: 'items', listId });
      await expect.poll(() => heard.length, { timeout: 5000 }).toBe(1);
      expect(heard[0]).toEqual({
        id: latest!.id,
        topic: wishesTopic(testOrigin, listId),
        data: { type: 'items', listId },
        side: expect.any(Number),
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heard).toHaveLength(1);
      stop();
    } finally {
      await Promise.all([here.close(), other.close()]);
    }
  });

  it('carries wake-ups of named work to the other processes, not back to the sender', async () => {
    const here = await otherProcess(t, { pushBus: bus() });
    const other = await otherProcess(t, { pushBus: bus() });
    try {
      let woken = { here: 0, there: 0 };
      here.push.bus.onSignal('test-work', () => (woken = { ...woken, here: woken.here + 1 }));
      other.push.bus.onSignal('test-work', () => (woken = { ...woken, there: woken.there + 1 }));
      here.push.bus.signal('test-work');
      await expect.poll(() => woken.there, { timeout: 5000 }).toBe(1);
      expect(woken.here).toBe(0);
    } finally {
      await Promise.all([here.close(), other.close()]);
    }
  });
});

describe.each(['redis', 'nats'] as const)('when the %s broker restarts', (kind) => {
  let broker: Broker;
  beforeAll(async () => {
    broker = await startOwnBroker(kind);
  });
  afterAll(async () => broker.stop());

  it('subscribers stay, health tells, and events of the outage arrive when the broker is back', async () => {
    const bus = { kind, url: broker.url } as Config['pushBus'];
    const here = await otherProcess(t, { pushBus: bus });
    const other = await otherProcess(t, { pushBus: bus });
    try {
      // A topic of each broker's own: the events the other broker's test published on the shared database stay there.
      const topic = listTopic(testOrigin, kind === 'redis' ? 3_000_000 : 3_000_001);
      const side = `${topic}#wishes`;
      const heard: DeliveredEvent[] = [];
      const stop = await other.push.subscribe([topic, side], undefined, (event) => heard.push(event));
      await here.push.publish(topic, { type: 'items', listId: 1 });
      await expect.poll(() => heard.map((e) => e.data), { timeout: 5000 }).toEqual([{ type: 'items', listId: 1 }]);

      await broker.stop();
      await expect.poll(async () => (await health(other)).status, { timeout: 10_000 }).toBe('degraded');
      expect(await health(other)).toMatchObject({ bus: { kind, connected: false } });
      // Made while the broker is away: the other process has it once the broker is back.
      await here.push.publish(topic, { type: 'items', listId: 2 });
      // A side event recorded meanwhile by a process that never told the others (it went down): read from its log.
      await t.app.db.insert(pushSideEvents).values({ afterId: 0, topic: side, data: { type: 'items', listId: 20 } });

      await broker.start();
      await expect.poll(async () => (await health(other)).status, { timeout: 15_000 }).toBe('ok');
      await expect
        .poll(() => heard.map((e) => e.data), { timeout: 15_000 })
        .toContainEqual({ type: 'items', listId: 2 });
      await expect
        .poll(() => heard.map((e) => e.data), { timeout: 5000 })
        .toContainEqual({ type: 'items', listId: 20 });
      // And live events flow again.
      await expect
        .poll(
          async () => {
            await here.push.publish(topic, { type: 'items', listId: 3 });
            return heard.some((e) => (e.data as { listId: number }).listId === 3);
          },
          { timeout: 10_000, interval: 500 },
        )
        .toBe(true);
      stop();
    } finally {
      await Promise.all([here.close(), other.close()]);
    }
  }, 60_000);

  it('a process started while the broker is away starts, and joins when it comes', async () => {
    await broker.stop();
    const bus = { kind, url: broker.url } as Config['pushBus'];
    const late = await otherProcess(t, { pushBus: bus });
    try {
      expect(await health(late)).toMatchObject({ status: 'degraded', bus: { connected: false } });
      await broker.start();
      await expect.poll(async () => (await health(late)).status, { timeout: 15_000 }).toBe('ok');
    } finally {
      await late.close();
    }
  }, 60_000);
});

describe('PUSH_BUS', () => {
  it('defaults to NOTIFY on PostgreSQL and to none on the embedded database', () => {
    expect(loadConfig({}).pushBus).toEqual({ kind: 'local' });
    expect(loadConfig({ DATABASE_URL: 'postgres://a@b/c' }).pushBus).toEqual({
      kind: 'postgres',
      url: 'postgres://a@b/c',
    });
  });

  it('takes redis and nats with their addresses', () => {
    expect(loadConfig({ PUSH_BUS: 'redis', REDIS_URL: 'redis://r:6379' }).pushBus).toEqual({
      kind: 'redis',
      url: 'redis://r:6379',
    });
    expect(loadConfig({ PUSH_BUS: 'nats', NATS_URL: 'nats://n:4222' }).pushBus).toEqual({
      kind: 'nats',
      url: 'nats://n:4222',
    });
  });

  it.each([
    [{ PUSH_BUS: 'redis' }, 'PUSH_BUS=redis needs REDIS_URL'],
    [{ PUSH_BUS: 'nats' }, 'PUSH_BUS=nats needs NATS_URL'],
    [{ PUSH_BUS: 'postgres' }, 'PUSH_BUS=postgres needs DATABASE_URL'],
    [{ PUSH_BUS: 'kafka' }, 'PUSH_BUS'],
    [{ PUSH_BUS: 'redis', REDIS_URL: 'http://r' }, 'REDIS_URL'],
  ])('refuses %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
