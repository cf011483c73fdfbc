import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { appPassword, basic } from '../../test/dav-client.js';
import { logIn, signUp } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginFailureLimit: 3, rateLimitAddress: true });
});
afterAll(() => t.close());

/** A calendar app's PROPFIND of the DAV root from a loopback address (Basic is taken over plain HTTP there only). */
const propfind = (address: string, authorization?: string) =>
  t.app.inject({
    method: 'PROPFIND' as 'GET',
    url: '/dav/',
    remoteAddress: address,
    headers: { ...(authorization && { authorization }), depth: '0', cookie: 'lang=en' },
  });

const statuses = async (count: number, send: () => Promise<{ statusCode: number }>) => {
  const answers: number[] = [];
  for (let i = 0; i < count; i += 1) answers.push((await send()).statusCode);
  return answers;
};

describe('failed app passwords on /dav/', () => {
  it('lock the name and address pair with 429 and Retry-After, before any password is checked', async () => {
    const anna = await signUp(t.app);
    const password = await appPassword(t.app, anna);
    expect(await statuses(3, () => propfind('127.0.1.1', basic(anna.username, 'wrong')))).toEqual([401, 401, 401]);
    // The right password too: the lock is decided before the password is looked at.
    const locked = await propfind('127.0.1.1', basic(anna.email, password));
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // A calendar app's refusal is plain text in the user's language, as every refusal of the CalDAV server.
    expect(locked.headers['content-type']).toContain('text/plain');
    expect(locked.body).toMatch(/^Too many failed sign-in/);
    // Failures from one address do not lock the owner's calendar app elsewhere.
    expect((await propfind('127.0.1.2', basic(anna.username, password))).statusCode).toBe(207);
    expect((await propfind('127.0.1.1', basic(anna.username, password))).statusCode).toBe(429);
  });

  it('limit a name no account has exactly like a real one', async () => {
    const ghost = basic('nobody_here', 'wrong');
    expect(await statuses(4, () => propfind('127.0.2.1', ghost))).toEqual([401, 401, 401, 429]);
  });

  it('limit one address over all names at ten times the limit', async () => {
    for (let i = 0; i < 30; i += 1) {
      expect((await propfind('127.0.3.1', basic(`guess_${i}`, 'wrong'))).statusCode).toBe(401);
    }
    expect((await propfind('127.0.3.1', basic('guess_new', 'wrong'))).statusCode).toBe(429);
  });

  it('are counted apart from the password sign-in, and a right app password clears its own pair', async () => {
    const boris = await signUp(t.app);
    const password = await appPassword(t.app, boris);
    expect(await statuses(2, () => propfind('127.0.4.1', basic(boris.username, 'wrong')))).toEqual([401, 401]);
    expect((await propfind('127.0.4.1', basic(boris.username, password))).statusCode).toBe(207);
    // Cleared: three more failures before the lock.
    expect(await statuses(4, () => propfind('127.0.4.1', basic(boris.username, 'wrong')))).toEqual([
      401, 401, 401, 429,
    ]);
    // A calendar app with a revoked password does not lock its owner's browser out.
    const web = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '127.0.4.1',
      payload: { _username: boris.username, _password: boris.password },
    });
    expect(web.statusCode).toBe(200);
    expect((await logIn(t.app, boris.username, boris.password)).statusCode).toBe(200);
  });

  it('count neither requests without credentials nor the parallel requests of a signed-in app', async () => {
    const vera = await signUp(t.app);
    const password = await appPassword(t.app, vera);
    expect(await statuses(5, () => propfind('127.0.5.1'))).toEqual([401, 401, 401, 401, 401]);
    const parallel = await Promise.all(
      Array.from({ length: 8 }, () => propfind('127.0.5.1', basic(vera.username, password))),
    );
    expect(parallel.map((answer) => answer.statusCode)).toEqual(Array(8).fill(207));
  });
});
