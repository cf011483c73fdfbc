import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Config, loadConfig } from '../../config.js';
import { createTestApp, otherProcess, type TestApp, testOrigin } from '../../test/app.js';
import { call, createList, setTimeZone, signUp, type TestUser } from '../../test/factories.js';
import { type PushService, startPushService, type TestSubscription } from '../../test/push-service.js';

let service: PushService;
let t: TestApp;
/** The reminders' clock: each test sets it, later than the tests before (a round looks on from where the last stopped). */
let clock = new Date();

const settings = (): Partial<Config> => ({
  webPush: { ...loadConfig({}).webPush, endpointAllow: [service.origin], now: () => clock },
});

beforeAll(async () => {
  service = await startPushService();
  t = await createTestApp(settings());
});
afterAll(async () => {
  await t.close();
  await service.close();
});

const setZone = (user: TestUser, name: string) => setTimeZone(t.app, user, name);

/** Anna's to-do list (Moscow) with Boris (English, Tokyo) and Vera (muted), each with a device. */
async function family() {
  const [anna, boris, vera] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)] as TestUser[] as [
    TestUser,
    TestUser,
    TestUser,
  ];
  expect((await call(t.app, boris, 'GET', '/api/lang/en')).status).toBe(200);
  await setZone(anna, 'Europe/Moscow');
  await setZone(boris, 'Asia/Tokyo');
  const list = await createList(t.app, anna, 'Дом');
  await call(t.app, anna, 'PATCH', `/api/list/${list.id}`, { kind: 'todo' });
  for (const member of [boris, vera]) {
    expect((await call(t.app, member, 'GET', `/api/list/${list.id}/join?ac=${list.access}`)).status).toBe(200);
  }
  const devices: Record<string, TestSubscription> = {};
  for (const [name, user] of Object.entries({ anna, boris, vera })) {
    const device = service.subscription();
    expect((await call(t.app, user, 'POST', '/api/push/subscriptions', device.toJSON())).status).toBe(201);
    devices[name] = device;
  }
  expect((await call(t.app, vera, 'PUT', `/api/list/${list.id}/notifications`, { mode: 'none' })).status).toBe(200);
  const todo = async (text: string, body: Record<string, unknown>) => {
    const [item] = (await call(t.app, anna, 'POST', `/api/list/${list.id}/add-text`, { text })).body.added;
    const updated = await call(
      t.app,
      anna,
      'PATCH',
      `/api/list/item/update/${item.id}`,
      body as Record<string, string>,
    );
    expect(updated.status).toBe(200);
    return item as { id: number };
  };
  return { anna, boris, vera, list, devices, todo };
}

const titles = (device: TestSubscription) => service.delivered(device).map((m) => (m as { title: string }).title);

async function at(time: string, app: FastifyInstance = t.app) {
  clock = new Date(time);
  await app.webPush.flush();
}

describe('reminders of to-dos', () => {
  it('come at a to-do’s time to every member who wants them, in their language, once', async () => {
    const { list, devices, todo } = await family();
    // 18:00 in Moscow is 15:00 UTC.
    await todo('оплатить интернет', { due: '2026-12-10 18:00' });
    await at('2026-12-10T14:59:00Z');
    expect(titles(devices.anna!)).toEqual([]);
    await at('2026-12-10T15:00:05Z');
    expect(titles(devices.anna!)).toEqual(['Напоминание: оплатить интернет']);
    expect(titles(devices.boris!)).toEqual(['Reminder: оплатить интернет']);
    expect(service.delivered(devices.anna!)[0]).toMatchObject({
      body: 'Дом',
      url: `${testOrigin}/lists/${list.id}`,
      listId: list.id,
    });
    // Vera muted the list.
    expect(titles(devices.vera!)).toEqual([]);
    // Later rounds, and another process (a restart, a second server), send none again.
    await at('2026-12-10T15:20:00Z');
    const other = await otherProcess(t, settings());
    try {
      await at('2026-12-10T15:30:00Z', other);
    } finally {
      await other.close();
    }
    expect(titles(devices.anna!)).toHaveLength(1);
    expect(titles(devices.boris!)).toHaveLength(1);
  });

  it('a to-do given to someone reminds only them; a day reminds at 09:00 in their zone', async () => {
    const { boris, devices, todo } = await family();
    await todo('take out the bins', { due: '2026-12-11', assignee: boris.id });
    // 09:00 in Tokyo is 00:00 UTC; in Moscow it would be three hours before.
    await at('2026-12-10T23:59:00Z');
    expect(titles(devices.boris!)).toEqual([]);
    await at('2026-12-11T00:00:30Z');
    expect(titles(devices.boris!)).toEqual(['Reminder: take out the bins']);
    await at('2026-12-11T06:00:30Z');
    expect(titles(devices.anna!)).toEqual([]);
  });

  it('none for a to-do done, one overdue before its time came, or a member who left', async () => {
    const { anna, boris, list, devices, todo } = await family();
    const done = await todo('купить подарок', { due: '2026-12-12 12:00' });
    expect((await call(t.app, anna, 'PATCH', `/api/list-item/mark/${done.id}`)).status).toBe(200);
    // Five hours overdue by the time the server looks: no reminder of the past.
    await todo('позвонить в банк', { due: '2026-12-12 07:00' });
    expect((await call(t.app, boris, 'POST', `/api/list/${list.id}/exit`)).status).toBe(204);
    await todo('забрать посылку', { due: '2026-12-12 12:00' });
    await at('2026-12-12T09:00:10Z');
    expect(titles(devices.anna!)).toEqual(['Напоминание: забрать посылку']);
    expect(titles(devices.boris!)).toEqual([]);
  });

  it('a repeating to-do reminds again at its next occurrence', async () => {
    const { anna, devices, todo } = await family();
    const bins = await todo('вынести мусор', { due: '2026-12-13 08:00', repeat: 'daily' });
    await at('2026-12-13T05:00:10Z');
    expect(titles(devices.anna!)).toEqual(['Напоминание: вынести мусор']);
    // Its next occurrence, as a tick makes it (a tick moves from the database's today, so the day is set here).
    await call(t.app, anna, 'PATCH', `/api/list/item/update/${bins.id}`, { due: '2026-12-14 08:00' });
    await at('2026-12-14T05:00:10Z');
    expect(titles(devices.anna!)).toEqual(['Напоминание: вынести мусор', 'Напоминание: вынести мусор']);
  });

  it('none for a due already past when it is set, a time or a day; one set ahead comes, late after a pause too', async () => {
    const { devices, todo } = await family();
    // 09:20 in Moscow: a round looks.
    await at('2026-12-15T06:20:00Z');
    // Set after it: today (reminded at 09:00 there) and 09:10 have passed; 09:30 is ahead.
    await todo('полить цветы', { due: '2026-12-15' });
    await todo('забрать справку', { due: '2026-12-15 09:10' });
    await todo('купить хлеб', { due: '2026-12-15 09:30' });
    await at('2026-12-15T06:21:00Z');
    expect(titles(devices.anna!)).toEqual([]);
    // The server pauses past 09:30 and looks again at 09:50: the one set ahead still comes, late.
    await at('2026-12-15T06:50:00Z');
    expect(titles(devices.anna!)).toEqual(['Напоминание: купить хлеб']);
  });
});
