import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { meta, users } from '../../db/schema.js';
import { bootstrapAdminMark } from '../../lib/bootstrap-admin.js';
import { cookieHeader, createTestApp, type TestApp, testOrigin } from '../../test/app.js';
import { call, grantAdmin, signUp, type TestUser } from '../../test/factories.js';
import { passProvider, startTestProvider, type TestProvider } from '../../test/oidc-provider.js';
import { confirmAddress } from '../../test/outbox.js';

const named = 'boss@example.com';
const isAdmin = async (app: FastifyInstance, user: { cookie: string }) =>
  (await app.inject({ method: 'POST', url: '/api/menu', headers: { cookie: user.cookie } })).json().isAdmin as boolean;

/** A fresh app whose LISTOK_BOOTSTRAP_ADMIN names `named`; closed after `use`. */
async function withBootstrap(use: (app: FastifyInstance) => Promise<void>, overrides = {}) {
  const t = await createTestApp({ bootstrapAdmin: named, ...overrides });
  try {
    await use(t.app);
  } finally {
    await t.close();
  }
}

/** Accounts here confirm their addresses by the mailed link. */
const unconfirmed = { confirmed: false };

describe('LISTOK_BOOTSTRAP_ADMIN', () => {
  it('makes nobody admin at sign-up: the named address becomes admin once its owner confirms it', async () => {
    await withBootstrap(async (app) => {
      const boss = await signUp(app, { email: 'Boss@Example.com' }, unconfirmed);
      expect(await isAdmin(app, boss)).toBe(false);
      expect((await confirmAddress(app, named)).statusCode).toBe(200);
      expect(await isAdmin(app, boss)).toBe(true);
      const other = await signUp(app, {}, unconfirmed);
      await confirmAddress(app, other.email);
      expect(await isAdmin(app, other)).toBe(false);
      const [mark] = await app.db.select().from(meta).where(eq(meta.key, bootstrapAdminMark));
      expect(mark?.value).toBe(`granted:${boss.id}`);
    });
  });

  it('grants once: after the admin moves to another address, a new account with the named one is no admin', async () => {
    await withBootstrap(async (app) => {
      const boss = await signUp(app, { email: named }, unconfirmed);
      expect((await confirmAddress(app, named)).statusCode).toBe(200);
      const moved = await call(app, boss, 'PATCH', '/api/user/settings/change-email', {
        email: 'boss.new@example.com',
        password: boss.password,
      });
      expect(moved.status).toBe(200);
      expect((await confirmAddress(app, 'boss.new@example.com')).statusCode).toBe(200);
      const taker = await signUp(app, { email: named }, unconfirmed);
      expect(await isAdmin(app, taker)).toBe(false);
      expect((await confirmAddress(app, named)).statusCode).toBe(200);
      expect(await isAdmin(app, taker)).toBe(false);
      // Not even once no admin is left.
      await app.db.update(users).set({ role: 'user' });
      await app.db.delete(users).where(eq(users.id, taker.id));
      const third = await signUp(app, { email: named }, unconfirmed);
      expect((await confirmAddress(app, named)).statusCode).toBe(200);
      expect(await isAdmin(app, third)).toBe(false);
    });
  });

  it('grants nothing while an admin exists, and that decision stands', async () => {
    await withBootstrap(async (app) => {
      const first = await signUp(app);
      await grantAdmin(app, first.username);
      const boss = await signUp(app, { email: named }, unconfirmed);
      expect((await confirmAddress(app, named)).statusCode).toBe(200);
      expect(await isAdmin(app, boss)).toBe(false);
      const [mark] = await app.db.select().from(meta).where(eq(meta.key, bootstrapAdminMark));
      expect(mark?.value).toBe('admin-existed');
    });
  });

  it('start-up refuses a username: only an address can be confirmed', () => {
    expect(() => loadConfig({ LISTOK_BOOTSTRAP_ADMIN: 'first_admin' })).toThrow(
      /LISTOK_BOOTSTRAP_ADMIN: must be an email/,
    );
    expect(loadConfig({ LISTOK_BOOTSTRAP_ADMIN: ' Boss@Example.com ' }).bootstrapAdmin).toBe(named);
  });
});

describe('LISTOK_BOOTSTRAP_ADMIN with single sign-on', () => {
  const callbackUrl = `${testOrigin}/api/auth/oidc/callback`;
  let idp: TestProvider;
  let t: TestApp;
  beforeAll(async () => {
    idp = await startTestProvider({ redirectUris: [callbackUrl] });
    const sso = { issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret, name: 'Corp ID' };
    t = await createTestApp({ sso, bootstrapAdmin: named });
  });
  afterAll(async () => {
    await t?.close();
    await idp?.close();
  });

  async function signInAs(subject: string, emailVerified: boolean | string): Promise<TestUser> {
    idp.accounts.set(subject, { email: named, email_verified: emailVerified, preferred_username: subject });
    const headers = (cookie = '') => ({ cookie, 'sec-fetch-mode': 'navigate' });
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/start', headers: headers() });
    const callback = new URL(await passProvider(String(start.headers.location), subject));
    const response = await t.app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: headers(cookieHeader(start)),
    });
    return { id: 0, email: named, username: subject, password: '', cookie: cookieHeader(response) };
  }

  it('grants at the sign-in whose provider verified the named address (the JSON true), not a string "true"', async () => {
    const unverified = await signInAs('boss-unverified', 'true');
    expect(await isAdmin(t.app, unverified)).toBe(false);
    const verified = await signInAs('boss-verified', true);
    expect(await isAdmin(t.app, verified)).toBe(true);
  });
});
