import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { logIn, newUserFields } from '../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const english = 'en-US,en;q=0.9';
const russian = 'ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7';

const lists = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/lists', headers });

describe('the language of a call without the lang cookie', () => {
  it('is English when Accept-Language prefers English over Russian', async () => {
    for (const header of [english, 'ru;q=0.5,en', 'de-DE,de;q=0.9,en;q=0.8']) {
      const response = await lists({ 'accept-language': header });
      expect(response.json(), header).toMatchObject({
        status: 401,
        code: 'UNAUTHORIZED',
        message: 'Sign in to continue',
      });
    }
  });

  it('is Russian when Accept-Language prefers Russian, names neither, refuses English, or is absent', async () => {
    for (const header of [russian, 'fr-FR,fr;q=0.9', 'en;q=0, ru;q=0.1', '*', '']) {
      const response = await lists(header === '' ? {} : { 'accept-language': header });
      expect(response.json().message, header).toBe('Войдите в приложение, чтобы продолжить');
    }
  });

  it('names field errors, the menu and its language in that language', async () => {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: { 'accept-language': english },
      payload: { ...newUserFields(), password_re: 'something-else' },
    });
    expect(signup.statusCode).toBe(400);
    expect(signup.json().errors).toEqual({ password_re: 'Passwords do not match' });
    const menu = await t.app.inject({ method: 'POST', url: '/api/menu', headers: { 'accept-language': english } });
    expect(menu.json()).toMatchObject({ lang: 'en', menu: { auth: [{ name: 'Sign in' }, { name: 'Sign up' }] } });
    // Nothing is chosen for the visitor: no cookie is set.
    expect(menu.cookies.find((cookie) => cookie.name === 'lang')).toBeUndefined();
  });

  it('answers errors found before routing by the same rule', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/list/%E0%A4%A/header',
      headers: { 'accept-language': english },
    });
    expect(response.json()).toEqual({ status: 400, code: 'BAD_REQUEST', message: 'Bad request' });
    const withCookie = await t.app.inject({
      method: 'GET',
      url: '/api/list/%E0%A4%A/header',
      headers: { 'accept-language': english, cookie: 'lang=ru' },
    });
    expect(withCookie.json().message).toBe('Неверный запрос');
  });

  it('is stored on an account made by the call, for its mails', async () => {
    const fields = newUserFields();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: { 'accept-language': english },
      payload: fields,
    });
    expect(response.statusCode).toBe(201);
    const [row] = await t.app.db.select({ lang: users.lang }).from(users).where(eq(users.username, fields.username));
    expect(row?.lang).toBe('en');
  });
});

describe('the lang cookie', () => {
  it('wins over Accept-Language either way', async () => {
    expect((await lists({ 'accept-language': english, cookie: 'lang=ru' })).json().message).toBe(
      'Войдите в приложение, чтобы продолжить',
    );
    expect((await lists({ 'accept-language': russian, cookie: 'lang=en' })).json().message).toBe('Sign in to continue');
    const failed = await logIn(t.app, 'nobody-here', 'wrong-pw1', { 'accept-language': russian, cookie: 'lang=en' });
    expect(failed.json()).toMatchObject({ status: 401, code: 'BAD_CREDENTIALS' });
    expect(failed.json().message).toMatch(/^Wrong/);
  });

  it('that names no language leaves the choice to Accept-Language', async () => {
    expect((await lists({ 'accept-language': english, cookie: 'lang=de' })).json().message).toBe('Sign in to continue');
    expect((await lists({ cookie: 'lang=de' })).json().message).toBe('Войдите в приложение, чтобы продолжить');
  });
});
