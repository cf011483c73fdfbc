import { foldName } from '@listok/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../../db/schema.js';
import { seedGoods } from '../../db/seed/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { call, createList, grantAdmin, signUp, type TestUser } from '../../test/factories.js';

let t: TestApp;
let admin: TestUser;
let user: TestUser;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp({ pageSize: 3 });
  admin = await signUp(t.app);
  await grantAdmin(t.app, admin.username);
  user = await signUp(t.app);
  categoryId = (await t.app.db.select().from(categories).where(eq(categories.code, 'dairy')))[0]!.id;
});
afterAll(() => t.close());

const count = async () => (await t.app.db.select().from(products)).length;
const suggest = (who: TestUser, text: string, lang: 'ru' | 'en' = 'ru') =>
  call(t.app, who, 'GET', `/api/item/autocomplete?name=${encodeURIComponent(text)}`, undefined, lang);

describe('admin calls refuse visitors (401) and users (403), changing nothing', () => {
  it.each([
    ['GET', '/api/item/list', undefined],
    ['POST', '/api/item/create', { nameRu: 'Тест', nameEn: 'Test', details: '', category: 1 }],
    ['PATCH', '/api/item/1/common', undefined],
    ['GET', '/api/users', undefined],
  ] as const)('%s %s', async (method, url, payload) => {
    const before = await count();
    expect((await call(t.app, null, method, url, payload)).status).toBe(401);
    const refused = await call(t.app, user, method, url, payload, 'en');
    expect(refused).toMatchObject({
      status: 403,
      body: { code: 'ADMIN_ONLY', message: 'You have no rights to view this page' },
    });
    expect(await count()).toBe(before);
  });
});

describe('GET /api/item/list', () => {
  it('pages every product with both names, category, owner and common flag, newest first', async () => {
    const { status, body, response } = await call(t.app, admin, 'GET', '/api/item/list');
    expect(status).toBe(200);
    expect(body).toHaveLength(3);
    expect(body[0]).toEqual({
      id: expect.any(Number),
      nameRu: expect.any(String),
      nameEn: expect.any(String),
      details: expect.any(String),
      category: expect.any(Number),
      username: null,
      common: true,
    });
    expect(body[0].id).toBeGreaterThan(body[1].id);
    expect(Number(response.headers['x-pagination-total-count'])).toBeGreaterThanOrEqual(300);
  });

  it('filters by contains-matches on names (ё = е) and by category', async () => {
    const ru = await call(
      t.app,
      admin,
      'GET',
      `/api/item/list?nameRu=${encodeURIComponent('молок')}&category=${categoryId}`,
    );
    expect(ru.body.length).toBeGreaterThan(0);
    expect(
      ru.body.every((p: { nameRu: string; category: number }) => /молок/i.test(p.nameRu) && p.category === categoryId),
    ).toBe(true);
    // Every good of the seed with "milk" in its English name, a page of them (3 in this app) and each one a match.
    const milks = seedGoods.filter((good) => foldName(good.nameEn).includes('milk'));
    const en = await call(t.app, admin, 'GET', '/api/item/list?nameEn=MILK');
    expect(milks.length).toBeGreaterThan(3);
    expect(Number(en.response.headers['x-pagination-total-count'])).toBe(milks.length);
    expect(en.body).toHaveLength(3);
    for (const product of en.body as { nameEn: string }[]) expect(product.nameEn).toMatch(/milk/i);
    const yo = await call(t.app, admin, 'GET', `/api/item/list?nameRu=${encodeURIComponent('черный')}`);
    expect(yo.body.map((p: { nameRu: string }) => p.nameRu)).toContain('Чай чёрный');
    expect((await call(t.app, admin, 'GET', '/api/item/list?category=x')).status).toBe(400);
  });
});

describe('GET /api/item/list?scope=: the catalogue apart from what users made for themselves', () => {
  it('answers common products, or users’ own with the lists using each, the most used first; never a plain entry', async () => {
    const anna = await signUp(t.app);
    const marker = `Квас ${anna.id}`;
    const first = await createList(t.app, anna);
    const second = await createList(t.app, anna);
    for (const list of [first, second]) {
      await call(t.app, anna, 'POST', `/api/list/${list.id}/item/user-create`, { name: marker });
    }
    await call(t.app, anna, 'POST', `/api/list/${first.id}/item/user-create`, { name: `${marker} светлый` });
    const todo = (await call(t.app, anna, 'POST', '/api/lists', { name: 'Дела', kind: 'todo' })).body;
    await call(t.app, anna, 'POST', `/api/list/${todo.id}/add-text`, { text: `${marker} тёмный купить` });
    const own = await call(t.app, admin, 'GET', `/api/item/list?scope=own&nameRu=${encodeURIComponent(marker)}`);
    expect(own.status).toBe(200);
    expect(
      own.body.map((p: { nameRu: string; lists: number; common: boolean }) => [p.nameRu, p.lists, p.common]),
    ).toEqual([
      [marker, 2, false],
      [`${marker} светлый`, 1, false],
    ]);
    const common = await call(t.app, admin, 'GET', `/api/item/list?scope=common&nameRu=${encodeURIComponent(marker)}`);
    expect(common.body).toEqual([]);
    const milk = await call(t.app, admin, 'GET', '/api/item/list?scope=common&nameEn=Milk');
    expect(milk.body.every((p: { common: boolean; lists?: number }) => p.common && p.lists === undefined)).toBe(true);
    expect((await call(t.app, admin, 'GET', '/api/item/list?scope=mine')).status).toBe(400);
  });
});

describe('POST /api/item/create', () => {
  it('creates a product owned by the admin and not common', async () => {
    const { status, body } = await call(t.app, admin, 'POST', '/api/item/create', {
      nameRu: 'Ряженка «Деревенская» 4%',
      nameEn: 'Ryazhenka "Village" 4%',
      details: 'Простоквашино',
      category: String(categoryId),
    });
    expect(status).toBe(201);
    expect(body).toEqual({
      id: expect.any(Number),
      nameRu: 'Ряженка «Деревенская» 4%',
      nameEn: 'Ryazhenka "Village" 4%',
      details: 'Простоквашино',
      category: categoryId,
      username: admin.username,
      common: false,
    });
  });

  it.each([
    ['an empty Russian name', { nameRu: '' }, 'nameRu'],
    ['a name with markup', { nameEn: '<script>' }, 'nameEn'],
    ['a name of 257 characters', { nameRu: 'я'.repeat(257) }, 'nameRu'],
    ['long details', { details: 'x'.repeat(257) }, 'details'],
    ['a missing category', { category: undefined }, 'category'],
    ['category 0', { category: 0 }, 'category'],
    ['an unknown category', { category: 999999 }, 'category'],
  ])('refuses %s and creates nothing', async (_case, change, field) => {
    const before = await count();
    const payload = { nameRu: 'Кефир', nameEn: 'Kefir', details: '', category: categoryId, ...change };
    const { status, body } = await call(t.app, admin, 'POST', '/api/item/create', payload);
    expect(status).toBe(400);
    expect(Object.keys(body.errors)).toEqual([field]);
    expect(await count()).toBe(before);
  });
});

describe('private until common', () => {
  it("a user's own product stays private until an admin makes it common", async () => {
    const author = await signUp(t.app);
    const other = await signUp(t.app);
    const list = await createList(t.app, author);
    const created = await call(t.app, author, 'POST', `/api/list/${list.id}/item/user-create`, {
      name: 'Тархун домашний',
    });
    expect((await suggest(author, 'тархун дом')).body.map((s: { name: string }) => s.name)).toEqual([
      'Тархун домашний',
    ]);
    expect((await suggest(other, 'тархун дом')).body).toEqual([]);

    const made = await call(t.app, admin, 'PATCH', `/api/item/${created.body.itemId}/common`);
    expect(made).toMatchObject({
      status: 200,
      body: { id: created.body.itemId, common: true, username: author.username },
    });
    expect((await suggest(other, 'тархун дом')).body.map((s: { name: string }) => s.name)).toEqual(['Тархун домашний']);
  });

  it('an admin-created product is found by users only once it is common', async () => {
    const created = await call(t.app, admin, 'POST', '/api/item/create', {
      nameRu: 'Сыр Маасдам',
      nameEn: 'Maasdam cheese',
      details: '',
      category: categoryId,
    });
    expect((await suggest(user, 'maasdam', 'en')).body).toEqual([]);
    await call(t.app, admin, 'PATCH', `/api/item/${created.body.id}/common`);
    expect((await suggest(user, 'maasdam', 'en')).body.map((s: { name: string }) => s.name)).toEqual([
      'Maasdam cheese',
    ]);
  });

  it('answers 404 for an unknown product', async () => {
    expect((await call(t.app, admin, 'PATCH', '/api/item/99999999/common')).status).toBe(404);
  });
});
