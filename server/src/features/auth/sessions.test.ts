import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema.js';
import { createTestApp, type TestApp, testOrigin } from '../../test/app.js';
import { logIn, newUserFields, signUp } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginFailureLimit: 3 });
});
afterAll(() => t.close());

const countUsers = async () => (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;
const menu = (cookie: string) => t.app.inject({ method: 'POST', url: '/api/menu', headers: { cookie } });

describe('logout', () => {
  it('POST /logout ends the session and the menu becomes a visitor menu', async () => {
    const user = await signUp(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/logout', headers: { cookie: user.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Вы вышли из приложения' });
    expect((await menu(user.cookie)).json().username).toBeNull();
    const [row] = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(row?.n).toBe(0);
  });

  it('GET /logout from the menu link redirects to / after ending the session', async () => {
    const user = await signUp(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/logout',
      headers: { cookie: user.cookie, 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'same-origin' },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    expect((await menu(user.cookie)).json().username).toBeNull();
  });

  it('a link from another site cannot sign the user out', async () => {
    const user = await signUp(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/logout',
      headers: { cookie: user.cookie, 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(302);
    expect((await menu(user.cookie)).json().username).toBe(user.username);
  });
});

describe('session expiry', () => {
  it('ends a session unused for longer than the idle time, and one past its absolute end', async () => {
    const idle = await signUp(t.app);
    const old = await signUp(t.app);
    const longAgo = new Date(Date.now() - t.app.config.sessionIdleMs - 1000);
    await t.app.db.update(sessions).set({ lastSeenAt: longAgo }).where(eq(sessions.userId, idle.id));
    await t.app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, old.id));
    expect((await menu(idle.cookie)).json().username).toBeNull();
    expect((await menu(old.cookie)).json().username).toBeNull();
    await t.app.sessions.purgeExpired();
    const left = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sessions)
      .where(sql`${sessions.userId} in (${idle.id}, ${old.id})`);
    expect(left[0]?.n).toBe(0);
  });

  it('ignores a forged or oversized session cookie', async () => {
    expect((await menu('listok_session=forged')).json().username).toBeNull();
    expect((await menu(`listok_session=${'x'.repeat(5000)}`)).statusCode).toBe(200);
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing call from a foreign Origin with 403 and changes nothing', async () => {
    const before = await countUsers();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: { origin: 'https://evil.example' },
      payload: newUserFields(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FOREIGN_ORIGIN');
    expect(await countUsers()).toBe(before);
  });

  it('accepts the app origin, no Origin at all, and while PUBLIC_URL is loopback any loopback origin', async () => {
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: { origin: testOrigin },
      payload: newUserFields(),
    });
    expect(own.statusCode).toBe(201);
    const sameHost = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: { origin: 'http://127.0.0.1:4321', host: '127.0.0.1:4321' },
      payload: newUserFields(),
    });
    expect(sameHost.statusCode).toBe(201);
    // The web client on Vite's dev server, whose proxy passes the call on.
    const dev = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: { origin: 'http://localhost:5173' },
      payload: newUserFields(),
    });
    expect(dev.statusCode).toBe(201);
    const opaque = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: { origin: 'null' },
      payload: newUserFields(),
    });
    expect(opaque.statusCode).toBe(403);
  });

  it('refuses a foreign Origin even when the Host header names that site', async () => {
    const before = await countUsers();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: { origin: 'http://evil.example', host: 'evil.example' },
      payload: newUserFields(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FOREIGN_ORIGIN');
    expect(await countUsers()).toBe(before);
  });
});

describe('an app whose PUBLIC_URL is https://listok.example', () => {
  let site: TestApp;
  beforeAll(async () => {
    site = await createTestApp({ publicUrl: 'https://listok.example' });
  });
  afterAll(() => site.close());

  it('sets a Secure session cookie', async () => {
    const response = await site.app.inject({ method: 'POST', url: '/api/signup', payload: newUserFields() });
    expect(response.statusCode).toBe(201);
    expect(response.cookies.find((c) => c.name === 'listok_session')?.secure).toBe(true);
    // Helmet's HSTS: a year, subdomains included (plugins/security.ts turns it on over https only).
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('takes only the origin of PUBLIC_URL, whatever the Host header says', async () => {
    const signUpWith = (headers: Record<string, string>) =>
      site.app.inject({ method: 'POST', url: '/api/signup', headers, payload: newUserFields() });
    expect((await signUpWith({ origin: 'https://listok.example' })).statusCode).toBe(201);
    for (const headers of [
      { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' },
      { origin: 'http://listok.example', host: 'listok.example' },
      { origin: 'https://listok.example.evil.example', host: 'listok.example.evil.example' },
    ]) {
      const refused = await signUpWith(headers);
      expect(refused.statusCode, JSON.stringify(headers)).toBe(403);
      expect(refused.json().code).toBe('FOREIGN_ORIGIN');
    }
    // A GET that changes something, from a page of the forged host (by its Referer), changes nothing either.
    const lang = await site.app.inject({
      method: 'GET',
      url: '/api/lang/en',
      headers: { host: 'evil.example', referer: 'http://evil.example/page' },
    });
    expect(lang.statusCode).toBe(403);
  });
});

describe("the server's time", () => {
  it('is told by no answer of sign-in or sign-up, so their time cannot tell whether an account exists', async () => {
    const user = await signUp(t.app);
    const answers = [
      await logIn(t.app, user.username, user.password),
      await logIn(t.app, user.username, 'wrong-password'),
      await logIn(t.app, `nobody_${user.username}`, 'wrong-password'),
      await logIn(t.app, '', ''),
      await t.app.inject({ method: 'POST', url: '/api/signup', payload: newUserFields() }),
      await t.app.inject({ method: 'POST', url: '/api/signup', payload: newUserFields({ username: user.username }) }),
      await t.app.inject({ method: 'POST', url: '/api/signup', payload: newUserFields({ email: user.email }) }),
      await t.app.inject({ method: 'POST', url: '/api/signup', payload: { email: 'x' } }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 401, 401, 400, 201, 409, 201, 400]);
    for (const answer of answers) expect(answer.headers['server-timing']).toBeUndefined();
  });
});
