import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { recoveryTokens } from '../../db/schema.js';
import type { TestApp } from '../../test/app.js';
import { call, logIn, signUp } from '../../test/factories.js';
import { writtenMails } from '../../test/outbox.js';
import { mailedToken as mailedTokenOf } from './recovery.test-support.js';

// What a recovery link answers when it works and when it cannot, the order of the work, the limits; starting a
// recovery and using its link: recovery.test.ts.
// The real hashing, counted: a link that cannot work must be refused before the costly hash.
vi.mock('../../lib/passwords.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../lib/passwords.js')>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});

let t: TestApp;
let app: typeof import('../../test/app.js');
let hashPassword: typeof import('../../lib/passwords.js')['hashPassword'];
beforeAll(async () => {
  // Server test files share their imports (no isolation, vitest.config.ts): the app is imported anew after the mock,
  // so that it hashes through the counted function.
  vi.resetModules();
  app = await import('../../test/app.js');
  ({ hashPassword } = await import('../../lib/passwords.js'));
  t = await app.createTestApp();
});
afterAll(() => t.close());

const mailedToken = (email: string) => mailedTokenOf(t.app, email);

const recover = (token: string, password = 'recovered1') =>
  call(t.app, null, 'POST', '/api/user/password/recovery', { password, passwordRe: password, token });
const check = (token: string, lang: 'ru' | 'en' = 'ru') =>
  call(t.app, null, 'GET', `/api/user/password/recovery?token=${encodeURIComponent(token)}`, undefined, lang);
const expire = (userId: number) =>
  t.app.db
    .update(recoveryTokens)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(recoveryTokens.userId, userId));

describe('GET /api/user/password/recovery', () => {
  it('says a working link works, as often as asked, without using it up', async () => {
    const user = await signUp(t.app);
    const token = await mailedToken(user.email);
    expect(await check(token)).toMatchObject({ status: 200, body: { usable: true } });
    expect(await check(token)).toMatchObject({ status: 200, body: { usable: true } });
    expect((await recover(token)).status).toBe(200);
  });

  it('says why a link does not work: used, expired or unknown, in the language of the request', async () => {
    const user = await signUp(t.app);
    const used = await mailedToken(user.email);
    expect((await recover(used)).status).toBe(200);
    expect(await check(used, 'en')).toMatchObject({
      status: 400,
      body: {
        code: 'RECOVERY_LINK_USED',
        errors: { token: expect.stringMatching(/^This password recovery link no longer works/) },
      },
    });
    const other = await signUp(t.app);
    const expired = await mailedToken(other.email);
    await expire(other.id);
    expect(await check(expired)).toMatchObject({
      status: 400,
      body: {
        code: 'RECOVERY_LINK_EXPIRED',
        errors: { token: 'Срок действия ссылки для восстановления пароля истёк: она действует 1 час. Запросите новую' },
      },
    });
    expect((await check('made-up')).body).toMatchObject({ code: 'BAD_TOKEN', errors: { token: expect.any(String) } });
    const missing = await call(t.app, null, 'GET', '/api/user/password/recovery', undefined, 'en');
    expect(missing).toMatchObject({ status: 400, body: { errors: { token: 'The recovery link is incomplete' } } });
  });

  it('tells the same of a link used up by the user changing their email', async () => {
    const user = await signUp(t.app);
    const token = await mailedToken(user.email);
    await call(t.app, user, 'PATCH', '/api/user/settings/change-email', {
      email: `moved.${user.email}`,
      password: user.password,
    });
    const confirmation = (await writtenMails(t.app)).find((mail) => mail.to === `moved.${user.email}`)!;
    const confirmToken = confirmation.text.match(/\/confirm-email\?token=([\w-]+)/)![1]!;
    const confirmed = await call(t.app, null, 'POST', '/api/user/settings/confirm-email', { token: confirmToken });
    expect(confirmed.status).toBe(200);
    expect((await check(token)).body.code).toBe('RECOVERY_LINK_USED');
    expect((await recover(token)).body.code).toBe('RECOVERY_LINK_USED');
    expect((await logIn(t.app, `moved.${user.email}`, user.password)).statusCode).toBe(200);
  });
});

describe('POST /api/user/password/recovery, the order of its work', () => {
  it('refuses a link that cannot work before hashing the new password', async () => {
    const user = await signUp(t.app);
    const used = await mailedToken(user.email);
    const hashes = () => vi.mocked(hashPassword).mock.calls.length;
    let before = hashes();
    expect((await recover(used)).status).toBe(200);
    expect(hashes()).toBe(before + 1);

    const other = await signUp(t.app);
    const expired = await mailedToken(other.email);
    await expire(other.id);
    before = hashes();
    expect((await recover(used)).body.code).toBe('RECOVERY_LINK_USED');
    expect((await recover(expired)).body.code).toBe('RECOVERY_LINK_EXPIRED');
    expect((await recover('made-up')).body.code).toBe('BAD_TOKEN');
    expect(hashes()).toBe(before);
    expect((await logIn(t.app, other.email, other.password)).statusCode).toBe(200);
  });
});

describe('the limits', () => {
  it('answer 429 after 10 recoveries and 30 link checks an hour from one address', async () => {
    const limited = await app.createTestApp({ rateLimitAddress: true });
    try {
      const send = (method: 'GET' | 'POST') =>
        method === 'GET'
          ? limited.app.inject({ method, url: '/api/user/password/recovery?token=made-up' })
          : limited.app.inject({
              method,
              url: '/api/user/password/recovery',
              payload: { password: 'abcdef', passwordRe: 'abcdef', token: 'made-up' },
            });
      for (let i = 0; i < 10; i += 1) expect((await send('POST')).statusCode).toBe(400);
      const refused = await send('POST');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('TOO_MANY_REQUESTS');
      for (let i = 0; i < 30; i += 1) expect((await send('GET')).statusCode).toBe(400);
      expect((await send('GET')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
