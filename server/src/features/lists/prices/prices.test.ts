import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { call, createList, listWithMember, signUp, type TestUser } from '../../../test/factories.js';

// What the shopping costs: a price caught on the tick, kept with the purchase, and the next trip's estimate from it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Item {
  id: number;
  name: string;
  amount: number;
  completed: boolean;
  price?: number | null;
  lastPrice?: { price: number; perUnit: number | null; store: number | null; at: string } | null;
}

const items = async (user: TestUser, listId: number) =>
  (await call(t.app, user, 'GET', `/api/list/${listId}`)).body as Item[];
const header = async (user: TestUser, listId: number) =>
  (await call(t.app, user, 'GET', `/api/list/${listId}/header`)).body;
const paste = (user: TestUser, listId: number, text: string) =>
  call(t.app, user, 'POST', `/api/list/${listId}/add-text`, { text });
const tick = (user: TestUser, rowId: number, price?: number) =>
  call(t.app, user, 'PATCH', `/api/list-item/mark/${rowId}`, price === undefined ? {} : { price });
const itemNamed = async (user: TestUser, listId: number, name: string) =>
  (await items(user, listId)).find((item) => item.name === name)!;

describe('a list’s currency', () => {
  it('is the owner’s: by the language until chosen, changed by the owner of a list', async () => {
    const anna = await signUp(t.app);
    const ru = await createList(t.app, anna);
    expect((await header(anna, ru.id)).currency).toBe('RUB');
    expect((await call(t.app, anna, 'GET', '/api/user/settings')).body.currency).toBe('RUB');

    const john = await signUp(t.app);
    await t.app.db.update(users).set({ lang: 'en' }).where(eq(users.id, john.id));
    expect((await header(john, (await createList(t.app, john, 'Groceries')).id)).currency).toBe('EUR');
    const changed = await call(t.app, john, 'PATCH', '/api/user/settings/currency', { currency: 'usd' }, 'en');
    expect(changed).toMatchObject({ status: 200, body: { message: 'The currency of new lists is changed' } });
    expect((await header(john, (await createList(t.app, john, 'Hardware')).id)).currency).toBe('USD');

    const renamed = await call(t.app, anna, 'PATCH', `/api/list/${ru.id}`, { currency: 'EUR' });
    expect(renamed).toMatchObject({ status: 200, body: { currency: 'EUR' } });
    const bad = await call(t.app, anna, 'PATCH', `/api/list/${ru.id}`, { currency: 'XXQ' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Неизвестная валюта');
    expect((await header(anna, ru.id)).currency).toBe('EUR');
  });
});

describe('a price caught on the tick', () => {
  it('is the line’s, counts as spent, and gives the next trip its estimate per unit', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    await paste(owner, list.id, '500 г сыра\nхлеб\nмолоко');
    const cheese = await itemNamed(owner, list.id, 'Сыр');
    const bread = await itemNamed(owner, list.id, 'Хлеб');
    // One tap stays one tap: a tick without a price, and one with it.
    expect((await tick(member, bread.id)).status).toBe(200);
    const ticked = await tick(member, cheese.id, 44_950);
    expect(ticked.status).toBe(200);
    expect(ticked.body.find((i: Item) => i.id === cheese.id)).toMatchObject({ completed: true, price: 44_950 });
    expect(ticked.response.headers['items-version']).toBeDefined();
    expect(await header(owner, list.id)).toMatchObject({ spent: 44_950, estimate: { total: 0, unpriced: 1 } });

    // The next trip: the purchases stay, the ticks and their prices go.
    expect((await call(t.app, owner, 'POST', `/api/list/${list.id}/untick-all`)).status).toBe(200);
    const again = await itemNamed(owner, list.id, 'Сыр');
    expect(again).toMatchObject({ completed: false, price: null });
    expect(again.lastPrice).toMatchObject({ price: 44_950, perUnit: 90, store: null });
    expect(await header(owner, list.id)).toMatchObject({ spent: 0, estimate: { total: 44_950, unpriced: 2 } });
    // A kilo of it costs twice the 500 g, exactly.
    const kg = ((await call(t.app, owner, 'GET', '/api/units')).body as { id: number; code: string }[]).find(
      (unit) => unit.code === 'kg',
    )!;
    await call(t.app, owner, 'PATCH', `/api/list/item/update/${again.id}`, { amount: 1, unit: kg.id });
    expect((await itemNamed(owner, list.id, 'Сыр')).lastPrice).toMatchObject({ price: 44_950, perUnit: 89_900 });
    expect((await header(owner, list.id)).estimate).toEqual({ total: 89_900, unpriced: 2 });
  });

  it('is set, changed and cleared later on a ticked item, and goes with an untick', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    await paste(owner, list.id, 'молоко');
    const milk = await itemNamed(owner, list.id, 'Молоко');
    const price = (user: TestUser, value: number | null) =>
      call(t.app, user, 'PATCH', `/api/list/item/price/${milk.id}`, { price: value });
    // A price is the purchase's: not on an open item.
    const open = await price(member, 8_900);
    expect(open).toMatchObject({ status: 409, body: { code: 'ITEM_NOT_BOUGHT' } });
    await tick(member, milk.id);
    const set = await price(member, 8_900);
    expect(set).toMatchObject({ status: 200, body: { id: milk.id, price: 8_900 } });
    expect((await price(owner, 9_150)).body.price).toBe(9_150);
    expect((await header(owner, list.id)).spent).toBe(9_150);
    expect((await price(owner, null)).body.price).toBeNull();
    expect((await header(owner, list.id)).spent).toBe(0);
    await price(owner, 9_150);
    // Unticked by mistake: the price goes with the tick, and so does the purchase it was kept with.
    const unticked = await tick(member, milk.id);
    expect(unticked.body[0]).toMatchObject({ completed: false, price: null, lastPrice: null });
    expect(await header(owner, list.id)).toMatchObject({ spent: 0, estimate: { total: 0, unpriced: 1 } });
  });

  it('refuses bad prices in the caller’s language, and those of strangers and other kinds, changing nothing', async () => {
    const { owner, stranger, list } = await listWithMember(t.app);
    await paste(owner, list.id, 'молоко');
    const milk = await itemNamed(owner, list.id, 'Молоко');
    for (const bad of [-1, 12.5, '100', 1_000_000_001]) {
      const refused = await call(
        t.app,
        owner,
        'PATCH',
        `/api/list-item/mark/${milk.id}`,
        { price: bad as number },
        'en',
      );
      expect(refused.status, String(bad)).toBe(400);
      expect(JSON.stringify(refused.body)).toContain('A price is a whole number');
    }
    expect((await itemNamed(owner, list.id, 'Молоко')).completed).toBe(false);
    // Ten million yen is the most a line may cost in a currency without minor units.
    await call(t.app, owner, 'PATCH', `/api/list/${list.id}`, { currency: 'JPY' });
    expect((await tick(owner, milk.id, 10_000_001)).status).toBe(400);
    expect((await itemNamed(owner, list.id, 'Молоко')).completed).toBe(false);
    expect((await tick(owner, milk.id, 10_000_000)).status).toBe(200);
    expect((await call(t.app, stranger, 'PATCH', `/api/list/item/price/${milk.id}`, { price: 1 })).status).toBe(404);
    expect((await header(owner, list.id)).spent).toBe(10_000_000);

    // A to-do list keeps no money: its tick ignores a price, its items refuse one.
    const todos = (await call(t.app, owner, 'POST', '/api/lists', { name: 'Дела', kind: 'todo' })).body;
    await paste(owner, todos.id, 'позвонить маме');
    const [call1] = await items(owner, todos.id);
    expect((await tick(owner, call1!.id, 100)).status).toBe(200);
    const priced = await call(t.app, owner, 'PATCH', `/api/list/item/price/${call1!.id}`, { price: 100 });
    expect(priced).toMatchObject({ status: 409, body: { code: 'NOT_A_SHOPPING_LIST' } });
    const todoHeader = await header(owner, todos.id);
    expect(todoHeader.estimate).toBeUndefined();
    expect(todoHeader.spent).toBeUndefined();
  });

  it('estimates from the shop the member is in when the good was bought there', async () => {
    const { owner, member, stranger, list } = await listWithMember(t.app);
    const store = async (name: string) =>
      (await call(t.app, owner, 'POST', `/api/list/${list.id}/stores`, { name })).body.id as number;
    const [market, corner] = [await store('Рынок'), await store('У дома')];
    await paste(owner, list.id, 'яблоки');
    const apples = await itemNamed(owner, list.id, 'Яблоки');
    const buyAt = async (storeId: number, price: number) => {
      await call(t.app, member, 'PUT', `/api/list/${list.id}/here`, { store: storeId });
      await tick(member, apples.id, price);
      await call(t.app, member, 'POST', `/api/list/${list.id}/untick-all`);
    };
    await buyAt(market, 12_000);
    await buyAt(corner, 15_000);
    // Anywhere, the latest; at the market, the market's.
    expect((await itemNamed(owner, list.id, 'Яблоки')).lastPrice).toMatchObject({ price: 15_000, store: corner });
    await call(t.app, owner, 'PUT', `/api/list/${list.id}/here`, { store: market });
    expect((await header(owner, list.id)).estimate).toEqual({ total: 12_000, unpriced: 0 });
    expect((await header(member, list.id)).estimate).toEqual({ total: 15_000, unpriced: 0 });
    // The items too: each member's answers carry the last price at the shop they are in, the list's, the mark's and
    // the edit's alike.
    expect((await itemNamed(owner, list.id, 'Яблоки')).lastPrice).toMatchObject({ price: 12_000, store: market });
    expect((await itemNamed(member, list.id, 'Яблоки')).lastPrice).toMatchObject({ price: 15_000, store: corner });
    const marked = (await tick(owner, apples.id)).body as Item[];
    expect(marked.find((item) => item.id === apples.id)?.lastPrice).toMatchObject({ price: 12_000, store: market });
    await tick(owner, apples.id);
    const edited = await call(t.app, owner, 'PATCH', `/api/list/item/update/${apples.id}`, { note: 'спелые' });
    expect(edited.body.lastPrice).toMatchObject({ price: 12_000, store: market });
    // The good's dialog: its last price at each shop, the latest first.
    const perShop = await call(t.app, member, 'GET', `/api/list/item/prices/${apples.id}`);
    expect(perShop.body).toMatchObject([
      { price: 15_000, store: corner },
      { price: 12_000, store: market },
    ]);
    expect((await call(t.app, stranger, 'GET', `/api/list/item/prices/${apples.id}`)).status).toBe(404);
  });

  it('is the members’ own: a code holder reads the goods, not what they cost', async () => {
    const { owner, member, stranger, list } = await listWithMember(t.app);
    await paste(owner, list.id, 'молоко\nхлеб');
    await tick(member, (await itemNamed(owner, list.id, 'Молоко')).id, 8_900);
    await call(t.app, owner, 'POST', `/api/list/${list.id}/untick-all`);
    await tick(member, (await itemNamed(owner, list.id, 'Хлеб')).id, 5_000);
    const seen = (await call(t.app, stranger, 'GET', `/api/list/${list.id}?ac=${list.access}`)).body as Item[];
    expect(seen.map(({ name, completed, price, lastPrice }) => ({ name, completed, price, lastPrice }))).toEqual(
      expect.arrayContaining([
        { name: 'Молоко', completed: false, price: null, lastPrice: null },
        { name: 'Хлеб', completed: true, price: null, lastPrice: null },
      ]),
    );
    const strangerHeader = (await call(t.app, stranger, 'GET', `/api/list/${list.id}/header?ac=${list.access}`)).body;
    expect(strangerHeader.estimate).toBeUndefined();
    expect(strangerHeader.spent).toBeUndefined();
    // The members still see it all.
    expect((await itemNamed(owner, list.id, 'Хлеб')).price).toBe(5_000);
    expect((await itemNamed(owner, list.id, 'Молоко')).lastPrice).toMatchObject({ price: 8_900 });
  });

  it('goes with a copy as knowledge of the goods, per shop, without the purchases or the receipts', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    const market = (await call(t.app, owner, 'POST', `/api/list/${list.id}/stores`, { name: 'Рынок' })).body.id;
    await paste(owner, list.id, 'яблоки\nхлеб');
    await call(t.app, member, 'PUT', `/api/list/${list.id}/here`, { store: market });
    await tick(member, (await itemNamed(owner, list.id, 'Яблоки')).id, 12_000);
    await call(t.app, member, 'PUT', `/api/list/${list.id}/here`, { store: null });
    await tick(member, (await itemNamed(owner, list.id, 'Хлеб')).id, 5_000);
    await call(t.app, owner, 'POST', `/api/list/${list.id}/receipts`, { total: 17_000 });

    const copied = await call(t.app, owner, 'POST', `/api/list/${list.id}/copy`, { only: 'all' });
    expect(copied.status, JSON.stringify(copied.body)).toBe(201);
    const copy = copied.body;
    expect((await header(owner, copy.id)).currency).toBe('RUB');
    const apples = await itemNamed(owner, copy.id, 'Яблоки');
    const copiedMarket = (await call(t.app, owner, 'GET', `/api/list/${copy.id}/stores`)).body[0].id;
    expect(apples).toMatchObject({ completed: false, lastPrice: { price: 12_000, store: copiedMarket } });
    expect((await itemNamed(owner, copy.id, 'Хлеб')).lastPrice).toMatchObject({ price: 5_000, store: null });
    expect(await header(owner, copy.id)).toMatchObject({ spent: 0, estimate: { total: 17_000, unpriced: 0 } });
    // The copy's money is its own: no receipts, nothing spent on it.
    expect((await call(t.app, owner, 'GET', `/api/list/${copy.id}/receipts`)).body).toEqual([]);
    const spent = (await call(t.app, owner, 'GET', `/api/spending?by=list`)).body.rows;
    expect(spent.map((row: { key: string }) => row.key)).toEqual([String(list.id)]);
  });
});
