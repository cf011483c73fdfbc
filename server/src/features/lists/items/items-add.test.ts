import { anyGoodIcon, goodsIcons, iconOfGood, itemExistsMessage, type ListItem } from '@listok/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, listItems, products, units } from '../../../db/schema.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { addItem, call, listWithMember, productId } from '../../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowsOf = (listId: number) => t.app.db.select().from(listItems).where(eq(listItems.listId, listId));
const unitId = async (code: string) => (await t.app.db.select().from(units).where(eq(units.code, code)))[0]!.id;

describe('POST /api/list/{id}/add', () => {
  it('a member adds a product: 201 with the item, named in the caller language', async () => {
    const { member, list } = await listWithMember(t.app);
    const milk = await productId(t.app, 'Milk');
    const { status, body } = await call(t.app, member, 'POST', `/api/list/${list.id}/add`, { item: milk }, 'en');
    expect(status).toBe(201);
    expect(body).toEqual({
      id: expect.any(Number),
      itemId: milk,
      num: 1,
      name: 'Milk',
      name_ru: 'Молоко',
      name_en: 'Milk',
      details: '',
      unit: await unitId('l'),
      unit_ru: 'л',
      unit_en: 'l',
      amount: 1,
      link: null,
      note: '',
      completed: false,
      added_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      completed_by: null,
      completed_at: null,
      category: expect.any(Number),
      icon: 'glass-of-milk',
      kind: 'shopping',
      stores: [],
      recipes: [],
      price: null,
      lastPrice: null,
    });
    const second = await call(t.app, member, 'POST', `/api/list/${list.id}/add`, {
      item: await productId(t.app, 'Bananas'),
    });
    expect(second.body).toMatchObject({ num: 2, name: 'Бананы' });
  });

  it('refuses a product already on the list with 409 naming it in capitals, in the caller language', async () => {
    const { owner, list } = await listWithMember(t.app);
    await addItem(t.app, owner, list.id, 'Milk');
    const item = await productId(t.app, 'Milk');
    const ru = await call(t.app, owner, 'POST', `/api/list/${list.id}/add`, { item });
    expect(ru).toMatchObject({
      status: 409,
      body: { code: 'ITEM_EXISTS', message: 'Товар МОЛОКО уже есть в списке, вы можете его изменить' },
    });
    const en = await call(t.app, owner, 'POST', `/api/list/${list.id}/add`, { item }, 'en');
    expect(en.body.message).toBe('MILK already exists in the list, you can edit it');
    // The add box warns with the same words (itemExistsMessage) before it sends anything.
    expect([ru.body.message, en.body.message]).toEqual([
      itemExistsMessage('ru', 'Молоко'),
      itemExistsMessage('en', 'Milk'),
    ]);
    expect(await rowsOf(list.id)).toHaveLength(1);
  });

  it('creates the item once when the same product is added concurrently', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    const item = await productId(t.app, 'Apples');
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call(t.app, i % 2 ? owner : member, 'POST', `/api/list/${list.id}/add`, { item }),
      ),
    );
    expect(results.filter((r) => r.status === 201).map((r) => r.body.name)).toEqual(['Яблоки']);
    expect(results.filter((r) => r.status === 409)).toHaveLength(11);
    expect((await rowsOf(list.id)).map((row) => row.productId)).toEqual([item]);
  });

  it('the code lets people view, not edit: a stranger with the code gets 403, a visitor 401', async () => {
    const { stranger, list } = await listWithMember(t.app);
    const item = await productId(t.app, 'Milk');
    const withCode = await call(t.app, stranger, 'POST', `/api/list/${list.id}/add`, { item, ac: list.access });
    expect(withCode).toMatchObject({ status: 403, body: { code: 'NOT_A_MEMBER' } });
    expect((await call(t.app, null, 'POST', `/api/list/${list.id}/add`, { item, ac: list.access })).status).toBe(401);
    expect((await call(t.app, stranger, 'POST', `/api/list/${list.id}/add`, { item })).status).toBe(404);
    expect(await rowsOf(list.id)).toHaveLength(0);
  });

  it("refuses an unknown product and another user's private product with 404", async () => {
    const { owner, member, stranger, list } = await listWithMember(t.app);
    const other = await listWithMember(t.app);
    const own = await call(t.app, stranger, 'POST', `/api/list/${other.list.id}/item/user-create`, { name: 'x' }).catch(
      () => undefined,
    );
    expect(own?.status).toBe(404);
    const created = await call(t.app, other.owner, 'POST', `/api/list/${other.list.id}/item/user-create`, {
      name: 'Секретный соус',
    });
    expect(created.status).toBe(201);
    const privateId = created.body.itemId;
    expect((await call(t.app, owner, 'POST', `/api/list/${list.id}/add`, { item: privateId })).status).toBe(404);
    expect((await call(t.app, member, 'POST', `/api/list/${list.id}/add`, { item: 99999999 })).status).toBe(404);
    expect((await call(t.app, member, 'POST', `/api/list/${list.id}/add`, { item: 'milk' })).status).toBe(400);
    expect(await rowsOf(list.id)).toHaveLength(0);
  });
});

describe('POST /api/list/{id}/item/user-create', () => {
  it("creates a product in the user's vocabulary with the name in both languages and adds it", async () => {
    const { member, list } = await listWithMember(t.app);
    const { status, body } = await call(t.app, member, 'POST', `/api/list/${list.id}/item/user-create`, {
      name: 'Сыр дорблю фермерский',
      details: 'Président',
      link: 'https://shop.example/cheese',
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      name: 'Сыр дорблю фермерский',
      name_en: 'Сыр дорблю фермерский',
      details: 'Président',
      link: 'https://shop.example/cheese',
    });
    const [product] = await t.app.db.select().from(products).where(eq(products.id, body.itemId));
    expect(product).toMatchObject({
      ownerId: member.id,
      common: false,
      nameRu: 'Сыр дорблю фермерский',
      nameEn: 'Сыр дорблю фермерский',
    });
  });

  it('reuses a product the user can already pick instead of duplicating it', async () => {
    const { member, list } = await listWithMember(t.app);
    const { body } = await call(t.app, member, 'POST', `/api/list/${list.id}/item/user-create`, { name: ' МОЛОКО ' });
    expect(body.itemId).toBe(await productId(t.app, 'Milk'));
  });

  it.each([
    ['an empty name', { name: ' ' }, 'name'],
    ['a long name', { name: 'x'.repeat(257) }, 'name'],
    ['long details', { name: 'x', details: 'd'.repeat(257) }, 'details'],
    ['a link with spaces', { name: 'x', link: 'http://a b' }, 'link'],
    ['a long link', { name: 'x', link: `http://${'a'.repeat(1020)}` }, 'link'],
    ['a javascript: link', { name: 'x', link: 'javascript:alert(1)' }, 'link'],
    ['a data: link', { name: 'x', link: 'data:text/html,<b>x</b>' }, 'link'],
    ['markup in the name', { name: '<img src=x>Сыр' }, 'name'],
  ])('refuses %s with a field message', async (_case, payload, field) => {
    const { member, list } = await listWithMember(t.app);
    const { status, body } = await call(t.app, member, 'POST', `/api/list/${list.id}/item/user-create`, payload);
    expect(status).toBe(400);
    expect(Object.keys(body.errors)).toEqual([field]);
    expect(await rowsOf(list.id)).toHaveLength(0);
  });
});

describe('an add with an amount and a unit ("2 кг яблок")', () => {
  it('starts the item with them; either may be left out', async () => {
    const { member, list } = await listWithMember(t.app);
    const apples = await productId(t.app, 'Apples');
    const grams = await unitId('g');
    const { status, body } = await call(t.app, member, 'POST', `/api/list/${list.id}/add`, {
      item: apples,
      amount: 2.5,
      unit: grams,
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ itemId: apples, amount: 2.5, unit: grams, unit_ru: 'г', unit_en: 'g' });
    // Without a unit, the product's usual one (milk: litres); without an amount, 1.
    const milk = await call(t.app, member, 'POST', `/api/list/${list.id}/add`, {
      item: await productId(t.app, 'Milk'),
      amount: 3,
    });
    expect(milk.body).toMatchObject({ amount: 3, unit: await unitId('l') });
    const bananas = await call(t.app, member, 'POST', `/api/list/${list.id}/add`, {
      item: await productId(t.app, 'Bananas'),
      unit: await unitId('pcs'),
    });
    expect(bananas.body).toMatchObject({ amount: 1, unit_en: 'pcs' });
  });

  it('a new product of the user gets them too, its name without the amount', async () => {
    const { member, list } = await listWithMember(t.app);
    const kilos = await unitId('kg');
    const { status, body } = await call(t.app, member, 'POST', `/api/list/${list.id}/item/user-create`, {
      name: 'Груши бере',
      amount: 2,
      unit: kilos,
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ name: 'Груши бере', amount: 2, unit: kilos, unit_ru: 'кг' });
  });

  it('refuses a bad amount or an unknown unit with 400 in the caller language and adds nothing', async () => {
    const { member, list } = await listWithMember(t.app);
    const item = await productId(t.app, 'Apples');
    const add = (payload: Record<string, unknown>, lang: 'ru' | 'en' = 'ru') =>
      call(t.app, member, 'POST', `/api/list/${list.id}/add`, { item, ...payload }, lang);
    expect(await add({ amount: -1 })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', errors: { amount: 'Количество не может быть меньше 0' } },
    });
    expect((await add({ amount: 1.2345 }, 'en')).body.errors).toEqual({ amount: 'At most three decimal places' });
    expect((await add({ amount: '2' })).status).toBe(400);
    expect((await add({ amount: 1e10 })).status).toBe(400);
    expect((await add({ unit: 'кг' })).status).toBe(400);
    expect(await add({ amount: 2, unit: 999_999 }, 'en')).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', errors: { unit: 'There is no such unit' } },
    });
    const created = await call(t.app, member, 'POST', `/api/list/${list.id}/item/user-create`, {
      name: 'Груши бере',
      unit: 999_999,
    });
    expect(created.status).toBe(400);
    expect(await rowsOf(list.id)).toHaveLength(0);
    const own = await t.app.db.select().from(products).where(eq(products.nameRu, 'Груши бере'));
    expect(own.filter((p) => p.ownerId === member.id)).toHaveLength(0);
  });
});

describe('pictures of goods (issue 51)', () => {
  it('a good carries its icon, read off its names or its department; a plain entry none', async () => {
    const { member, list } = await listWithMember(t.app);
    await addItem(t.app, member, list.id, 'Milk');
    const own = await call(t.app, member, 'POST', `/api/list/${list.id}/item/user-create`, {
      name: 'Картошка молодая',
    });
    expect(own.status).toBe(201);
    const odd = await call(t.app, member, 'POST', `/api/list/${list.id}/item/user-create`, { name: 'Штуковина' });
    const items = (await call(t.app, member, 'GET', `/api/list/${list.id}`)).body as ListItem[];
    expect(items.map((item) => [item.name, item.icon])).toEqual([
      ['Молоко', 'glass-of-milk'],
      ['Картошка молодая', 'potato'],
      ['Штуковина', anyGoodIcon],
    ]);
    expect(odd.body.icon).toBe(anyGoodIcon);
    const todo = (await call(t.app, member, 'POST', '/api/lists', { name: 'Дела', kind: 'todo' })).body;
    const added = await call(t.app, member, 'POST', `/api/list/${todo.id}/add-text`, { text: 'купить молоко' });
    expect(added.body.added[0].icon).toBeUndefined();
  });

  it('every good of the catalogue has an icon of the set', async () => {
    const goods = await t.app.db
      .select({ en: products.nameEn, ru: products.nameRu, code: categories.code })
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(eq(products.common, true));
    expect(goods.length).toBeGreaterThan(400);
    for (const good of goods) expect(goodsIcons).toContain(iconOfGood(good, good.code));
  });
});
