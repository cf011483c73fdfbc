import { apiTokenCreationsPerHour, apiTokensMax } from '@listok/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokens } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addItem, call, createList, listWithMember, productId, signUp, type TestUser } from '../../test/factories.js';
import { recoverPassword } from '../../test/outbox.js';
import { createToken } from './tokens.repo.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ tokenRequestsPerMinute: 30 });
});
afterAll(() => t.close());

async function makeToken(user: TestUser, body: Record<string, unknown> = {}) {
  const answer = await call(t.app, user, 'POST', '/api/user/tokens', {
    name: 'Siri',
    scope: 'write',
    lists: null,
    ...body,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as { id: number; token: string; lists: number[] | null };
}

/** A call with the token and nothing else (no cookie), as a program makes it. */
async function bearer(
  token: string,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const response = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, ...headers },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.body ? response.json() : undefined };
}

describe('API tokens', () => {
  it('are shown once, kept only as a hash, listed without the token, and revoked for good', async () => {
    const anna = await signUp(t.app);
    const made = await makeToken(anna, { name: '  Кухня  ', scope: 'read' });
    expect(made).toMatchObject({ name: 'Кухня', scope: 'read', lists: null, lastUsedAt: null });
    expect(made.token).toMatch(/^lstk_[\w-]{43}$/);
    const rows = await t.app.db.select().from(apiTokens).where(eq(apiTokens.userId, anna.id));
    expect(JSON.stringify(rows)).not.toContain(made.token);
    expect(JSON.stringify(rows)).not.toContain(made.token.slice(5));

    expect((await bearer(made.token, 'GET', '/api/lists')).status).toBe(200);
    const listed = (await call(t.app, anna, 'GET', '/api/user/tokens')).body;
    expect(listed).toEqual([expect.objectContaining({ id: made.id, name: 'Кухня', lastUsedAt: expect.any(String) })]);
    expect(listed[0]).not.toHaveProperty('token');

    expect((await call(t.app, anna, 'DELETE', `/api/user/tokens/${made.id}`)).status).toBe(204);
    expect((await bearer(made.token, 'GET', '/api/lists')).status).toBe(401);
    expect((await bearer('lstk_unknown', 'GET', '/api/units')).status).toBe(401);
    // Another user's token cannot be revoked by id.
    const boris = await signUp(t.app);
    const his = await makeToken(boris);
    expect((await call(t.app, anna, 'DELETE', `/api/user/tokens/${his.id}`)).status).toBe(404);
    expect((await bearer(his.token, 'GET', '/api/lists')).status).toBe(200);
  });

  it('a read token reads; a write token adds, with no Origin check and whatever cookie comes with it', async () => {
    const anna = await signUp(t.app);
    const list = await createList(t.app, anna, 'Дом');
    const reader = await makeToken(anna, { scope: 'read' });
    const writer = await makeToken(anna, { scope: 'write' });
    const milk = { item: await productId(t.app, 'Milk') };
    expect((await bearer(reader.token, 'GET', `/api/list/${list.id}`)).status).toBe(200);
    expect(await bearer(reader.token, 'POST', `/api/list/${list.id}/add`, milk)).toMatchObject({
      status: 403,
      body: { code: 'TOKEN_READ_ONLY', message: 'Токен только для чтения: изменения по нему недоступны' },
    });
    const foreign = { origin: 'https://evil.example', cookie: 'listok_session=whatever' };
    const added = await bearer(writer.token, 'POST', `/api/list/${list.id}/add`, milk, foreign);
    expect(added.status).toBe(201);
    expect((await call(t.app, anna, 'GET', `/api/list/${list.id}`)).body).toHaveLength(1);
    // The token's user, never the cookie's: Boris's session next to Anna's token is Anna.
    const boris = await signUp(t.app);
    const mixed = await bearer(writer.token, 'GET', '/api/lists', undefined, { cookie: boris.cookie });
    expect(mixed.body.map((l: { id: number }) => l.id)).toContain(list.id);
  });

  it('a token limited to lists reaches only them: others are 403, and GET /api/lists shows only them', async () => {
    const anna = await signUp(t.app);
    const home = await createList(t.app, anna, 'Дом');
    const dacha = await createList(t.app, anna, 'Дача');
    const item = await addItem(t.app, anna, dacha.id, 'Bread');
    const token = (await makeToken(anna, { lists: [home.id] })).token;
    expect((await bearer(token, 'GET', '/api/lists')).body.map((l: { id: number }) => l.id)).toEqual([home.id]);
    expect(
      (await bearer(token, 'POST', `/api/list/${home.id}/add`, { item: await productId(t.app, 'Milk') })).status,
    ).toBe(201);
    expect(await bearer(token, 'GET', `/api/list/${dacha.id}`)).toMatchObject({
      status: 403,
      body: { code: 'TOKEN_OTHER_LIST' },
    });
    expect((await bearer(token, 'PATCH', `/api/list-item/mark/${item.id}`)).status).toBe(403);
    expect((await bearer(token, 'POST', '/api/lists', { name: 'Новый' })).status).toBe(403);
    expect((await call(t.app, anna, 'GET', `/api/list/${dacha.id}`)).body[0].completed).toBe(false);
  });

  it('account calls refuse tokens: settings, password, tokens, contacts, admin', async () => {
    const anna = await signUp(t.app);
    const token = (await makeToken(anna)).token;
    for (const [method, url] of [
      ['GET', '/api/user/settings'],
      ['GET', '/api/user/tokens'],
      ['POST', '/api/user/tokens'],
      ['GET', '/api/user/contact/list'],
      ['POST', '/api/menu'],
      ['GET', '/api/admin/users'],
    ] as const) {
      const answer = await bearer(
        token,
        method,
        url,
        method === 'POST' ? { name: 'x', scope: 'read', lists: null } : undefined,
      );
      expect(answer, url).toMatchObject({ status: 403, body: { code: 'TOKEN_NOT_ALLOWED' } });
    }
    expect((await call(t.app, anna, 'GET', '/api/user/tokens')).body).toHaveLength(1);
  });

  it('refuses bad bodies, lists the user cannot reach, and more than the most a user keeps', async () => {
    const anna = await signUp(t.app);
    const boris = await signUp(t.app);
    const his = await createList(t.app, boris, 'Его');
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ name: '', scope: 'read', lists: null }, { name: 'Обязательное поле' }],
      [{ name: 'x'.repeat(65), scope: 'read', lists: null }, { name: 'Название токена — до 64 символов' }],
      [
        { name: 'x', scope: 'admin', lists: null },
        { scope: 'Права токена: read (только чтение) или write (чтение и изменения)' },
      ],
      [{ name: 'x', scope: 'read', lists: [] }, { lists: 'Списки токена: null (все) или от 1 до 100 ваших списков' }],
      [
        { name: 'x', scope: 'read', lists: [his.id] },
        { lists: 'Списки токена: null (все) или от 1 до 100 ваших списков' },
      ],
      // Ids past the int4 column, which reached the database (500) before.
      ...[2147483648, 1e15, 0, -1, 1.5].map((id): [Record<string, unknown>, Record<string, string>] => [
        { name: 'x', scope: 'read', lists: [id] },
        { 'lists.0': 'Списки токена: null (все) или от 1 до 100 ваших списков' },
      ]),
    ];
    for (const [body, errors] of cases) {
      const answer = await call(t.app, anna, 'POST', '/api/user/tokens', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.errors).toEqual(errors);
    }
    expect((await call(t.app, anna, 'GET', '/api/user/tokens')).body).toEqual([]);
    // Made in the database: the API makes at most apiTokenCreationsPerHour an hour.
    for (let i = 0; i < apiTokensMax; i += 1)
      await createToken(t.app.db, anna.id, { name: `T${i}`, scope: 'read', lists: null });
    expect(
      await call(t.app, anna, 'POST', '/api/user/tokens', { name: 'one more', scope: 'read', lists: null }),
    ).toMatchObject({
      status: 409,
      body: { code: 'TOKEN_QUOTA' },
    });
  });

  it('are limited per token (429), and password recovery revokes them all', async () => {
    const anna = await signUp(t.app);
    const token = (await makeToken(anna)).token;
    const other = (await makeToken(anna, { name: 'Home Assistant' })).token;
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await bearer(token, 'GET', '/api/units')).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await bearer(other, 'GET', '/api/units')).status).toBe(200);

    expect(await recoverPassword(t.app, anna.email, 'another1')).toBe(200);
    expect((await bearer(other, 'GET', '/api/units')).status).toBe(401);
  });

  it('a read token cannot join a list by its link (a GET that changes membership); a write token can', async () => {
    const { owner, list } = await listWithMember(t.app);
    const anna = await signUp(t.app);
    const reader = (await makeToken(anna, { scope: 'read' })).token;
    const joining = `/api/list/${list.id}/join?ac=${list.access}`;
    expect(await bearer(reader, 'GET', joining)).toMatchObject({ status: 403, body: { code: 'TOKEN_READ_ONLY' } });
    const members = async () => (await call(t.app, owner, 'GET', `/api/list/${list.id}/header`)).body.members.length;
    expect(await members()).toBe(2);
    const writer = (await makeToken(anna, { scope: 'write' })).token;
    expect((await bearer(writer, 'GET', joining)).status).toBe(200);
    expect(await members()).toBe(3);
  });

  it(`are made at most ${apiTokenCreationsPerHour} an hour per user (429), whatever the quota left`, async () => {
    const anna = await signUp(t.app);
    for (let i = 0; i < apiTokenCreationsPerHour; i += 1) {
      await makeToken(anna, { name: `T${i}` });
      await call(
        t.app,
        anna,
        'DELETE',
        `/api/user/tokens/${(await call(t.app, anna, 'GET', '/api/user/tokens')).body[0].id}`,
      );
    }
    const refused = await call(t.app, anna, 'POST', '/api/user/tokens', {
      name: 'one more',
      scope: 'read',
      lists: null,
    });
    expect(refused).toMatchObject({ status: 429, body: { code: 'TOO_MANY_REQUESTS' } });
    expect((await call(t.app, anna, 'GET', '/api/user/tokens')).body).toEqual([]);
    // Another user makes theirs.
    await makeToken(await signUp(t.app));
  });

  it('a token limited to lists builds suggestions and the search order from those lists’ purchases alone', async () => {
    const anna = await signUp(t.app);
    const home = await createList(t.app, anna, 'Дом');
    const shop = await createList(t.app, anna, 'Магазин');
    const dacha = await createList(t.app, anna, 'Дача');
    const buy = async (listId: number, name: string) => {
      const item = await addItem(t.app, anna, listId, name);
      expect((await call(t.app, anna, 'PATCH', `/api/list-item/mark/${item.id}`)).status).toBe(200);
      return item.itemId;
    };
    const gum = await buy(shop.id, 'Chewing gum');
    const legs = await buy(dacha.id, 'Chicken legs');
    const token = (await makeToken(anna, { scope: 'read', lists: [home.id, shop.id] })).token;
    const names = (answer: { body: { name_en: string }[] }) => answer.body.map((s) => s.name_en).sort();

    const suggestions = `/api/list/${home.id}/suggestions`;
    expect(names(await call(t.app, anna, 'GET', suggestions))).toEqual(['Chewing gum', 'Chicken legs']);
    expect(names(await bearer(token, 'GET', suggestions))).toEqual(['Chewing gum']);

    const ids = (answer: { body: { id: number }[] }) => answer.body.map((s) => s.id);
    const search = '/api/item/autocomplete?name=ch';
    const bySession = ids(await call(t.app, anna, 'GET', search, undefined, 'en'));
    expect(bySession.slice(0, 2).sort()).toEqual([gum, legs].sort());
    // Through the token: gum first (bought on its list), the rest as for someone who bought nothing (Anna's purchases
    // still count among everyone's).
    const fresh = ids(await call(t.app, await signUp(t.app), 'GET', search, undefined, 'en'));
    const byToken = ids(await bearer(token, 'GET', search, undefined, english));
    expect(byToken).toEqual([gum, ...fresh.filter((id) => id !== gum)]);
  });
});

const english = { 'accept-language': 'en' };
