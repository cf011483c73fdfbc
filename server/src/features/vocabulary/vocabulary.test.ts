import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { call, createList, grantAdmin, productId, signUp, type TestUser } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ pageSize: 2 });
});
afterAll(() => t.close());

async function ownProduct(user: TestUser, name: string) {
  const list = await createList(t.app, user, `for ${name}`);
  const { body } = await call(t.app, user, 'POST', `/api/list/${list.id}/item/user-create`, { name, details: 'своё' });
  return body.itemId as number;
}
const productRow = async (id: number) => (await t.app.db.select().from(products).where(eq(products.id, id)))[0]!;

describe('GET /api/item/user-list', () => {
  it("shows only the user's own products, filtered and paged", async () => {
    const user = await signUp(t.app);
    const other = await signUp(t.app);
    for (const name of ['Квас домашний', 'Ёжевика лесная', 'Квас хлебный бабушкин']) await ownProduct(user, name);
    await ownProduct(other, 'Квас чужой');
    const first = await call(t.app, user, 'GET', '/api/item/user-list');
    expect(first.status).toBe(200);
    expect(first.body.map((p: { name: string }) => p.name)).toEqual(['Ёжевика лесная', 'Квас домашний']);
    expect(first.body[0]).toEqual({
      id: expect.any(Number),
      name: 'Ёжевика лесная',
      details: 'своё',
      category: null,
      icon: 'blueberries',
      iconChosen: false,
    });
    expect(first.response.headers['x-pagination-pages-count']).toBe('2');
    const filtered = await call(t.app, user, 'GET', `/api/item/user-list?name=${encodeURIComponent('КВАС')}`);
    expect(filtered.body.map((p: { name: string }) => p.name)).toEqual(['Квас домашний', 'Квас хлебный бабушкин']);
    const yo = await call(t.app, user, 'GET', `/api/item/user-list?name=${encodeURIComponent('ежевика')}`);
    expect(yo.body).toHaveLength(1);
    expect((await call(t.app, null, 'GET', '/api/item/user-list')).status).toBe(401);
  });
});

describe('POST /api/item/{id}/edit', () => {
  it('the owner renames a product in the current language', async () => {
    const user = await signUp(t.app);
    const id = await ownProduct(user, 'Сырки от тёти Вали');
    const ru = await call(t.app, user, 'POST', `/api/item/${id}/edit`, { name: 'Сырки творожные' });
    expect(ru.status).toBe(200);
    expect(ru.body).toEqual({
      id,
      nameRu: 'Сырки творожные',
      nameEn: 'Сырки от тёти Вали',
      details: 'своё',
      category: null,
      username: user.username,
      common: false,
    });
    const en = await call(t.app, user, 'POST', `/api/item/${id}/edit`, { name: 'Curd snacks' }, 'en');
    expect(en.body).toMatchObject({ nameRu: 'Сырки творожные', nameEn: 'Curd snacks' });
  });

  it('the owner gives a product a department: the vocabulary and every list with it show it at once', async () => {
    const user = await signUp(t.app);
    const list = await createList(t.app, user, 'Дача');
    const created = await call(t.app, user, 'POST', `/api/list/${list.id}/item/user-create`, { name: 'Квас бабушкин' });
    const id = created.body.itemId as number;
    expect((await call(t.app, user, 'GET', `/api/list/${list.id}`)).body[0].category).toBeNull();
    const [drinks] = await t.app.db.select().from(categories).where(eq(categories.code, 'drinks'));
    expect((await call(t.app, user, 'POST', `/api/item/${id}/edit`, { category: drinks!.id })).status).toBe(200);
    const vocabulary = await call(t.app, user, 'GET', '/api/item/user-list?name=Квас');
    expect(vocabulary.body[0]).toMatchObject({ id, category: drinks!.id });
    expect((await call(t.app, user, 'GET', `/api/list/${list.id}`)).body[0].category).toBe(drinks!.id);
    expect((await call(t.app, user, 'POST', `/api/item/${id}/edit`, { category: null })).status).toBe(200);
    expect((await call(t.app, user, 'GET', `/api/list/${list.id}`)).body[0].category).toBeNull();
  });

  it('an admin may edit any product, with a category', async () => {
    const admin = await signUp(t.app);
    await grantAdmin(t.app, admin.username);
    const user = await signUp(t.app);
    const id = await ownProduct(user, 'Пряники мятные');
    const [category] = await t.app.db.select().from(categories).where(eq(categories.code, 'sweets'));
    const { status, body } = await call(t.app, admin, 'POST', `/api/item/${id}/edit`, {
      category: category!.id,
      details: 'Тульские',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ category: category!.id, details: 'Тульские', username: user.username });
  });

  it('once common, a product belongs to the catalogue: its former owner can no longer edit it, an admin can', async () => {
    const admin = await signUp(t.app);
    await grantAdmin(t.app, admin.username);
    const author = await signUp(t.app);
    const id = await ownProduct(author, 'Морс бабушкин');
    expect((await call(t.app, admin, 'PATCH', `/api/item/${id}/common`)).status).toBe(200);
    for (const body of [{ name: 'Морс мой' }, { nameEn: 'Mine' }, { details: 'мой' }, { category: null }]) {
      const refused = await call(t.app, author, 'POST', `/api/item/${id}/edit`, body, 'en');
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        code: 'PRODUCT_COMMON',
        message: 'This product is in the shared catalogue now: only an administrator can change it',
      });
    }
    expect(await productRow(id)).toMatchObject({ nameRu: 'Морс бабушкин', details: 'своё', common: true });
    expect((await call(t.app, admin, 'POST', `/api/item/${id}/edit`, { nameEn: 'Cranberry drink' })).status).toBe(200);
    expect((await productRow(id)).nameEn).toBe('Cranberry drink');
  });

  it('every name field follows the one rule for product names: markup is refused on each', async () => {
    const user = await signUp(t.app);
    const id = await ownProduct(user, 'Сок яблочный');
    for (const body of [{ name: '<b>Сок</b>' }, { nameRu: '<b>Сок</b>' }, { nameEn: '<img src=x>' }]) {
      const refused = await call(t.app, user, 'POST', `/api/item/${id}/edit`, body, 'en');
      expect(refused.status).toBe(400);
      expect(Object.values(refused.body.errors)).toEqual([
        'Only letters, digits, spaces and . , : ; ! ? ( ) " « » % & + - / №',
      ]);
    }
    const list = await createList(t.app, user, 'Разметка');
    const created = await call(t.app, user, 'POST', `/api/list/${list.id}/item/user-create`, {
      name: '<script>x</script>Сыр',
    });
    expect(created.status).toBe(400);
    expect((await productRow(id)).nameRu).toBe('Сок яблочный');
    expect((await call(t.app, user, 'GET', `/api/list/${list.id}`)).body).toEqual([]);
  });

  it("refuses another user's private product (404), a common one (403), bad input (400), visitors (401)", async () => {
    const user = await signUp(t.app);
    const other = await signUp(t.app);
    const id = await ownProduct(other, 'Чужой продукт');
    const milk = await productId(t.app, 'Milk');
    expect((await call(t.app, user, 'POST', `/api/item/${id}/edit`, { name: 'Моё' })).status).toBe(404);
    expect((await call(t.app, user, 'POST', `/api/item/${milk}/edit`, { name: 'Молочко' })).status).toBe(403);
    expect((await call(t.app, other, 'POST', `/api/item/${id}/edit`, {})).status).toBe(400);
    expect((await call(t.app, other, 'POST', `/api/item/${id}/edit`, { name: '' })).status).toBe(400);
    expect((await call(t.app, other, 'POST', `/api/item/${id}/edit`, { category: 999999 })).status).toBe(400);
    expect((await call(t.app, null, 'POST', `/api/item/${id}/edit`, { name: 'x' })).status).toBe(401);
    expect((await call(t.app, other, 'POST', '/api/item/99999999/edit', { name: 'x' })).status).toBe(404);
    expect((await productRow(id)).nameRu).toBe('Чужой продукт');
    expect((await productRow(milk)).nameRu).toBe('Молоко');
  });
});

describe('the picture of an own product (issue 51)', () => {
  it('is the one its words give until its owner chooses another; null gives it back; the lists show it', async () => {
    const user = await signUp(t.app);
    const list = await createList(t.app, user, 'Пикник');
    const added = await call(t.app, user, 'POST', `/api/list/${list.id}/item/user-create`, { name: 'Штуковина' });
    const id = added.body.itemId as number;
    expect(added.body.icon).toBe('shopping-cart');
    const chosen = await call(t.app, user, 'POST', `/api/item/${id}/edit`, { icon: 'balloon' });
    expect(chosen.status).toBe(200);
    expect((await productRow(id)).icon).toBe('balloon');
    const [entry] = (await call(t.app, user, 'GET', '/api/item/user-list')).body;
    expect(entry).toMatchObject({ icon: 'balloon', iconChosen: true });
    // The list's answers are renewed: its item shows the picture chosen.
    expect((await call(t.app, user, 'GET', `/api/list/${list.id}`)).body[0]).toMatchObject({ icon: 'balloon' });
    await call(t.app, user, 'POST', `/api/item/${id}/edit`, { icon: null });
    expect((await call(t.app, user, 'GET', `/api/list/${list.id}`)).body[0]).toMatchObject({ icon: 'shopping-cart' });
  });

  it.each([
    ['a name not in the set', 'unicorn-face'],
    ['a name that is no text', 5],
    ['a path', '../sprite'],
  ])('refuses %s, in the user’s language, and changes nothing', async (_case, icon) => {
    const user = await signUp(t.app);
    const id = await ownProduct(user, 'Штука');
    const refused = await call(t.app, user, 'POST', `/api/item/${id}/edit`, { icon }, 'ru');
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ icon: 'Такой картинки нет' });
    expect((await productRow(id)).icon).toBeNull();
  });

  it('is chosen by the owner only', async () => {
    const [owner, stranger] = [await signUp(t.app), await signUp(t.app)];
    const id = await ownProduct(owner, 'Моя штука');
    const refused = await call(t.app, stranger, 'POST', `/api/item/${id}/edit`, { icon: 'balloon' });
    expect(refused.status).toBe(404);
    expect((await productRow(id)).icon).toBeNull();
  });
});
