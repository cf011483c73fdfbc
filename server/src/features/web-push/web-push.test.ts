import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.js';
import { createTestApp, otherProcess, type TestApp, testOrigin } from '../../test/app.js';
import { addItem, call, signUp } from '../../test/factories.js';
import { type PushService, startPushService, type TestSubscription } from '../../test/push-service.js';
import { family as familyOf, settle, waitFor, webPushOf as webPushOfService } from './web-push.test-support.js';

// What a list's changes tell its members' devices: bundles, words, modes. Delivery and restarts:
// web-push.delivery.test.ts.

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

describe('a burst of changes', () => {
  it('is one notification per other member, in their language, never to its author', async () => {
    const { anna, boris, vera, list, devices } = await family();
    for (const good of ['Milk', 'Bread', 'Kefir', 'Cheese', 'Butter']) await addItem(t.app, boris, list.id, good);

    await waitFor(() => expect(delivered(devices.anna)).toHaveLength(1));
    await waitFor(() => expect(delivered(devices.vera)).toHaveLength(1));
    await settle();
    expect(delivered(devices.anna)).toEqual([
      {
        title: 'Дача',
        body: `${boris.username} — добавлено: молоко, хлеб и ещё 3 товара`,
        url: `${testOrigin}/lists/${list.id}`,
        listId: list.id,
        tag: `list-${list.id}`,
      },
    ]);
    expect(delivered(devices.boris)).toEqual([]);
    const message = service.received.find((r) => `${service.origin}${r.path}` === devices.anna.endpoint);
    expect(message?.vapid).toMatchObject({ ok: true, key: t.app.webPush.publicKey });
    expect(message?.headers).toMatchObject({
      ttl: '86400',
      urgency: 'normal',
      topic: `list-${list.id}`,
      'content-encoding': 'aes128gcm',
    });

    // Anna ticks one off and Vera takes a tick back at once: Boris (English) hears of Anna's tick only.
    const items = (await call(t.app, anna, 'GET', `/api/list/${list.id}`)).body as { id: number; name: string }[];
    const milk = items.find((i) => i.name === 'Молоко');
    const bread = items.find((i) => i.name === 'Хлеб');
    expect((await call(t.app, anna, 'PATCH', `/api/list-item/mark/${milk?.id}`)).status).toBe(200);
    expect((await call(t.app, vera, 'PATCH', `/api/list-item/mark/${bread?.id}`)).status).toBe(200);
    expect((await call(t.app, vera, 'PATCH', `/api/list-item/mark/${bread?.id}`)).status).toBe(200);
    await waitFor(() => expect(delivered(devices.boris)).toHaveLength(1));
    expect(delivered(devices.boris)[0]?.body).toBe(`${anna.username} ticked off milk`);
    await waitFor(() => expect(delivered(devices.vera)).toHaveLength(2));
    expect(delivered(devices.vera)[1]?.body).toBe(`${anna.username} — отмечено: молоко`);
    await settle();
    expect(delivered(devices.anna)).toHaveLength(1);
  });

  it('tells edits, deletions, members joining and leaving, closing and recovering', async () => {
    const { anna, boris, list, devices } = await family();
    const milk = await addItem(t.app, anna, list.id, 'Milk');
    await waitFor(() => expect(delivered(devices.boris)).toHaveLength(1));

    expect((await call(t.app, anna, 'PATCH', `/api/list/item/update/${milk.id}`, { amount: 2, unit: 1 })).status).toBe(
      200,
    );
    expect((await call(t.app, anna, 'POST', `/api/list/${list.id}/remove/${milk.id}`)).status).toBe(200);
    await waitFor(() => expect(delivered(devices.boris)).toHaveLength(2));
    expect(delivered(devices.boris)[1]?.body).toBe(`${anna.username} changed milk; removed milk`);

    const dasha = await signUp(t.app);
    expect((await call(t.app, dasha, 'GET', `/api/list/${list.id}/join?ac=${list.access}`)).status).toBe(200);
    await waitFor(() => expect(delivered(devices.boris)).toHaveLength(3));
    expect(delivered(devices.boris)[2]?.body).toBe(`${dasha.username} joined the list`);

    expect((await call(t.app, anna, 'PATCH', `/api/list/${list.id}/close`)).status).toBe(200);
    await waitFor(() => expect(delivered(devices.boris)).toHaveLength(4));
    expect(delivered(devices.boris)[3]?.body).toBe(`${anna.username} completed the list`);
    expect((await call(t.app, anna, 'PATCH', `/api/list/${list.id}/recover`)).status).toBe(200);
    await waitFor(() => expect(delivered(devices.boris)).toHaveLength(5));
    expect(delivered(devices.boris)[4]?.body).toBe(`${anna.username} restored the list`);

    // Boris leaves: Anna is told; Boris hears nothing more of the list.
    expect((await call(t.app, boris, 'POST', `/api/list/${list.id}/exit`)).status).toBe(204);
    await addItem(t.app, anna, list.id, 'Bread');
    await waitFor(() =>
      expect(delivered(devices.anna).at(-1)?.body).toBe(`${boris.username} — больше не участник списка`),
    );
    await settle();
    expect(delivered(devices.boris)).toHaveLength(5);
  });

  it('ends at most PUSH_BUNDLE_MAX_SECONDS after its first change, however busy the list stays', async () => {
    // The quiet time is longer than the test: only the bundle's longest time can end it.
    const own = await otherProcess(t, webPushOf({ bundleMs: 60_000, bundleMaxMs: 1500 }));
    const { boris, list, devices } = await family(own);
    const goods = ['Milk', 'Bread', 'Kefir', 'Cheese', 'Butter', 'Cream', 'Ryazhenka', 'Yoghurt', 'Sour cream'];
    // The list keeps changing until the bundle is told (or the goods run out): a condition, not a time window.
    let added = 0;
    for (const good of goods) {
      if (delivered(devices.anna).length > 0) break;
      await addItem(own, boris, list.id, good);
      added += 1;
      await settle(200);
    }
    await waitFor(() => expect(delivered(devices.anna)).toHaveLength(1));
    expect(added).toBeGreaterThan(1);
    await own.close();
  });
});

describe('notification modes', () => {
  it('follow each member’s choice: all, only "going shopping", or none', async () => {
    const { anna, boris, vera, list, devices } = await family();
    expect(await call(t.app, anna, 'GET', `/api/list/${list.id}/notifications`)).toMatchObject({
      status: 200,
      body: { mode: 'all' },
    });
    expect(await call(t.app, anna, 'PUT', `/api/list/${list.id}/notifications`, { mode: 'none' })).toMatchObject({
      status: 200,
      body: { mode: 'none' },
    });
    expect((await call(t.app, vera, 'PUT', `/api/list/${list.id}/notifications`, { mode: 'shopping' })).status).toBe(
      200,
    );
    expect((await call(t.app, vera, 'GET', `/api/list/${list.id}/notifications`)).body).toEqual({ mode: 'shopping' });
    const refused = await call(t.app, vera, 'PUT', `/api/list/${list.id}/notifications`, { mode: 'some' });
    expect(refused).toMatchObject({
      status: 400,
      body: { errors: { mode: 'Режим уведомлений: all, shopping или none' } },
    });

    await addItem(t.app, boris, list.id, 'Milk');
    await settle(1000);
    await t.app.webPush.flush();
    expect(delivered(devices.anna)).toEqual([]);
    expect(delivered(devices.vera)).toEqual([]);

    // "I'm going shopping": Vera (mode shopping) is told at once, Anna (none) is not; once in 10 minutes.
    expect((await call(t.app, boris, 'POST', `/api/list/${list.id}/shopping`)).status).toBe(204);
    await waitFor(() => expect(delivered(devices.vera)).toHaveLength(1));
    expect(delivered(devices.vera)[0]).toMatchObject({ title: 'Дача', body: `${boris.username} идёт в магазин` });
    const again = await call(t.app, boris, 'POST', `/api/list/${list.id}/shopping`, undefined, 'en');
    expect(again).toMatchObject({
      status: 429,
      body: {
        code: 'SHOPPING_TOO_OFTEN',
        message: 'The members already know you are going shopping. You can tell them again in 10 min',
      },
    });
    const shoppingMessage = service.received.find((r) => `${service.origin}${r.path}` === devices.vera.endpoint);
    expect(shoppingMessage?.headers.urgency).toBe('high');
    // Anna tells them too (her own limit): Boris (all) is told in English.
    expect((await call(t.app, anna, 'POST', `/api/list/${list.id}/shopping`)).status).toBe(204);
    await waitFor(() =>
      expect(delivered(devices.boris)).toEqual([
        expect.objectContaining({ body: `${anna.username} is going shopping` }),
      ]),
    );
    await settle();
    expect(delivered(devices.anna)).toEqual([]);
  });
});
