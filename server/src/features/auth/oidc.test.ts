import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAddresses, ssoRequests, userIdentities, users } from '../../db/schema.js';
import { tokenHash } from '../../lib/tokens.js';
import { cookieHeader, createTestApp, type TestApp, testOrigin } from '../../test/app.js';
import { passProvider, startTestProvider, type TestProvider } from '../../test/oidc-provider.js';
import { parsePrometheusText, sampleValue } from '../../test/prometheus.js';
import { ssoStateCookie } from './oidc.routes.js';

const callbackUrl = `${testOrigin}/api/auth/oidc/callback`;
let idp: TestProvider;
let t: TestApp;
beforeAll(async () => {
  idp = await startTestProvider({ redirectUris: [callbackUrl] });
  t = await createTestApp({
    sso: { issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret, name: 'Test ID' },
  });
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

/** A browser's top-level navigation, as the sign-in button and the provider's redirect back are. */
const navigate = (app: FastifyInstance, url: string, cookie = '') =>
  app.inject({ method: 'GET', url, headers: { cookie: `lang=en; ${cookie}`, 'sec-fetch-mode': 'navigate' } });

/** The path and query of an address of Listok's. */
const local = (url: string) => {
  const u = new URL(url, testOrigin);
  return `${u.pathname}${u.search}`;
};

/** Clicks "Sign in with …": answers the provider's address and the browser's cookies afterwards. */
async function start(app: FastifyInstance, query = '') {
  const response = await navigate(app, `/api/auth/oidc/start${query}`);
  expect(response.statusCode, response.body).toBe(302);
  return { authorizationUrl: String(response.headers.location), cookie: cookieHeader(response), response };
}

/** A whole sign-in as `login` at the provider, up to the address it sends the browser back to. */
async function throughProvider(login: string, query = '') {
  const started = await start(t.app, query);
  return { ...started, callback: await passProvider(started.authorizationUrl, login) };
}

const menuOf = async (cookie: string) =>
  (await t.app.inject({ method: 'POST', url: '/api/menu', headers: { cookie } })).json();

const errorOf = (location: unknown) => new URL(String(location), testOrigin).searchParams.get('sso_error');

describe('GET /api/auth/oidc/start', () => {
  it('sends the browser to the provider with PKCE, state and nonce, and keeps the state in an HttpOnly cookie', async () => {
    const { authorizationUrl, response } = await start(t.app, '?next=%2Flists%2F7');
    const url = new URL(authorizationUrl);
    expect(url.origin).toBe(idp.issuer);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      client_id: idp.clientId,
      redirect_uri: callbackUrl,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      ui_locales: 'en',
    });
    expect(params.code_challenge).toMatch(/^[\w-]{43}$/);
    expect(params.nonce).toMatch(/^[\w-]{20,}$/);
    const cookie = response.cookies.find((c) => c.name === ssoStateCookie);
    expect(cookie).toMatchObject({ value: params.state, httpOnly: true, sameSite: 'Lax', path: '/api/auth/oidc' });
    const [row] = await t.app.db.select().from(ssoRequests).where(eq(ssoRequests.returnTo, '/lists/7'));
    expect(row?.codeVerifier).toBeTruthy();
    expect(row?.nonce).toBe(params.nonce);
  });
});

describe('GET /api/auth/oidc/callback', () => {
  it('signs a new person in with a session like a password sign-in’s and returns to the page asked for', async () => {
    idp.accounts.set('anna-1', { preferred_username: 'anna.k', email: 'Anna.K@Corp.example', email_verified: true });
    const { callback, cookie } = await throughProvider('anna-1', '?next=%2Flists%2F7%3Fac%3Dx');
    const response = await navigate(t.app, local(callback), cookie);
    expect(response.statusCode, response.body).toBe(302);
    expect(response.headers.location).toBe('/lists/7?ac=x');
    const session = response.cookies.find((c) => c.name === 'listok_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(response.cookies.find((c) => c.name === ssoStateCookie)?.value).toBe('');
    const menu = await menuOf(cookieHeader(response));
    expect(menu.username).toBe('anna_k');

    const [user] = await t.app.db.select().from(users).where(eq(users.username, 'anna_k'));
    expect(user).toMatchObject({ email: 'anna.k@corp.example', passwordHash: null, lang: 'en', role: 'user' });
    const links = await t.app.db.select().from(userIdentities).where(eq(userIdentities.userId, user!.id));
    expect(links).toEqual([expect.objectContaining({ issuer: `${idp.issuer}`, subject: 'anna-1' })]);
    // The address is remembered for the account, as after a password sign-in.
    const addresses = await t.app.db
      .select()
      .from(signInAddresses)
      .where(eq(signInAddresses.account, `user:${user!.id}`));
    expect(addresses).toHaveLength(1);
  });

  it('finds the same account the next time, by the link', async () => {
    idp.accounts.set('vera-1', { preferred_username: 'vera' });
    const first = await throughProvider('vera-1');
    const one = await navigate(t.app, local(first.callback), first.cookie);
    const second = await throughProvider('vera-1');
    const two = await navigate(t.app, local(second.callback), second.cookie);
    expect(two.headers.location).toBe('/');
    expect((await menuOf(cookieHeader(one))).username).toBe('vera');
    expect((await menuOf(cookieHeader(two))).username).toBe('vera');
    expect(await t.app.db.select().from(users).where(eq(users.username, 'vera'))).toHaveLength(1);
  });

  it('ignores a next page of another site', async () => {
    for (const next of ['https://evil.example/', '//evil.example', '/\\evil.example', '/login']) {
      const { callback, cookie } = await throughProvider('vera-1', `?next=${encodeURIComponent(next)}`);
      const response = await navigate(t.app, local(callback), cookie);
      expect(response.headers.location, next).toBe('/');
    }
  });

  it('ignores a next page that becomes another site once its dot segments are removed', async () => {
    for (const next of ['/..//evil.example', '/%2e%2e//x', '/./..//x', '/a/../..//x', '/%2F%2Fevil.example']) {
      const { callback, cookie } = await throughProvider('vera-1', `?next=${encodeURIComponent(next)}`);
      const response = await navigate(t.app, local(callback), cookie);
      expect(response.headers.location, next).toBe('/');
    }
    const { callback, cookie } = await throughProvider('vera-1', '?next=%2Fa%2F..%2Flists%2F7');
    expect((await navigate(t.app, local(callback), cookie)).headers.location).toBe('/lists/7');
  });

  it('refuses a wrong state: no session, and the sign-on it belonged to is used up', async () => {
    const { callback, cookie } = await throughProvider('vera-1');
    const forged = new URL(callback);
    forged.searchParams.set('state', 'forged-state');
    const refused = await navigate(t.app, local(forged.href), cookie);
    expect(refused.statusCode).toBe(302);
    expect(refused.headers.location).toBe('/login?sso_error=SSO_STATE');
    expect(refused.cookies.find((c) => c.name === 'listok_session')).toBeUndefined();
    // The right state now comes too late: the sign-on was used up by the refused attempt.
    const late = await navigate(t.app, local(callback), cookie);
    expect(errorOf(late.headers.location)).toBe('SSO_STATE');
    // Another browser (without the cookie) cannot finish someone's sign-on either.
    const other = await throughProvider('vera-1');
    const stranger = await navigate(t.app, local(other.callback));
    expect(errorOf(stranger.headers.location)).toBe('SSO_STATE');
    expect(stranger.cookies.find((c) => c.name === 'listok_session')).toBeUndefined();
  });

  it('refuses a replayed callback: the state is used once, and the provider refuses the code used before', async () => {
    const { callback, cookie } = await throughProvider('vera-1');
    const state = new URL(callback).searchParams.get('state')!;
    const kept = await t.app.db
      .select()
      .from(ssoRequests)
      .where(eq(ssoRequests.stateHash, tokenHash(state)));
    expect((await navigate(t.app, local(callback), cookie)).headers.location).toBe('/');

    const replayed = await navigate(t.app, local(callback), cookie);
    expect(errorOf(replayed.headers.location)).toBe('SSO_STATE');
    // Even with the sign-on's record put back, the code itself is refused by the provider (invalid_grant).
    await t.app.db.insert(ssoRequests).values(kept);
    const withRecord = await navigate(t.app, local(callback), `${ssoStateCookie}=${state}`);
    expect(withRecord.headers.location).toBe('/login?sso_error=SSO_FAILED');
    expect(withRecord.cookies.find((c) => c.name === 'listok_session')).toBeUndefined();
  });

  it('comes back with SSO_DENIED when the person cancels at the provider', async () => {
    const { authorizationUrl, cookie } = await start(t.app);
    const callback = await passProvider(authorizationUrl, 'vera-1', { cancel: true });
    expect(new URL(callback).searchParams.get('error')).toBe('access_denied');
    const response = await navigate(t.app, local(callback), cookie);
    expect(errorOf(response.headers.location)).toBe('SSO_DENIED');
  });

  it('answers a program (not a navigation) with the error in its language', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/oidc/callback?code=x&state=y',
      headers: { cookie: 'lang=ru' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'SSO_STATE', message: expect.stringMatching(/^Вход не завершён/) });
  });
});

describe('metrics', () => {
  it('count sign-ins by single sign-on by outcome', async () => {
    const signIns = async (outcome: string) => {
      const families = parsePrometheusText(await t.app.metrics.registry.metrics());
      return sampleValue(families.get('listok_sign_ins_total')!, { method: 'oidc', outcome }) ?? 0;
    };
    const [success, refused] = [await signIns('success'), await signIns('refused')];
    const { callback, cookie } = await throughProvider('vera-1');
    expect((await navigate(t.app, local(callback), cookie)).headers.location).toBe('/');
    expect(errorOf((await navigate(t.app, local(callback), cookie)).headers.location)).toBe('SSO_STATE');
    expect(await signIns('success')).toBe(success + 1);
    expect(await signIns('refused')).toBe(refused + 1);
  });
});

/** A port nothing listens on now. */
async function freePort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('a provider that is down', () => {
  it('answers 502 in the user’s language, and works once the provider is up (it may start after Listok)', async () => {
    const port = await freePort();
    const other = await createTestApp({
      sso: { issuer: `http://127.0.0.1:${port}`, clientId: 'listok', clientSecret: 'listok-test-secret', name: 'Corp' },
    });
    try {
      const json = await other.app.inject({
        method: 'GET',
        url: '/api/auth/oidc/start',
        headers: { cookie: 'lang=en' },
      });
      expect(json.statusCode).toBe(502);
      expect(json.json()).toMatchObject({
        code: 'SSO_UNAVAILABLE',
        message: 'Corp cannot be reached right now. Try to sign in later',
      });
      const page = await navigate(other.app, '/api/auth/oidc/start?next=%2Flists');
      expect(page.headers.location).toBe('/login?sso_error=SSO_UNAVAILABLE&next=%2Flists');

      const late = await startTestProvider({ redirectUris: [callbackUrl], port });
      try {
        late.accounts.set('gleb-1', { preferred_username: 'gleb' });
        const started = await start(other.app);
        const callback = await passProvider(started.authorizationUrl, 'gleb-1');
        const response = await navigate(other.app, local(callback), started.cookie);
        expect(response.headers.location).toBe('/');
        expect(
          (
            await other.app.inject({ method: 'POST', url: '/api/menu', headers: { cookie: cookieHeader(response) } })
          ).json().username,
        ).toBe('gleb');
      } finally {
        await late.close();
      }
    } finally {
      await other.close();
    }
  });
});
