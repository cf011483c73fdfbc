import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lists, products } from '../../../db/schema.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { addItem, call, createList, signUp } from '../../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ quotas: { listsPerDay: 3, ownProductsPerDay: 2 } });
});
afterAll(() => t.close());

const listsOf = async (userId: number) => t.app.db.select().from(lists).where(eq(lists.ownerId, userId));
const productsOf = async (userId: number) => t.app.db.select().from(products).where(eq(products.ownerId, userId));

describe('daily quotas', () => {
  it('a user creates at most LISTS_PER_DAY lists in 24 hours: then 429 with Retry-After, in the caller language', async () => {
    const user = await signUp(t.app);
    for (const name of ['Один', 'Два', 'Три'])
      expect((await call(t.app, user, 'POST', '/api/lists', { name })).status).toBe(201);
    const refused = await call(t.app, user, 'POST', '/api/lists', { name: 'Четыре' }, 'en');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'LIST_QUOTA' });
    expect(refused.body.message).toMatch(
      /^You have reached the daily limit of new lists: 3\. You can create the next one in \d+ s$/,
    );
    const retryAfter = Number(refused.response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(86_000);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    expect(await listsOf(user.id)).toHaveLength(3);
    // Someone else is not held back by it.
    expect((await call(t.app, await signUp(t.app), 'POST', '/api/lists', { name: 'Своё' })).status).toBe(201);
    // A day later the oldest has left the window.
    await t.app.db.execute(
      sql`update ${lists} set created_at = created_at - interval '1 day' where id = (select min(id) from ${lists} where owner_id = ${user.id})`,
    );
    expect((await call(t.app, user, 'POST', '/api/lists', { name: 'Четыре' })).status).toBe(201);
  });

  it('a user creates at most OWN_PRODUCTS_PER_DAY own products; picking a known one is no creation', async () => {
    const user = await signUp(t.app);
    const list = await createList(t.app, user, 'Своё');
    const create = (name: string, lang: 'ru' | 'en' = 'ru') =>
      call(t.app, user, 'POST', `/api/list/${list.id}/item/user-create`, { name }, lang);
    expect((await create('Квас бабушкин')).status).toBe(201);
    expect((await create('Сбитень медовый')).status).toBe(201);
    const refused = await create('Кисель овсяный');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'PRODUCT_QUOTA' });
    expect(refused.body.message).toMatch(/^Достигнут суточный предел новых своих товаров: 2\./);
    expect(Number(refused.response.headers['retry-after'])).toBeGreaterThan(86_000);
    expect(await productsOf(user.id)).toHaveLength(2);
    expect((await call(t.app, user, 'GET', `/api/list/${list.id}`)).body).toHaveLength(2);
    // Known products still go on lists: the catalogue's, and the user's own by its name.
    await addItem(t.app, user, list.id, 'Milk');
    const other = await createList(t.app, user, 'Ещё');
    const again = await call(t.app, user, 'POST', `/api/list/${other.id}/item/user-create`, { name: 'Квас бабушкин' });
    expect(again.status).toBe(201);
    expect(await productsOf(user.id)).toHaveLength(2);
  });

  it('a copy of a list that would make more own products than are left today is refused whole', async () => {
    const owner = await signUp(t.app);
    const member = await signUp(t.app);
    const list = await createList(t.app, owner, 'Общий');
    await call(t.app, member, 'GET', `/api/list/${list.id}/join?ac=${list.access}`);
    for (const name of ['Сырок творожный', 'Пирог с вишней']) {
      expect((await call(t.app, member, 'POST', `/api/list/${list.id}/item/user-create`, { name })).status).toBe(201);
    }
    await call(t.app, owner, 'POST', `/api/list/${list.id}/item/user-create`, { name: 'Квас хлебный' });
    const before = await listsOf(owner.id);
    const refused = await call(t.app, owner, 'POST', `/api/list/${list.id}/copy`, { only: 'all' });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'PRODUCT_QUOTA' });
    expect(await listsOf(owner.id)).toHaveLength(before.length);
    expect((await productsOf(owner.id)).map((product) => product.nameRu)).toEqual(['Квас хлебный']);
  });
});
