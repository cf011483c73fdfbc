import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { userIdentities, users } from '../../db/schema.js';
import { cookieHeader, createTestApp, type TestApp, testOrigin } from '../../test/app.js';
import { call, logIn, newUserFields, signUp } from '../../test/factories.js';
import { passProvider, startTestProvider, type TestClaims, type TestProvider } from '../../test/oidc-provider.js';
import { confirmAddress } from '../../test/outbox.js';

const callbackUrl = `${testOrigin}/api/auth/oidc/callback`;
let idp: TestProvider;
let t: TestApp;
/** The same provider, on a server that takes no passwords. */
let ssoOnly: TestApp;
let subjects = 0;
beforeAll(async () => {
  idp = await startTestProvider({ redirectUris: [callbackUrl] });
  const sso = { issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret, name: 'Corp ID' };
  t = await createTestApp({ sso });
  ssoOnly = await createTestApp({ sso, passwordLogin: false });
});
afterAll(async () => {
  await t?.close();
  await ssoOnly?.close();
  await idp?.close();
});

const headers = (cookie = '') => ({ cookie: `lang=en; ${cookie}`, 'sec-fetch-mode': 'navigate' });

/**
 * A whole single sign-on of a person with these claims (a new subject unless `subject` is given): answers the
 * callback's answer and the username signed in (null when not signed in).
 */
async function signInAs(claims: TestClaims, options: { subject?: string; app?: FastifyInstance } = {}) {
  const app = options.app ?? t.app;
  subjects += 1;
  const subject = options.subject ?? `person-${subjects}`;
  idp.accounts.set(subject, claims);
  const start = await app.inject({ method: 'GET', url: '/api/auth/oidc/start', headers: headers() });
  const callback = new URL(await passProvider(String(start.headers.location), subject));
  const response = await app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: headers(cookieHeader(start)),
  });
  const menu = await app.inject({ method: 'POST', url: '/api/menu', headers: { cookie: cookieHeader(response) } });
  return { response, subject, username: menu.json().username as string | null };
}

const userCount = async () => (await t.app.db.select({ n: count() }).from(users))[0]!.n;
const userNamed = async (username: string) =>
  (await t.app.db.select().from(users).where(eq(users.username, username)))[0];

/** An account as signed up before addresses waited for their link: its address is its own, not confirmed. */
async function olderUnconfirmed() {
  const user = await signUp(t.app);
  await t.app.db.update(users).set({ emailConfirmedAt: null }).where(eq(users.id, user.id));
  return user;
}

describe('which account a single sign-on finds', () => {
  it('the one with the email the provider verified, once its owner confirmed it, linked from then on', async () => {
    const owner = await signUp(t.app, {}, { confirmed: false });
    expect((await confirmAddress(t.app, owner.email)).statusCode).toBe(200);
    const before = await userCount();
    const first = await signInAs({ email: owner.email.toUpperCase(), email_verified: true, preferred_username: 'x' });
    expect(first.username).toBe(owner.username);
    expect(await userCount()).toBe(before);
    const [link] = await t.app.db.select().from(userIdentities).where(eq(userIdentities.subject, first.subject));
    expect(link?.userId).toBe(owner.id);
    // The password still works for the account: single sign-on was added to it, nothing taken away.
    expect((await logIn(t.app, owner.username, owner.password)).statusCode).toBe(200);
  });

  it('not an account signed up with the address: its owner’s sign-on makes one with it, the other never gets it', async () => {
    // Anyone may sign up with someone else's address: it waits unconfirmed, no account's (lib/address-links.ts).
    const planted = await signUp(t.app, {}, { confirmed: false });
    const claims = { email: planted.email, email_verified: true, preferred_username: 'owner' } as const;
    const owner = await signInAs(claims);
    expect(owner.username).not.toBe(planted.username);
    expect(await userNamed(owner.username!)).toMatchObject({
      email: planted.email,
      emailConfirmedAt: expect.any(Date),
    });
    expect((await confirmAddress(t.app, planted.email)).statusCode).toBe(409);
    expect((await userNamed(planted.username))?.email).toBeNull();
  });

  it('not an older account whose address is not confirmed: refused with a clear message, nothing linked or made', async () => {
    // Accounts signed up before addresses waited for their link hold theirs unconfirmed.
    const planted = await olderUnconfirmed();
    const before = await userCount();
    const claims = { email: planted.email, email_verified: true, preferred_username: 'newcomer' } as const;
    const refused = await signInAs(claims);
    expect(refused.username).toBeNull();
    expect(refused.response.statusCode).toBe(302);
    expect(refused.response.headers.location).toBe('/login?sso_error=SSO_EMAIL_UNCONFIRMED');
    expect(await userCount()).toBe(before);
    const links = await t.app.db.select().from(userIdentities).where(eq(userIdentities.subject, refused.subject));
    expect(links).toEqual([]);
    // Its owner confirms it ("send again" mails the link there): from then on the same sign-in finds the account.
    await call(t.app, planted, 'POST', '/api/user/settings/email-confirmation');
    expect((await confirmAddress(t.app, planted.email)).statusCode).toBe(200);
    expect((await signInAs(claims, { subject: refused.subject })).username).toBe(planted.username);
  });

  it('tells a program why, in its language', async () => {
    const planted = await olderUnconfirmed();
    const subject = `person-json-${planted.id}`;
    idp.accounts.set(subject, { email: planted.email, email_verified: true });
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/start', headers: { cookie: 'lang=en' } });
    const callback = new URL(await passProvider(String(start.headers.location), subject));
    const response = await t.app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: `lang=en; ${cookieHeader(start)}` },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'SSO_EMAIL_UNCONFIRMED',
      message: expect.stringMatching(/^An account with this email exists, but its email is not confirmed yet.*Corp ID/),
    });
  });

  it('not by an email the provider did not verify: a new account without email is made instead', async () => {
    const owner = await signUp(t.app, {}, { confirmed: false });
    expect((await confirmAddress(t.app, owner.email)).statusCode).toBe(200);
    // Only the JSON boolean true is the provider's word: not the string "true".
    for (const flag of [false, 'false', 'true', 1, undefined]) {
      const claims = { email: owner.email, preferred_username: 'mallory', email_verified: flag };
      const { username, subject } = await signInAs(claims as TestClaims);
      expect(username).not.toBe(owner.username);
      const made = await userNamed(username!);
      expect(made).toMatchObject({ email: null, passwordHash: null });
      // The same subject comes back to the new account, not to the owner of the email.
      expect((await signInAs({ ...claims } as TestClaims, { subject })).username).toBe(username);
    }
    expect((await userNamed(owner.username))?.email).toBe(owner.email);
  });

  it('a verified email a provider gives later fills an account that has none', async () => {
    const { subject, username } = await signInAs({ preferred_username: 'nina' });
    expect((await userNamed(username!))?.email).toBeNull();
    await signInAs({ preferred_username: 'nina', email: 'nina.s@corp.example', email_verified: true }, { subject });
    expect((await userNamed(username!))?.email).toBe('nina.s@corp.example');
    expect((await userNamed(username!))?.emailConfirmedAt).not.toBeNull();
  });

  it('a new account has the verified email confirmed', async () => {
    const { response } = await signInAs({
      preferred_username: 'vera',
      email: 'vera.k@corp.example',
      email_verified: true,
    });
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/user/settings',
      headers: { cookie: cookieHeader(response) },
    });
    expect(settings.json()).toMatchObject({ email: 'vera.k@corp.example', emailConfirmed: true });
  });
});

describe('the username of a new account', () => {
  it('is made of preferred_username, else the name, else the email, folded to the allowed characters', async () => {
    expect((await signInAs({ preferred_username: 'Jürgen.Müller' })).username).toBe('Jurgen_Muller');
    expect((await signInAs({ name: 'Олег Петров' })).username).toBe('Олег_Петров');
    const byEmail = await signInAs({ preferred_username: '李', email: 'li.wei@corp.example', email_verified: false });
    expect(byEmail.username).toBe('li_wei');
    expect((await signInAs({ preferred_username: '李' })).username).toMatch(/^user\d*$/);
  });

  it('gets a number when the name is taken, ignoring case and look-alike letters', async () => {
    const taken = await signUp(t.app, { username: `boris${subjects}` });
    const lower = taken.username;
    const upper = await signInAs({ preferred_username: lower.toUpperCase() });
    expect(upper.username).toBe(`${lower.toUpperCase()}2`);
    // A Cyrillic о looks like the Latin one: the name is taken by its look too (and so is the number 2).
    const lookalike = lower.replace('o', 'о');
    const third = await signInAs({ preferred_username: lookalike });
    expect(third.username).toBe(`${lookalike}3`);
  });
});

describe('an account made by single sign-on', () => {
  it('has no password: password sign-in fails as with a wrong one, and settings say why', async () => {
    const { username, response } = await signInAs({ preferred_username: 'pavel' });
    const refused = await logIn(t.app, username!, 'anything', { cookie: 'lang=en' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('BAD_CREDENTIALS');
    const change = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/settings/change-password',
      headers: { cookie: `lang=en; ${cookieHeader(response)}`, origin: testOrigin },
      payload: { password: 'anything', newPassword: 'secret1', newPasswordRe: 'secret1' },
    });
    expect(change.statusCode).toBe(400);
    expect(change.json().errors.password).toMatch(/^This account has no password/);
  });
});

describe('PASSWORD_LOGIN=off', () => {
  it('refuses password sign-in and sign-up with 403 in the user’s language', async () => {
    const signup = await ssoOnly.app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: { cookie: 'lang=ru' },
      payload: newUserFields(),
    });
    expect(signup.statusCode).toBe(403);
    expect(signup.json()).toMatchObject({
      code: 'SIGNUP_OFF',
      message: expect.stringContaining('войдите через Corp ID'),
    });
    const login = await logIn(ssoOnly.app, 'anyone', 'anything', { cookie: 'lang=en' });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({
      code: 'PASSWORD_LOGIN_OFF',
      message: 'Password sign-in is turned off on this server: sign in with Corp ID',
    });
  });

  it('lets people in by single sign-on, and the menu offers sign-in only', async () => {
    const { username, response } = await signInAs({ preferred_username: 'olga' }, { app: ssoOnly.app });
    expect(username).toBe('olga');
    expect(response.headers.location).toBe('/');
    const menu = (await ssoOnly.app.inject({ method: 'POST', url: '/api/menu' })).json();
    expect(menu.menu.auth.map((e: { path: string }) => e.path)).toEqual(['/login']);
    expect(menu.signIn).toEqual({ password: false, sso: 'Corp ID' });
  });
});

describe('sign-in options', () => {
  it('the menu tells them: passwords, and single sign-on by its name when set up', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/menu' })).json().signIn).toEqual({
      password: true,
      sso: 'Corp ID',
    });
    const plain = await createTestApp();
    try {
      const menu = (await plain.app.inject({ method: 'POST', url: '/api/menu' })).json();
      expect(menu.signIn).toEqual({ password: true, sso: null });
      expect(menu.menu.auth.map((e: { path: string }) => e.path)).toEqual(['/login', '/signup']);
      const start = await plain.app.inject({
        method: 'GET',
        url: '/api/auth/oidc/start',
        headers: { cookie: 'lang=en' },
      });
      expect(start.statusCode).toBe(404);
      expect(start.json()).toMatchObject({
        code: 'SSO_NOT_CONFIGURED',
        message: 'Single sign-on is not set up on this server',
      });
    } finally {
      await plain.close();
    }
  });

  it('start-up refuses half a single sign-on, and PASSWORD_LOGIN=off without one', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'https://id.example', OIDC_CLIENT_ID: 'listok' })).toThrow(
      /single sign-on also needs OIDC_CLIENT_SECRET/,
    );
    expect(() => loadConfig({ PASSWORD_LOGIN: 'off' })).toThrow(/PASSWORD_LOGIN=off needs single sign-on/);
    expect(() => loadConfig({ OIDC_ISSUER: 'ftp://id.example', OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b' })).toThrow(
      /OIDC_ISSUER/,
    );
    const config = loadConfig({
      OIDC_ISSUER: 'https://id.example/realms/home',
      OIDC_CLIENT_ID: 'listok',
      OIDC_CLIENT_SECRET: 's3cret',
      PASSWORD_LOGIN: 'off',
    });
    expect(config.sso).toEqual({
      issuer: 'https://id.example/realms/home',
      clientId: 'listok',
      clientSecret: 's3cret',
      name: 'SSO',
    });
    expect(config.passwordLogin).toBe(false);
  });
});
