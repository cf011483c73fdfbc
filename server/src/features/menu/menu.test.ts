import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { createTestApp, type TestApp, testOrigin } from '../../test/app.js';
import { grantAdmin, signUp } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const menu = (cookie = '') => t.app.inject({ method: 'POST', url: '/api/menu', headers: { cookie } });
const paths = (entries: { path: string }[]) => entries.map((e) => e.path);

describe('POST /api/menu', () => {
  it('gives a visitor sign-in and sign-up entries, in Russian by default', async () => {
    const body = (await menu()).json();
    expect(body).toMatchObject({ username: null, lang: 'ru', isAdmin: false, timeZone: null });
    expect(body.menu.auth).toEqual([
      { name: 'Войти', path: '/login' },
      { name: 'Регистрация', path: '/signup' },
    ]);
    expect(body.menu.lang).toEqual([
      { name: 'Русский', path: '/api/lang/ru' },
      { name: 'English', path: '/api/lang/en' },
    ]);
    expect(paths(body.menu.main)).not.toContain('/lists');
  });

  it('gives a user their screens and a logout entry, without admin screens', async () => {
    const user = await signUp(t.app);
    const body = (await menu(`${user.cookie}; lang=en`)).json();
    expect(body).toMatchObject({ username: user.username, lang: 'en', isAdmin: false, timeZone: 'Europe/Moscow' });
    expect(paths(body.menu.main)).toEqual([
      '/lists',
      '/recipes',
      '/spending',
      '/contacts',
      '/vocabulary',
      '/settings',
      '/help',
    ]);
    expect(body.menu.main[0].name).toBe('Lists');
    expect(body.menu.auth).toEqual([{ name: 'Sign out', path: '/logout' }]);
  });

  it('adds the products and users screens for an admin', async () => {
    const admin = await signUp(t.app);
    await grantAdmin(t.app, admin.email);
    const body = (await menu(admin.cookie)).json();
    expect(body.isAdmin).toBe(true);
    expect(paths(body.menu.main)).toEqual(expect.arrayContaining(['/products', '/users']));
  });
});

describe('GET /api/lang/{code}', () => {
  it('sets the lang cookie, answers the language, and the menu follows it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/lang/en' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ lang: 'en' });
    const cookie = response.cookies.find((c) => c.name === 'lang');
    expect(cookie).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax' });
    const body = (await menu('lang=en')).json();
    expect(body.lang).toBe('en');
    expect(body.menu.auth[0].name).toBe('Sign in');
  });

  it('remembers the language of a signed-in user for mails', async () => {
    const user = await signUp(t.app);
    await t.app.inject({ method: 'GET', url: '/api/lang/en', headers: { cookie: user.cookie } });
    const [row] = await t.app.db.select({ lang: users.lang }).from(users).where(eq(users.id, user.id));
    expect(row?.lang).toBe('en');
  });

  it('does not change the language when another site asks for it', async () => {
    const user = await signUp(t.app);
    const langOf = async () =>
      (await t.app.db.select({ lang: users.lang }).from(users).where(eq(users.id, user.id)))[0]?.lang;
    const before = await langOf();
    const foreign = [
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/page' },
    ];
    for (const headers of foreign) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/lang/en',
        headers: { cookie: `${user.cookie}; lang=ru`, ...headers },
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json().code).toBe('FOREIGN_ORIGIN');
      expect(response.cookies.find((c) => c.name === 'lang')).toBeUndefined();
    }
    expect(await langOf()).toBe(before);

    const own = [{ 'sec-fetch-site': 'same-origin' }, { referer: `${testOrigin}/` }, { 'sec-fetch-site': 'none' }];
    for (const headers of own) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/lang/en',
        headers: { cookie: user.cookie, ...headers },
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
    }
    expect(await langOf()).toBe('en');
  });

  it('refuses an unknown language with 400 and sets no cookie', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/lang/de', headers: { cookie: 'lang=en' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { code: 'Supported languages: ru, en' },
    });
    expect(response.cookies.find((c) => c.name === 'lang')).toBeUndefined();
  });

  it('ignores a bad lang cookie and falls back to Russian', async () => {
    expect((await menu('lang=xx')).json().lang).toBe('ru');
  });
});
