import { hereChangesPerMinute, listTopic, type Store } from '@listok/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.js';
import { createTestApp, type TestApp, testOrigin } from '../../../test/app.js';
import { addItem, call, createList, productId, signUp, type TestUser } from '../../../test/factories.js';
import { hereEventWindowMs } from './here-events.js';
import { storeTicksToLearn } from './shop-order.repo.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const stores = (listId: number) => `/api/list/${listId}/stores`;

async function family() {
  const anna = await signUp(t.app);
  const boris = await signUp(t.app);
  const list = await createList(t.app, anna, 'Продукты');
  await call(t.app, boris, 'GET', `/api/list/${list.id}/join?ac=${list.access}`);
  return { anna, boris, list };
}

async function addStore(user: TestUser, listId: number, name: string) {
  const made = await call(t.app, user, 'POST', stores(listId), { name });
  expect(made.status).toBe(201);
  return made.body as { id: number; name: string; order: number[]; arranged: boolean };
}

describe('the shops of a list', () => {
  it('are added, renamed, arranged and deleted by members, with unique names and at most 20', async () => {
    const { anna, boris, list } = await family();
    const ashan = await addStore(anna, list.id, 'Ашан');
    const market = await addStore(boris, list.id, 'Рынок');
    const listOrder = (await call(t.app, anna, 'GET', `/api/list/${list.id}/shop-order`)).body.order;
    expect(ashan).toMatchObject({ name: 'Ашан', arranged: false, order: listOrder });
    expect((await call(t.app, boris, 'GET', stores(list.id))).body.map((s: { name: string }) => s.name)).toEqual([
      'Ашан',
      'Рынок',
    ]);

    const twice = await call(t.app, boris, 'POST', stores(list.id), { name: ' ашан ' });
    expect(twice).toMatchObject({
      status: 409,
      body: { code: 'STORE_EXISTS', message: 'Магазин «Ашан» в этом списке уже есть' },
    });
    expect((await call(t.app, anna, 'PATCH', `${stores(list.id)}/${market.id}`, { name: 'АШАН' })).status).toBe(409);
    for (const name of ['', 'я'.repeat(65), 'a\u0007b']) {
      const bad = await call(t.app, anna, 'POST', stores(list.id), { name });
      expect(bad.status).toBe(400);
      expect(bad.body.errors.name).toBeDefined();
    }

    const order = [...listOrder].reverse();
    const arranged = await call(t.app, anna, 'PATCH', `${stores(list.id)}/${market.id}`, {
      name: 'Рынок у дома',
      order,
    });
    expect(arranged.body).toMatchObject({ name: 'Рынок у дома', arranged: true, order });
    const back = await call(t.app, anna, 'PATCH', `${stores(list.id)}/${market.id}`, { order: null });
    expect(back.body).toMatchObject({ arranged: false, order: listOrder });

    for (let i = 2; i < 20; i += 1) await addStore(anna, list.id, `Магазин ${i}`);
    const tooMany = await call(t.app, anna, 'POST', stores(list.id), { name: 'Ещё один' });
    expect(tooMany).toMatchObject({ status: 409, body: { code: 'STORE_LIMIT' } });

    expect((await call(t.app, boris, 'DELETE', `${stores(list.id)}/${ashan.id}`)).status).toBe(204);
    expect((await call(t.app, boris, 'DELETE', `${stores(list.id)}/${ashan.id}`)).status).toBe(404);
    expect((await call(t.app, anna, 'GET', stores(list.id))).body).toHaveLength(19);
  });

  it('belong to active shopping lists of members only', async () => {
    const { anna, list } = await family();
    const stranger = await signUp(t.app);
    expect((await call(t.app, stranger, 'POST', stores(list.id), { name: 'Ашан' })).status).toBe(404);
    expect((await call(t.app, stranger, 'GET', stores(list.id))).status).toBe(404);
    const todo = await createList(t.app, anna, 'Дела');
    await call(t.app, anna, 'PATCH', `/api/list/${todo.id}`, { kind: 'todo' });
    expect((await call(t.app, anna, 'POST', stores(todo.id), { name: 'Ашан' })).body.code).toBe('NOT_A_SHOPPING_LIST');
    expect((await call(t.app, anna, 'GET', stores(todo.id))).body).toEqual([]);
    await call(t.app, anna, 'PATCH', `/api/list/${list.id}/close`);
    expect((await call(t.app, anna, 'POST', stores(list.id), { name: 'Ашан' })).body.code).toBe('LIST_CLOSED');
  });

  it('tie goods to the shops that have them; a shop of another list is refused and deleting one unties', async () => {
    const { anna, list } = await family();
    const other = await createList(t.app, anna, 'Дача');
    const market = await addStore(anna, list.id, 'Рынок');
    const elsewhere = await addStore(anna, other.id, 'Рынок');
    const cheese = await addItem(t.app, anna, list.id, 'Cheese');
    const update = (body: { stores: number[] }) =>
      call(t.app, anna, 'PATCH', `/api/list/item/update/${cheese.id}`, body);
    expect((await update({ stores: [market.id] })).body).toMatchObject({ stores: [market.id] });
    const foreign = await update({ stores: [elsewhere.id] });
    expect(foreign).toMatchObject({
      status: 400,
      body: { errors: { stores: 'Магазины — разные магазины этого списка' } },
    });
    expect((await update({ stores: [market.id, market.id] })).status).toBe(400);
    expect((await call(t.app, anna, 'GET', `/api/list/${list.id}`)).body[0].stores).toEqual([market.id]);
    await call(t.app, anna, 'DELETE', `${stores(list.id)}/${market.id}`);
    expect((await call(t.app, anna, 'GET', `/api/list/${list.id}`)).body[0].stores).toEqual([]);
  });

  it('are read off a typed line that names one: «сыр в Ашане», "cheese at Costco"', async () => {
    const { anna, list } = await family();
    const ashan = await addStore(anna, list.id, 'Ашан');
    const market = await addStore(anna, list.id, 'Рынок');
    const text = 'сыр в Ашане\nмолоко 2 л на рынке\nхлеб в Ленте';
    const added = await call(t.app, anna, 'POST', `/api/list/${list.id}/add-text`, { text });
    expect(added.status).toBe(201);
    const items = (await call(t.app, anna, 'GET', `/api/list/${list.id}`)).body as {
      name: string;
      amount: number;
      stores: number[];
    }[];
    expect(items.map(({ name, amount, stores }) => ({ name, amount, stores }))).toEqual([
      { name: 'Сыр', amount: 1, stores: [ashan.id] },
      { name: 'Молоко', amount: 2, stores: [market.id] },
      // No such shop: the words stay the good's.
      { name: 'Хлеб в Ленте', amount: 1, stores: [] },
    ]);
    // The same good named at another shop is had there too.
    await call(t.app, anna, 'POST', `/api/list/${list.id}/add-text`, { text: 'сыр на рынке' });
    const cheese = (await call(t.app, anna, 'GET', `/api/list/${list.id}`)).body[0];
    expect(cheese.stores).toEqual([ashan.id, market.id]);
  });

  it('are copied with the list: the shops, their arranged orders and the goods’ ties', async () => {
    const { anna, boris, list } = await family();
    const ashan = await addStore(anna, list.id, 'Ашан');
    await addStore(anna, list.id, 'Рынок');
    const order = (await call(t.app, anna, 'GET', `/api/list/${list.id}/shop-order`)).body.order.slice(0, 3).reverse();
    await call(t.app, anna, 'PATCH', `${stores(list.id)}/${ashan.id}`, { order });
    await call(t.app, anna, 'POST', `/api/list/${list.id}/add-text`, { text: 'сыр в Ашане\nхлеб' });
    const copy = await call(t.app, boris, 'POST', `/api/list/${list.id}/copy`, { only: 'all' });
    expect(copy.status).toBe(201);
    const copied = (await call(t.app, boris, 'GET', stores(copy.body.id))).body as Store[];
    expect(copied.map((store) => store.name)).toEqual(['Ашан', 'Рынок']);
    expect(copied[0]?.arranged).toBe(true);
    expect(copied[0]?.order.slice(0, 3)).toEqual(order);
    const items = (await call(t.app, boris, 'GET', `/api/list/${copy.body.id}`)).body;
    expect(items.map((item: { stores: number[] }) => item.stores)).toEqual([[copied[0]?.id], []]);
  });

  it('say which shop a member is in: on the header, for the ticks made there', async () => {
    const { anna, boris, list } = await family();
    const ashan = await addStore(anna, list.id, 'Ашан');
    const other = await createList(t.app, anna, 'Дача');
    const elsewhere = await addStore(anna, other.id, 'Лента');
    const here = (user: TestUser, store: number | null) =>
      call(t.app, user, 'PUT', `/api/list/${list.id}/here`, { store });
    expect((await here(anna, ashan.id)).status).toBe(204);
    expect((await here(boris, elsewhere.id)).status).toBe(400);
    const header = (await call(t.app, boris, 'GET', `/api/list/${list.id}/header`)).body;
    expect(header.members.map((m: { store: unknown }) => m.store)).toEqual([{ id: ashan.id, name: 'Ашан' }, null]);

    const milk = await addItem(t.app, anna, list.id, 'Milk');
    const bread = await addItem(t.app, anna, list.id, 'Bread');
    await call(t.app, anna, 'PATCH', `/api/list-item/mark/${milk.id}`);
    await here(anna, null);
    await call(t.app, anna, 'PATCH', `/api/list-item/mark/${bread.id}`);
    const bought = rowsOf<{ store_id: number | null }>(
      await t.app.db.execute(sql`select store_id from purchases where list_id = ${list.id} order by id`),
    );
    expect(bought).toEqual([{ store_id: ashan.id }, { store_id: null }]);
    // A presence three hours old is over.
    await here(anna, ashan.id);
    await t.app.db.execute(
      sql`update list_members set here_since = now() - interval '3 hours 1 minute' where list_id = ${list.id}`,
    );
    expect((await call(t.app, anna, 'GET', `/api/list/${list.id}/header`)).body.members[0].store).toBeNull();
  });

  it('going shopping to one of them puts the member in it; a shop of another list is refused', async () => {
    const { anna, boris, list } = await family();
    const ashan = await addStore(anna, list.id, 'Ашан');
    const other = await createList(t.app, anna, 'Дача');
    const elsewhere = await addStore(anna, other.id, 'Лента');
    const going = (store?: number) =>
      call(t.app, boris, 'POST', `/api/list/${list.id}/shopping`, store === undefined ? undefined : { store });
    expect((await going(elsewhere.id)).status).toBe(400);
    expect((await going(ashan.id)).status).toBe(204);
    const header = (await call(t.app, anna, 'GET', `/api/list/${list.id}/header`)).body;
    expect(header.members.map((m: { store: unknown }) => m.store)).toEqual([null, { id: ashan.id, name: 'Ашан' }]);
  });

  it('learn each shop’s order from the ticks made there; a shop with few ticks follows the list', async () => {
    const { anna, list } = await family();
    const ashan = await addStore(anna, list.id, 'Ашан');
    const market = await addStore(anna, list.id, 'Рынок');
    const lenta = await addStore(anna, list.id, 'Лента');
    const milk = await productId(t.app, 'Milk');
    const bread = await productId(t.app, 'Bread');
    const categoryOf = async (product: number) =>
      rowsOf<{ category_id: number }>(
        await t.app.db.execute(sql`select category_id from products where id = ${product}`),
      )[0]!.category_id;
    const [dairy, bakery] = [await categoryOf(milk), await categoryOf(bread)];
    // Trips a day apart: at Ашан milk first, at the market bread first.
    const trips = storeTicksToLearn / 2;
    for (let day = 0; day < trips; day += 1) {
      for (const [store, first, second] of [
        [ashan.id, milk, bread],
        [market.id, bread, milk],
      ]) {
        await t.app.db.execute(sql`
          insert into purchases (list_id, product_id, user_id, bought_at, store_id) values
            (${list.id}, ${first}, ${anna.id}, now() - make_interval(days => ${day + 1}), ${store}),
            (${list.id}, ${second}, ${anna.id}, now() - make_interval(days => ${day + 1}) + interval '5 minutes', ${store})`);
      }
    }
    const answer = (await call(t.app, anna, 'GET', stores(list.id))).body as { id: number; order: number[] }[];
    const orderOf = (id: number) => answer.find((store) => store.id === id)!.order;
    const place = (id: number, category: number) => orderOf(id).indexOf(category);
    expect(place(ashan.id, dairy)).toBeLessThan(place(ashan.id, bakery));
    expect(place(market.id, bakery)).toBeLessThan(place(market.id, dairy));
    const listOrder = (await call(t.app, anna, 'GET', `/api/list/${list.id}/shop-order`)).body.order;
    expect(orderOf(lenta.id)).toEqual(listOrder);
  });

  it('learn nothing from a trip still going on: the departments stay put until the member leaves the shop', async () => {
    const { anna, boris, list } = await family();
    const ashan = await addStore(anna, list.id, 'Ашан');
    const [milk, bread] = [await productId(t.app, 'Milk'), await productId(t.app, 'Bread')];
    const categoryOf = async (product: number) =>
      rowsOf<{ category_id: number }>(
        await t.app.db.execute(sql`select category_id from products where id = ${product}`),
      )[0]!.category_id;
    const [dairy, bakery] = [await categoryOf(milk), await categoryOf(bread)];
    // The list's own order: dairy first. At Ашан, past trips took bread first, one tick short of learning from them.
    await call(t.app, anna, 'PUT', `/api/list/${list.id}/shop-order`, { order: [dairy, bakery] });
    for (let tick = 0; tick < storeTicksToLearn - 1; tick += 1) {
      const [product, minutes] = tick % 2 === 0 ? [bread, 0] : [milk, 5];
      await t.app.db.execute(sql`
        insert into purchases (list_id, product_id, user_id, bought_at, store_id) values (${list.id}, ${product},
          ${anna.id}, now() - make_interval(days => ${Math.floor(tick / 2) + 1}) + make_interval(mins => ${minutes}),
          ${ashan.id})`);
    }
    const ashanOrder = async () =>
      ((await call(t.app, anna, 'GET', stores(list.id))).body as Store[]).find((s) => s.id === ashan.id)!.order;
    const dairyFirst = async () => (await ashanOrder()).indexOf(dairy) < (await ashanOrder()).indexOf(bakery);
    expect(await dairyFirst()).toBe(true);

    // Boris in Ашан ticks bread: the tick that would teach the shop its order waits for the end of his trip.
    await call(t.app, boris, 'PUT', `/api/list/${list.id}/here`, { store: ashan.id });
    const item = await addItem(t.app, anna, list.id, 'Bread');
    expect((await call(t.app, boris, 'PATCH', `/api/list-item/mark/${item.id}`)).status).toBe(200);
    expect(await dairyFirst()).toBe(true);
    await call(t.app, boris, 'PUT', `/api/list/${list.id}/here`, { store: null });
    expect(await dairyFirst()).toBe(false);
  });
});

describe('“I’m at …”', () => {
  const here = (user: TestUser, listId: number, store: number | null) =>
    call(t.app, user, 'PUT', `/api/list/${listId}/here`, { store }, 'en');

  it('is limited per user: 429 with Retry-After past the limit a minute, other members unaffected', async () => {
    const { anna, boris, list } = await family();
    const ashan = await addStore(anna, list.id, 'Ашан');
    for (let i = 0; i < hereChangesPerMinute; i += 1) {
      expect((await here(anna, list.id, i % 2 ? null : ashan.id)).status).toBe(204);
    }
    const refused = await here(anna, list.id, ashan.id);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: expect.stringMatching(/^Too many/) });
    expect(Number(refused.response.headers['retry-after'])).toBeGreaterThan(0);
    expect((await here(boris, list.id, ashan.id)).status).toBe(204);
  });

  it('tells the list of a burst of changes in a few header events, the last one after the last change', async () => {
    const { anna, boris, list } = await family();
    const shops = [await addStore(anna, list.id, 'Ашан'), await addStore(anna, list.id, 'Рынок')];
    const topic = listTopic(testOrigin, list.id);
    const told: number[] = [];
    const stop = t.app.push.observe((event) => {
      if (event.topic === topic && event.data.type === 'header') told.push(Date.now());
    });
    try {
      const started = Date.now();
      for (let i = 0; i < 20; i += 1) expect((await here(anna, list.id, shops[i % 2]!.id)).status).toBe(204);
      const [last] = rowsOf<{ here_since: Date | string }>(
        await t.app.db.execute(
          sql`select here_since from list_members where list_id = ${list.id} and user_id = ${anna.id}`,
        ),
      );
      const changedAt = new Date(last!.here_since).getTime();
      // The screens hear of the last change: an event comes after it was made.
      await expect.poll(() => told.some((at) => at >= changedAt), { timeout: 5000 }).toBe(true);
      expect(told.length).toBeLessThanOrEqual(Math.ceil((Date.now() - started) / hereEventWindowMs) + 1);
      const header = (await call(t.app, boris, 'GET', `/api/list/${list.id}/header`)).body;
      expect(header.members[0].store).toEqual({ id: shops[1]!.id, name: 'Рынок' });
    } finally {
      stop();
    }
  });
});
