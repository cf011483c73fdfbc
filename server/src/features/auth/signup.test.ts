import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { usePasswordCost } from '../../lib/passwords.js';
import { cookieHeader, createTestApp, type TestApp } from '../../test/app.js';
import { logIn, newUserFields, signUp } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginFailureLimit: 3 });
});
afterAll(() => t.close());

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

  it('hashes at argon2id m = 19 MiB, t = 2, p = 1 (the tests at less), and a password of either cost signs in', async () => {
    const atTestCost = await signUp(t.app);
    usePasswordCost('app');
    try {
      const fields = newUserFields();
      const response = await t.app.inject({ method: 'POST', url: '/api/signup', payload: fields });
      expect(response.statusCode).toBe(201);
      const [row] = await t.app.db.select().from(users).where(eq(users.id, response.json().id));
      expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect((await logIn(t.app, fields.username, fields.password)).statusCode).toBe(200);
      expect((await logIn(t.app, atTestCost.username, atTestCost.password)).statusCode).toBe(200);
      expect((await logIn(t.app, fields.username, 'not-the-password')).statusCode).toBe(401);
    } finally {
      usePasswordCost('tests');
    }
  });

  it('answers an email that is taken as a new one: an account without it, the owner’s left as it was', async () => {
    const user = await signUp(t.app);
    const before = await countUsers();
    const fields = newUserFields({ email: user.email.toUpperCase() });
    const response = await t.app.inject({ method: 'POST', url: '/api/signup', payload: fields });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(Number), username: fields.username, email: user.email });
    expect(await countUsers()).toBe(before + 1);
    // Until its mailbox confirms it, an address is no account's (features/settings/address-confirmation.test.ts).
    const [made] = await t.app.db.select().from(users).where(eq(users.id, response.json().id));
    expect(made).toMatchObject({ email: null, emailConfirmedAt: null });
    const [owner] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(owner?.email).toBe(user.email);
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
