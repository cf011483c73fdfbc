import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures, sessions, users } from '../../db/schema.js';
import { cookieHeader, createTestApp, otherProcess, type TestApp, testOrigin } from '../../test/app.js';
import { logIn, newUserFields, signUp } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginFailureLimit: 3 });
});
afterAll(() => t.close());

/** Signs in from the given client address. */
const logInFrom = (address: string, login: string, password: string, app = t.app) =>
  app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: address,
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: 'lang=en' },
    payload: new URLSearchParams({ _username: login, _password: password }).toString(),
  });

/** Moves every recorded failure `seconds` into the past, as if that time had passed. */
const ageFailures = (seconds: number) =>
  t.app.db
    .update(loginFailures)
    .set({ createdAt: sql`${loginFailures.createdAt} - make_interval(secs => ${seconds})` });

/**
 * Guesses `login`'s password from ten addresses `<prefix>.x.y` (three each, the pair limit), then from new ones, with
 * the delays passing in between; answers as `status` or `429 <Retry-After>`.
 */
async function guessFromManyAddresses(login: string, prefix: string) {
  const answers: string[] = [];
  const guess = async (address: string) => {
    const answer = await logInFrom(address, login, 'wrong');
    answers.push(answer.statusCode === 429 ? `429 ${answer.headers['retry-after']}` : String(answer.statusCode));
    expect([401, 429]).toContain(answer.statusCode);
    if (answer.statusCode === 429) expect(answer.json().message).toMatch(/^Too many failed sign-in attempts/);
  };
  for (let a = 0; a < 10; a += 1) for (let i = 0; i < 3; i += 1) await guess(`${prefix}.0.${a}`);
  await guess(`${prefix}.1.1`);
  await guess(`${prefix}.1.2`);
  await ageFailures(1.5);
  await guess(`${prefix}.1.3`);
  await guess(`${prefix}.1.4`);
  await ageFailures(2.5);
  await guess(`${prefix}.1.5`);
  await guess(`${prefix}.1.6`);
  return answers;
}

/** A fresh run of Latin letters, so that names built from it meet no digit look-alikes. */
const letterTag = () =>
  [...newUserFields().username.slice(5)].map((c) => String.fromCharCode(97 + (c.charCodeAt(0) % 26))).join('');
const signUpAs = (username: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/signup',
    headers: { cookie: 'lang=en' },
    payload: newUserFields({ username }),
  });

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

  it('refuses a username that looks like a taken one (UTS #39 skeleton), as taken, and creates nobody', async () => {
    const tag = letterTag();
    await signUp(t.app, { username: `alice_${tag}` });
    const before = await countUsers();
    for (const username of [`\u0430lice_${tag}`, `ALICE_${tag}`, `\u0410LICE_${tag}`, `a1ice_${tag}`]) {
      const response = await signUpAs(username);
      expect(response.statusCode, username).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'USERNAME_TAKEN',
        message: 'This username is already taken',
        errors: { username: 'This username is already taken' },
      });
    }
    expect(await countUsers()).toBe(before);
    // The digit 1 looks like l, not like i.
    expect((await signUpAs(`al1ce_${tag}`)).statusCode).toBe(201);
  });

  it('tells Cyrillic names from Latin ones as the skeleton does', async () => {
    const tag = letterTag();
    const anna = await signUp(t.app, { username: `анна_${tag}` });
    // Cyrillic н looks like a small capital H, not like n: "anna" is free.
    expect((await signUpAs(`anna_${tag}`)).statusCode).toBe(201);
    expect((await signUpAs(`АННА_${tag}`)).statusCode).toBe(409); // the same name in other case
    expect((await signUpAs(`рор_${tag}`)).statusCode).toBe(201);
    expect((await signUpAs(`POP_${tag}`)).statusCode).toBe(409); // Cyrillic р and о are Latin p and o
    const [row] = await t.app.db.select().from(users).where(eq(users.id, anna.id));
    expect(row?.usernameSkeleton).toBe(`aʜʜa_${tag}`);
  });

  it('lets only one of two look-alike names signed up at the same moment in', async () => {
    const tag = letterTag();
    const answers = await Promise.all([`bob_${tag}`, `b\u043Eb_${tag}`].map((username) => signUpAs(username)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().code).toBe('USERNAME_TAKEN');
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

  it('counts failures per account and address: failures from one address do not lock the owner out elsewhere', async () => {
    const user = await signUp(t.app);
    for (let i = 0; i < 3; i += 1) expect((await logInFrom('10.0.0.1', user.username, 'wrong')).statusCode).toBe(401);
    const locked = await logInFrom('10.0.0.1', user.username, user.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('TOO_MANY_LOGIN_FAILURES');
    expect((await logInFrom('10.0.0.2', user.username, user.password)).statusCode).toBe(200);
    // The owner's success elsewhere does not lift the lock of the guessing address.
    expect((await logInFrom('10.0.0.1', user.username, user.password)).statusCode).toBe(429);
  });

  it('shares the counters between server processes', async () => {
    const user = await signUp(t.app);
    const second = await otherProcess(t, { loginFailureLimit: 3 });
    try {
      for (let i = 0; i < 3; i += 1) {
        const app = i % 2 ? second : t.app;
        expect((await logInFrom('10.0.1.1', user.username, 'wrong', app)).statusCode).toBe(401);
      }
      expect((await logInFrom('10.0.1.1', user.username, user.password, second)).statusCode).toBe(429);
      expect((await logInFrom('10.0.1.1', user.username, user.password, t.app)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });

  it("beyond the ceiling per account, answers new addresses after a growing delay; the owner's address gets in", async () => {
    const user = await signUp(t.app);
    expect((await logInFrom('10.1.0.1', user.email, user.password)).statusCode).toBe(200);
    const answers = await guessFromManyAddresses(user.username, '10.2');
    expect(answers).toEqual([...Array(30).fill('401'), '429 1', '429 1', '401', '429 2', '401', '429 4']);
    // The right password from an address the account was not signed in from lately waits like a guess: the trade-off.
    expect((await logInFrom('10.3.9.9', user.username, user.password)).statusCode).toBe(429);
    const owner = await logInFrom('10.1.0.1', user.username, user.password);
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toEqual({ username: user.username });
  });

  it('answers guesses on an unknown account exactly as on a real one', async () => {
    const user = await signUp(t.app);
    const real = await guessFromManyAddresses(user.username, '10.4');
    const ghost = await guessFromManyAddresses(`ghost_${user.username}`, '10.5');
    expect(ghost).toEqual(real);
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
