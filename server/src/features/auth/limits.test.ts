import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { logIn, newUserFields } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitAddress: true, loginFailureLimit: 2 });
});
afterAll(() => t.close());

describe('per-address limits', () => {
  it('answers 429 with Retry-After in the caller language after 20 signups from one address', async () => {
    for (let i = 0; i < 20; i += 1) {
      const response = await t.app.inject({ method: 'POST', url: '/api/signup', payload: newUserFields() });
      expect(response.statusCode).toBe(201);
    }
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: { cookie: 'lang=en' },
      payload: newUserFields(),
    });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({
      status: 429,
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/^Too many requests/),
    });
  });

  it('limits failed sign-ins per address across many accounts', async () => {
    // Address limit = 10 × the per-account limit; spread over accounts so no single account locks first.
    for (let i = 0; i < 20; i += 1) expect((await logIn(t.app, `ghost_${i}`, 'wrong')).statusCode).toBe(401);
    const refused = await logIn(t.app, 'ghost_new', 'wrong');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('TOO_MANY_LOGIN_FAILURES');
  });
});

describe('limits shared by several server processes', () => {
  it('counts signups from one address across two app instances on one database', async () => {
    const shared = await createTestApp({ rateLimitAddress: true, rateLimitStore: 'database' });
    const second = await buildApp({ config: shared.app.config, database: shared.testDb.database, logger: false });
    try {
      const apps = [shared.app, second];
      for (let i = 0; i < 20; i += 1) {
        const response = await apps[i % 2]!.inject({ method: 'POST', url: '/api/signup', payload: newUserFields() });
        expect(response.statusCode).toBe(201);
      }
      for (const app of apps) {
        const refused = await app.inject({ method: 'POST', url: '/api/signup', payload: newUserFields() });
        expect(refused.statusCode).toBe(429);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
      }
    } finally {
      await second.close();
      await shared.close();
    }
  });
});
