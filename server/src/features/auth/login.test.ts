import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures } from '../../db/schema.js';
import { cookieHeader, createTestApp, otherProcess, type TestApp } from '../../test/app.js';
import { logIn, signUp } from '../../test/factories.js';

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

const menu = (cookie: string) => t.app.inject({ method: 'POST', url: '/api/menu', headers: { cookie } });

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
