import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.js';
import { pushOutbox, pushSubscriptions } from '../../db/schema.js';
import { createTestApp, otherProcess, type TestApp } from '../../test/app.js';
import { addItem } from '../../test/factories.js';
import { type PushService, startPushService, type TestSubscription } from '../../test/push-service.js';
import { family as familyOf, settle, waitFor, webPushOf as webPushOfService } from './web-push.test-support.js';

// How messages reach the push service: refusals, retries, a crash or a restart, several processes. What they say:
// web-push.test.ts.

let service: PushService;
let t: TestApp;
const webPushOf = (overrides: Partial<Config['webPush']> = {}) => webPushOfService(service, overrides);

beforeAll(async () => {
  service = await startPushService();
  t = await createTestApp(webPushOf());
});
afterAll(async () => {
  await t.close();
  await service.close();
});

const family = (app: FastifyInstance = t.app) => familyOf(app, service);
const delivered = (device: TestSubscription) => service.delivered(device);

describe('delivery', () => {
  it('drops a subscription the push service no longer knows (410, 404)', async () => {
    const { anna, boris, list, devices } = await family();
    service.answer(devices.anna, { status: 410 });
    service.answer(devices.vera, { status: 404 });
    await addItem(t.app, boris, list.id, 'Milk');
    await waitFor(() =>
      expect(
        service.received.filter((r) => [devices.anna, devices.vera].some((d) => d.endpoint.endsWith(r.path))),
      ).toHaveLength(2),
    );
    await waitFor(async () => {
      const left = await t.app.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions);
      expect(left.map((s) => s.endpoint)).not.toContain(devices.anna.endpoint);
      expect(left.map((s) => s.endpoint)).not.toContain(devices.vera.endpoint);
    });
    await addItem(t.app, boris, list.id, 'Bread');
    await settle(1000);
    expect(service.received.filter((r) => devices.anna.endpoint.endsWith(r.path))).toHaveLength(1);
    expect(anna).toBeDefined();
  });

  it('retries 503 and 429 after the Retry-After the push service asked for', async () => {
    const { boris, list, devices } = await family();
    service.answer(
      devices.anna,
      { status: 503, headers: { 'Retry-After': '1' } },
      { status: 429, headers: { 'Retry-After': '1' } },
    );
    await addItem(t.app, boris, list.id, 'Milk');
    await waitFor(() => expect(delivered(devices.anna)).toHaveLength(1));
    const tries = service.received.filter((r) => devices.anna.endpoint.endsWith(r.path)).map((r) => r.status);
    expect(tries).toEqual([503, 429, 201]);
    expect(delivered(devices.anna)[0]?.body).toBe(`${boris.username} — добавлено: молоко`);
  });
});

describe('a crash or a restart loses nothing', () => {
  it('changes and messages left by a process are told by the next one, once', async () => {
    const own = await createTestApp(webPushOf({ bundleMs: 60_000, bundleMaxMs: 60_000 }));
    const { boris, list, devices } = await family(own.app);
    await addItem(own.app, boris, list.id, 'Milk');
    // The process ends before the bundle does (a restart, a crash after the commit).
    await own.app.close();
    const next = await otherProcess(own, webPushOf());
    await waitFor(() => expect(delivered(devices.anna)).toHaveLength(1));
    expect(delivered(devices.anna)[0]?.body).toBe(`${boris.username} — добавлено: молоко`);

    // A message the push service could not take yet stays in the outbox across a restart.
    service.answer(devices.vera, { status: 503, headers: { 'Retry-After': '2' } });
    await addItem(next, boris, list.id, 'Bread');
    await waitFor(() => expect(service.received.filter((r) => devices.vera.endpoint.endsWith(r.path)).length).toBe(2));
    await next.close();
    expect(await own.app.db.select().from(pushOutbox)).toHaveLength(1);
    const third = await otherProcess(own, webPushOf());
    await waitFor(() => expect(delivered(devices.vera)).toHaveLength(2));
    await third.close();
    // Each once; the one left in the outbox may come before or after the other, as the processes take them.
    expect(
      delivered(devices.vera)
        .map((p) => p.body)
        .sort(),
    ).toEqual([`${boris.username} — добавлено: молоко`, `${boris.username} — добавлено: хлеб`].sort());
    await own.close();
  });

  it('with several processes, each message is sent once', async () => {
    const second = await otherProcess(t, webPushOf());
    const families = await Promise.all([family(), family(), family()]);
    await Promise.all(
      families.map(async ({ boris, list }, i) => {
        for (const good of ['Milk', 'Bread']) await addItem(i % 2 ? second : t.app, boris, list.id, good);
      }),
    );
    await settle(500);
    await Promise.all([t.app.webPush.flush(), second.webPush.flush(), t.app.webPush.flush(), second.webPush.flush()]);
    await settle();
    for (const { devices } of families) {
      for (const device of [devices.anna, devices.vera]) {
        const messages = delivered(device).map((message) => JSON.stringify(message));
        expect(messages.length).toBeGreaterThan(0);
        // A busy machine may end a bundle between the two adds (then two messages, each told once); the fault this
        // looks for is one message sent by both processes.
        expect(new Set(messages).size).toBe(messages.length);
        expect(service.received.filter((r) => device.endpoint.endsWith(r.path))).toHaveLength(messages.length);
      }
    }
    await second.close();
  });
});
