import { pushSubscriptionsMax } from '@listok/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions, sessions } from '../../db/schema.js';
import { cookieHeader, createTestApp, type TestApp } from '../../test/app.js';
import { call, logIn, signUp, type TestUser } from '../../test/factories.js';
import { recoverPassword } from '../../test/outbox.js';
import { testSubscription } from '../../test/push-service.js';

let t: TestApp;
const allowed = 'http://127.0.0.1:9999';

beforeAll(async () => {
  t = await createTestApp();
  t.app.config.webPush.endpointAllow = [allowed];
});
afterAll(() => t.close());

const subscriptionsOf = (userId: number) =>
  t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
const allowedEndpoint = () => `${allowed}/push/${crypto.randomUUID()}`;

describe('the VAPID key', () => {
  it('is a P-256 public key in base64url, the same for every process on the database', async () => {
    const { status, body } = await call(t.app, null, 'GET', '/api/push/key');
    expect(status).toBe(200);
    const key = Buffer.from(body.key, 'base64url');
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
    const { otherProcess } = await import('../../test/app.js');
    const other = await otherProcess(t);
    expect(other.webPush.publicKey).toBe(body.key);
    await other.close();
  });
});

describe('subscriptions', () => {
  it('keeps a subscription (201), updates it when the same endpoint comes again (200), and forgets it (204)', async () => {
    const anna = await signUp(t.app);
    const device = testSubscription(allowedEndpoint());
    const first = await call(t.app, anna, 'POST', '/api/push/subscriptions', device.toJSON());
    expect(first).toMatchObject({ status: 201, body: { id: expect.any(Number) } });
    const renewed = testSubscription(device.endpoint);
    const again = await call(t.app, anna, 'POST', '/api/push/subscriptions', {
      ...renewed.toJSON(),
      expirationTime: Date.parse('2030-01-01T00:00:00Z'),
    });
    expect(again).toMatchObject({ status: 200, body: { id: first.body.id } });
    expect(await subscriptionsOf(anna.id)).toMatchObject([
      { endpoint: device.endpoint, p256dh: renewed.keys.p256dh, expiresAt: new Date('2030-01-01T00:00:00Z') },
    ]);
    // Another user signs in on the same browser and subscribes: the device is theirs now.
    const boris = await signUp(t.app);
    expect((await call(t.app, boris, 'POST', '/api/push/subscriptions', device.toJSON())).status).toBe(200);
    expect(await subscriptionsOf(anna.id)).toEqual([]);
    expect(await subscriptionsOf(boris.id)).toHaveLength(1);

    const gone = await call(t.app, boris, 'DELETE', '/api/push/subscriptions', { endpoint: device.endpoint });
    expect(gone.status).toBe(204);
    expect(await subscriptionsOf(boris.id)).toEqual([]);
    // Again, or someone else's endpoint: nothing to do, and nothing of others is touched.
    expect((await call(t.app, boris, 'DELETE', '/api/push/subscriptions', { endpoint: device.endpoint })).status).toBe(
      204,
    );
  });

  it(`keeps at most ${pushSubscriptionsMax} per user, dropping the oldest`, async () => {
    const anna = await signUp(t.app);
    const devices = Array.from({ length: pushSubscriptionsMax + 2 }, () => testSubscription(allowedEndpoint()));
    for (const device of devices) {
      expect((await call(t.app, anna, 'POST', '/api/push/subscriptions', device.toJSON())).status).toBe(201);
    }
    const kept = (await subscriptionsOf(anna.id)).map((s) => s.endpoint).sort();
    expect(kept).toEqual(
      devices
        .slice(2)
        .map((d) => d.endpoint)
        .sort(),
    );
  });

  it('needs a signed-in user', async () => {
    const device = testSubscription(allowedEndpoint());
    expect((await call(t.app, null, 'POST', '/api/push/subscriptions', device.toJSON())).status).toBe(401);
    expect((await call(t.app, null, 'DELETE', '/api/push/subscriptions', { endpoint: device.endpoint })).status).toBe(
      401,
    );
  });
});

describe('a device’s subscription lives as long as the session that posted it', () => {
  /** Another device of the user: a second session, signed in with the password. */
  async function otherDevice(user: TestUser) {
    const response = await logIn(t.app, user.username, user.password);
    expect(response.statusCode).toBe(200);
    return { cookie: cookieHeader(response) };
  }
  const subscribe = async (session: { cookie: string }, endpoint = allowedEndpoint()) => {
    const answer = await call(t.app, session, 'POST', '/api/push/subscriptions', testSubscription(endpoint).toJSON());
    expect([200, 201]).toContain(answer.status);
    return endpoint;
  };
  /** A subscription no session holds (saved before sessions were kept with them). */
  async function heldByNoSession(userId: number) {
    const { endpoint, keys } = testSubscription(allowedEndpoint());
    await t.app.db.insert(pushSubscriptions).values({ userId, endpoint, p256dh: keys.p256dh, auth: keys.auth });
    return endpoint;
  }
  const endpointsOf = async (userId: number) => (await subscriptionsOf(userId)).map((s) => s.endpoint).sort();

  it('signing out deletes the subscription of that session, and only it; an endpoint posted again moves to the new session', async () => {
    const anna = await signUp(t.app);
    const phone = await otherDevice(anna);
    const laptop = await subscribe(anna);
    const onPhone = await subscribe(phone);
    const moved = await subscribe(phone);
    await subscribe(anna, moved);
    expect((await call(t.app, phone, 'POST', '/logout')).status).toBe(200);
    expect(await endpointsOf(anna.id)).toEqual([laptop, moved].sort());
    expect(await endpointsOf(anna.id)).not.toContain(onPhone);
  });

  it('a password change ends the other devices’ subscriptions, also one no session holds, and keeps the changing one’s', async () => {
    const anna = await signUp(t.app);
    const phone = await otherDevice(anna);
    const laptop = await subscribe(anna);
    await subscribe(phone);
    await heldByNoSession(anna.id);
    const boris = await signUp(t.app);
    const borisDevice = await subscribe(boris);
    const changed = await call(t.app, anna, 'PATCH', '/api/user/settings/change-password', {
      password: anna.password,
      newPassword: 'brand-new-1',
      newPasswordRe: 'brand-new-1',
    });
    expect(changed.status).toBe(200);
    expect(await endpointsOf(anna.id)).toEqual([laptop]);
    expect(await endpointsOf(boris.id)).toEqual([borisDevice]);
  });

  it('a password recovery ends every subscription of the user: whoever had the account gets nothing more', async () => {
    const anna = await signUp(t.app);
    await subscribe(anna);
    await subscribe(await otherDevice(anna));
    await heldByNoSession(anna.id);
    expect(await recoverPassword(t.app, anna.email, 'recovered1')).toBe(200);
    expect(await endpointsOf(anna.id)).toEqual([]);
  });

  it('a session that runs its time out leaves its subscription, held by no session, until a revocation', async () => {
    const anna = await signUp(t.app);
    const endpoint = await subscribe(anna);
    const idle = new Date(Date.now() - t.app.config.sessionIdleMs - 1000);
    await t.app.db.update(sessions).set({ lastSeenAt: idle }).where(eq(sessions.userId, anna.id));
    await t.app.sessions.purgeExpired();
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, anna.id))).toEqual([]);
    expect(await subscriptionsOf(anna.id)).toMatchObject([{ endpoint, sessionId: null }]);
    expect(await recoverPassword(t.app, anna.email, 'recovered1')).toBe(200);
    expect(await subscriptionsOf(anna.id)).toEqual([]);
  });
});

describe('refused subscriptions: a clear 400 in the user’s language, and nothing stored', () => {
  const refusals: [string, string, string][] = [
    ['plain http', 'http://push.example.com/x', 'Уведомления можно отправлять только общедоступной службе по https'],
    ['loopback', 'https://127.0.0.1/x', 'Уведомления можно отправлять только общедоступной службе по https'],
    ['private', 'https://10.1.2.3/x', 'Уведомления можно отправлять только общедоступной службе по https'],
    [
      'link-local metadata',
      'https://169.254.169.254/latest',
      'Уведомления можно отправлять только общедоступной службе по https',
    ],
    ['IPv6 loopback', 'https://[::1]/x', 'Уведомления можно отправлять только общедоступной службе по https'],
    [
      'IPv4-mapped IPv6',
      'https://[::ffff:192.168.0.1]/x',
      'Уведомления можно отправлять только общедоступной службе по https',
    ],
    [
      'IPv4-compatible IPv6 of loopback',
      'https://[::127.0.0.1]/x',
      'Уведомления можно отправлять только общедоступной службе по https',
    ],
    ['6to4', 'https://[2002:a00:1::1]/x', 'Уведомления можно отправлять только общедоступной службе по https'],
    // A name that resolves to a loopback address is refused after DNS resolution.
    [
      'a name of a loopback address',
      'https://localhost/x',
      'Уведомления можно отправлять только общедоступной службе по https',
    ],
    ['not a URL', 'push service', 'Адрес службы уведомлений браузера: веб-адрес https://'],
    ['another scheme', 'ftp://push.example.com/x', 'Адрес службы уведомлений браузера: веб-адрес https://'],
    [
      'credentials in the URL',
      'https://user:secret@8.8.8.8/x',
      'Адрес службы уведомлений браузера: веб-адрес https://',
    ],
    [
      'an allowed host on another port',
      'http://127.0.0.1:9998/x',
      'Уведомления можно отправлять только общедоступной службе по https',
    ],
  ];
  for (const [what, endpoint, message] of refusals) {
    it(`an endpoint: ${what}`, async () => {
      const anna = await signUp(t.app);
      const answer = await call(t.app, anna, 'POST', '/api/push/subscriptions', testSubscription(endpoint).toJSON());
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: { endpoint: message } });
      expect(await subscriptionsOf(anna.id)).toEqual([]);
    });
  }

  it('an endpoint over 2,048 characters, in English for an English user', async () => {
    const anna = await signUp(t.app);
    const endpoint = `${allowed}/${'x'.repeat(2048)}`;
    const answer = await call(
      t.app,
      anna,
      'POST',
      '/api/push/subscriptions',
      testSubscription(endpoint).toJSON(),
      'en',
    );
    expect(answer).toMatchObject({
      status: 400,
      body: { errors: { endpoint: 'The push service address must be at most 2048 characters long' } },
    });
    expect(await subscriptionsOf(anna.id)).toEqual([]);
  });

  it('malformed keys: p256dh not a 65-byte point on the curve, auth not 16 bytes', async () => {
    const anna = await signUp(t.app);
    const good = testSubscription(allowedEndpoint()).toJSON();
    const point = Buffer.from(good.keys.p256dh, 'base64url');
    const offCurve = Buffer.from(point);
    offCurve[64] = (offCurve[64] ?? 0) ^ 1;
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        { p256dh: point.subarray(0, 33).toString('base64url'), auth: good.keys.auth },
        { 'keys.p256dh': 'Ключ p256dh — 65 байт (точка P-256) в base64url' },
      ],
      [
        { p256dh: offCurve.toString('base64url'), auth: good.keys.auth },
        { 'keys.p256dh': 'Ключ p256dh — 65 байт (точка P-256) в base64url' },
      ],
      [{ p256dh: good.keys.p256dh, auth: 'c2hvcnQ' }, { 'keys.auth': 'Ключ auth — 16 байт в base64url' }],
      [
        { p256dh: 'not base64!', auth: good.keys.auth },
        { 'keys.p256dh': 'Ключ p256dh — 65 байт (точка P-256) в base64url' },
      ],
      [{ p256dh: good.keys.p256dh }, { 'keys.auth': 'Ключ auth — 16 байт в base64url' }],
    ];
    for (const [keys, errors] of cases) {
      const answer = await call(t.app, anna, 'POST', '/api/push/subscriptions', { endpoint: good.endpoint, keys });
      expect(answer.status, JSON.stringify(keys)).toBe(400);
      expect(answer.body.errors).toEqual(errors);
    }
    expect((await call(t.app, anna, 'POST', '/api/push/subscriptions', { endpoint: good.endpoint })).status).toBe(400);
    expect(await subscriptionsOf(anna.id)).toEqual([]);
  });
});
