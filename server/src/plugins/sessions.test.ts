import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, otherProcess, type TestApp, testOrigin } from '../test/app.js';
import { addItem, call, signUp } from '../test/factories.js';

const cacheMs = 400;
let t: TestApp;
// A second app on the same database: another server process, with its own copies of sessions.
let other: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({ sessionCacheMs: cacheMs });
  other = await otherProcess(t, { sessionCacheMs: cacheMs });
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const who = async (app: FastifyInstance, cookie: string) =>
  (await call(app, { cookie }, 'POST', '/api/menu')).body.username as string | null;

describe('sessions reused for a few seconds by a process', () => {
  it('end at once in the process that signs out, and within SESSION_CACHE_SECONDS in another', async () => {
    const user = await signUp(t.app);
    expect(await who(t.app, user.cookie)).toBe(user.username);
    expect(await who(other, user.cookie)).toBe(user.username);
    const out = await t.app.inject({
      method: 'POST',
      url: '/logout',
      headers: { cookie: user.cookie, origin: testOrigin },
    });
    expect(out.statusCode).toBeLessThan(400);
    expect(await who(t.app, user.cookie)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, cacheMs + 50));
    expect(await who(other, user.cookie)).toBeNull();
  });

  it("show a change of the user's time zone at once in the process that made it", async () => {
    const user = await signUp(t.app);
    const zones: { id: number; name: string }[] = (await call(t.app, user, 'GET', '/api/time-zones')).body;
    const zoneId = (name: string) => zones.find((z) => z.name.startsWith(`${name} (`))!.id;
    const list = await call(t.app, user, 'POST', '/api/lists', { name: 'Zone' });
    await addItem(t.app, user, list.body.id, 'Milk');
    const addedAt = async () => (await call(t.app, user, 'GET', `/api/list/${list.body.id}`)).body[0].added_at;
    expect((await call(t.app, user, 'PATCH', `/api/user/settings/change-tz/${zoneId('Asia/Dubai')}`)).status).toBe(200);
    const dubai = await addedAt();
    expect((await call(t.app, user, 'PATCH', `/api/user/settings/change-tz/${zoneId('Asia/Tokyo')}`)).status).toBe(200);
    const tokyo = await addedAt();
    const hours = (Date.parse(`${tokyo.replace(' ', 'T')}Z`) - Date.parse(`${dubai.replace(' ', 'T')}Z`)) / 3_600_000;
    expect(hours).toBe(5);
  });
});
