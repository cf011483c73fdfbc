import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema.js';
import { cookieHeader, createTestApp, type TestApp, testOrigin } from '../../test/app.js';
import { logIn, newUserFields, signUp } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginFailureLimit: 3 });
});
afterAll(() => t.close());

const countUsers = async () => (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;
const menu = (cookie: string) => t.app.inject({ method: 'POST', url: '/api/menu', headers: { cookie } });

describe('POST /api/signup', () => {
  it('registers a user, answers 201 with id, username and email, and signs them in', async () => {
    const fields = newUserFields({ email: 'New.User@Example.com', username: 'Вася_Пупкин' });
    const response = await t.app.inject({ method: 'POST', url: '/api/signup', payload: fields });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ id: expect.any(Number), username: 'Вася_Пупкин', email: 'new.user@example.com' });
    const session = response.cookies.find((c) => c.name === 'listok_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session?.secure).toBeFalsy();
    expect((await menu(cookieHeader(response))).json().username).toBe('Вася_Пупкин');
    const [row] = await t.app.db.select().from(users).where(eq(users.id, body.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses an email that is taken, ignoring case, and creates nobody', async () => {
    const user = await signUp(t.app);
    const before = await countUsers();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: newUserFields({ email: user.email.toUpperCase() }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ status: 409, code: 'EMAIL_TAKEN', errors: { email: expect.any(String) } });
    expect(await countUsers()).toBe(before);
  });

  it('refuses a username that is taken, ignoring case', async () => {
    const user = await signUp(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: { cookie: 'lang=en' },
      payload: newUserFields({ username: user.username.toUpperCase() }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'USERNAME_TAKEN', message: 'This username is already taken' });
  });

  it('reports every invalid field in the caller language and creates nobody', async () => {
    const before = await countUsers();
    const payload = { email: 'a@b', username: 'x', password: '123', password_re: '1234' };
    const ru = await t.app.inject({ method: 'POST', url: '/api/signup', payload });
    expect(ru.statusCode).toBe(400);
    expect(ru.json()).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Проверьте введённые данные',
      errors: {
        email: expect.stringContaining('name@example.com'),
        username: 'От 2 до 128 символов',
        password: 'От 6 до 20 символов',
        password_re: 'От 6 до 20 символов',
      },
    });
    const en = await t.app.inject({ method: 'POST', url: '/api/signup', headers: { cookie: 'lang=en' }, payload });
    expect(en.json().errors.password).toBe('6 to 20 characters');
    expect(await countUsers()).toBe(before);
  });

  it('says the passwords do not match', async () => {
    const payload = { ...newUserFields(), password_re: 'different1' };
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: { cookie: 'lang=en' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ password_re: 'Passwords do not match' });
  });

  it.each([
    ['a too short email local part', { email: 'a@example.com' }],
    ['a too long email local part', { email: `${'a'.repeat(21)}@example.com` }],
    ['an email without a suffix', { email: 'abc@example' }],
    ['a username with a space', { username: 'two words' }],
    ['a username with markup', { username: '<script>' }],
    ['a too long username', { username: 'a'.repeat(129) }],
    ['a too long password', { password: 'p'.repeat(21) }],
  ])('refuses %s', async (_name, override) => {
    const fields = { ...newUserFields(), ...override };
    if ('password' in override) fields.password_re = override.password;
    const response = await t.app.inject({ method: 'POST', url: '/api/signup', payload: fields });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });

  it('answers 400, not 500, to wrong types and unknown shapes', async () => {
    for (const payload of [[], 'text', { email: 5, username: null, password: {}, password_re: [] }]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/signup',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('POST /api/login', () => {
  it('signs in by email and by nickname, ignoring case', async () => {
    const user = await signUp(t.app);
    for (const login of [user.email, user.username, user.username.toUpperCase(), ` ${user.email.toUpperCase()} `]) {
      const response = await logIn(t.app, login, user.password);
      expect(response.statusCode, login).toBe(200);
      expect(response.json()).toEqual({ username: user.username });
      expect((await menu(cookieHeader(response))).json().username).toBe(user.username);
    }
  });

  it('accepts JSON as well as the form encoding', async () => {
    const user = await signUp(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { _username: user.username, _password: user.password },
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers the same 401 text for a wrong password and an unknown user', async () => {
    const user = await signUp(t.app);
    const wrong = await logIn(t.app, user.username, 'wrong-password');
    const unknown = await logIn(t.app, `nobody_${user.username}`, 'wrong-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ status: 401, code: 'BAD_CREDENTIALS', message: 'Неверный логин или пароль' });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.cookies.find((c) => c.name === 'listok_session')).toBeUndefined();
  });

  it('starts a new session id at every sign-in and ends the one the browser had', async () => {
    const user = await signUp(t.app);
    const first = await logIn(t.app, user.username, user.password);
    const firstCookie = cookieHeader(first);
    const second = await logIn(t.app, user.username, user.password, { cookie: firstCookie });
    const secondCookie = cookieHeader(second);
    expect(secondCookie).not.toBe(firstCookie);
    expect((await menu(firstCookie)).json().username).toBeNull();
    expect((await menu(secondCookie)).json().username).toBe(user.username);
  });

  it('locks an account out after too many failures with 429 and Retry-After, even for the right password', async () => {
    const user = await signUp(t.app);
    for (let i = 0; i < 3; i += 1) expect((await logIn(t.app, user.email, 'wrong-password')).statusCode).toBe(401);
    const locked = await logIn(t.app, user.username, user.password, { cookie: 'lang=en' });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.json()).toMatchObject({
      code: 'TOO_MANY_LOGIN_FAILURES',
      message: expect.stringMatching(/^Too many/),
    });
  });

  it('limits unknown accounts exactly like real ones, so the limit reveals nothing', async () => {
    for (let i = 0; i < 3; i += 1) expect((await logIn(t.app, 'ghost_user', 'x')).statusCode).toBe(401);
    expect((await logIn(t.app, 'ghost_user', 'x')).statusCode).toBe(429);
  });

  it('refuses an empty form with field errors', async () => {
    const response = await logIn(t.app, '', '');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['_username', '_password']);
  });
});

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

  it('accepts the app origin, the origin the request was sent to, and no Origin at all', async () => {
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
  });
});

describe('LISTOK_BOOTSTRAP_ADMIN', () => {
  it('makes the named user an admin when they sign up, and nobody else', async () => {
    const app = await createTestApp({ bootstrapAdmin: 'first_admin' });
    try {
      const admin = await signUp(app.app, { username: 'First_Admin' });
      const other = await signUp(app.app);
      const menuOf = (cookie: string) => app.app.inject({ method: 'POST', url: '/api/menu', headers: { cookie } });
      expect((await menuOf(admin.cookie)).json().isAdmin).toBe(true);
      expect((await menuOf(other.cookie)).json().isAdmin).toBe(false);
    } finally {
      await app.close();
    }
  });
});

describe('session cookie on https', () => {
  it('is Secure when the public URL is https', async () => {
    const secureApp = await createTestApp({ publicUrl: 'https://listok.example' });
    try {
      const response = await secureApp.app.inject({ method: 'POST', url: '/api/signup', payload: newUserFields() });
      expect(response.statusCode).toBe(201);
      expect(response.cookies.find((c) => c.name === 'listok_session')?.secure).toBe(true);
      expect(response.headers['strict-transport-security']).toBeDefined();
    } finally {
      await secureApp.close();
    }
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
    expect(answers.map((a) => a.statusCode)).toEqual([200, 401, 401, 400, 201, 409, 409, 400]);
    for (const answer of answers) expect(answer.headers['server-timing']).toBeUndefined();
  });
});
