import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { call, createList, listWithMember, productId, type TestUser } from '../../../test/factories.js';

// A price typed with a good when it is added («молоко 89₽», "milk $2.49"): kept on the open item, counted in the
// estimate, and paid by its tick (issue 50, point 1).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Item {
  id: number;
  name: string;
  completed: boolean;
  price?: number | null;
  lastPrice?: { price: number } | null;
}

const items = async (user: TestUser, listId: number, ac = '') =>
  (await call(t.app, user, 'GET', `/api/list/${listId}${ac && `?ac=${ac}`}`)).body as Item[];
const itemNamed = async (user: TestUser, listId: number, name: string) =>
  (await items(user, listId)).find((item) => item.name === name)!;
const header = async (user: TestUser, listId: number) =>
  (await call(t.app, user, 'GET', `/api/list/${listId}/header`)).body;
const tick = (user: TestUser, rowId: number, completed = true) =>
  call(t.app, user, 'PATCH', `/api/list-item/mark/${rowId}`, { completed });

describe('a price typed with a good', () => {
  it('stays on the open item, counts in the estimate, and is what its tick pays', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    const added = await call(t.app, owner, 'POST', `/api/list/${list.id}/add`, {
      item: await productId(t.app, 'Milk'),
      price: 8_900,
    });
    expect(added).toMatchObject({ status: 201, body: { completed: false, price: 8_900 } });
    const made = await call(t.app, owner, 'POST', `/api/list/${list.id}/item/user-create`, {
      name: 'Квас домашний',
      amount: 2,
      price: 15_050,
    });
    expect(made).toMatchObject({ status: 201, body: { price: 15_050 } });
    expect(await header(member, list.id)).toMatchObject({ spent: 0, estimate: { total: 23_950, unpriced: 0 } });

    // The tick pays it: the item keeps it as the line's price, and the purchase gives the good its last price.
    const ticked = await tick(member, added.body.id);
    expect(ticked.body.find((item: Item) => item.id === added.body.id)).toMatchObject({
      completed: true,
      price: 8_900,
    });
    expect(await header(member, list.id)).toMatchObject({ spent: 8_900, estimate: { total: 15_050, unpriced: 0 } });
    // An untick takes the purchase and its price back, as with a price given on the tick.
    const unticked = await tick(member, added.body.id, false);
    expect(unticked.body.find((item: Item) => item.id === added.body.id)).toMatchObject({
      price: null,
      lastPrice: null,
    });
    expect((await itemNamed(owner, list.id, 'Молоко')).lastPrice).toBeNull();
    await tick(member, made.body.id);
    await call(t.app, owner, 'POST', `/api/list/${list.id}/untick-all`);
    expect((await itemNamed(owner, list.id, 'Квас домашний')).lastPrice).toMatchObject({ price: 15_050 });
  });

  it('is read off a pasted line in the list’s currency, and kept on the goods left open', async () => {
    const { owner, list } = await listWithMember(t.app);
    await call(t.app, owner, 'POST', `/api/list/${list.id}/add-text`, { text: 'хлеб' });
    await tick(owner, (await itemNamed(owner, list.id, 'Хлеб')).id);
    const text = 'молоко 2 л 89,90 ₽\nхлеб 45р\nсыр $3';
    const preview = await call(t.app, owner, 'POST', `/api/list/${list.id}/add-text?preview=1`, { text });
    expect(preview.status).toBe(200);
    expect(preview.body.added.find((item: Item) => item.name === 'Молоко')).toMatchObject({ amount: 2, price: 8_990 });
    const pasted = await call(t.app, owner, 'POST', `/api/list/${list.id}/add-text`, { text });
    expect(pasted.status).toBe(201);
    // «сыр $3» names no rouble price: its words are kept and no good is named so.
    expect(pasted.body.skipped).toHaveLength(1);
    const listed = await items(owner, list.id);
    expect(listed.map(({ name, completed, price }) => ({ name, completed, price }))).toEqual(
      expect.arrayContaining([
        { name: 'Молоко', completed: false, price: 8_990 },
        // The bread a line put back on the list costs what the line said.
        { name: 'Хлеб', completed: false, price: 4_500 },
      ]),
    );
  });

  it('is the members’ money: refused from a code holder, within the bound of the list’s currency', async () => {
    const { owner, stranger, list } = await listWithMember(t.app);
    const milk = await productId(t.app, 'Milk');
    const asHolder = await call(t.app, stranger, 'POST', `/api/list/${list.id}/add`, {
      item: milk,
      ac: list.access,
      price: 8_900,
    });
    expect(asHolder.status).toBe(403);
    const tooMuch = await call(t.app, owner, 'POST', `/api/list/${list.id}/add`, { item: milk, price: 1e9 + 1 });
    expect(tooMuch.status).toBe(400);
    const todo = await createList(t.app, owner, 'Дела');
    await call(t.app, owner, 'PATCH', `/api/list/${todo.id}`, { kind: 'todo' });
    const onTodo = await call(t.app, owner, 'POST', `/api/list/${todo.id}/add`, { item: milk, price: 100 });
    expect(onTodo.status).toBeGreaterThanOrEqual(400);
    expect(onTodo.status).toBeLessThan(500);
    expect(await items(owner, list.id)).toEqual([]);
  });
});

describe('a price typed with a good, and the list’s other changes', () => {
  it('stays through a paste that adds to the good, and a pasted line with a price puts a bought good back at it', async () => {
    const { owner, list } = await listWithMember(t.app);
    await call(t.app, owner, 'POST', `/api/list/${list.id}/add-text`, { text: 'молоко 1 л 89₽\nхлеб' });
    // More of it: the amount grows, the price typed with it stays.
    await call(t.app, owner, 'POST', `/api/list/${list.id}/add-text`, { text: 'молоко 1 л' });
    expect(await itemNamed(owner, list.id, 'Молоко')).toMatchObject({ amount: 2, price: 8_900 });
    // The line names only a price: it is the good's new one.
    const repriced = await call(t.app, owner, 'POST', `/api/list/${list.id}/add-text`, { text: 'молоко 95 ₽' });
    expect(repriced.body).toMatchObject({ merged: [{ name: 'Молоко', price: 9_500 }], skipped: [] });
    // A bought good the line puts back costs what the line says.
    await tick(owner, (await itemNamed(owner, list.id, 'Хлеб')).id);
    await call(t.app, owner, 'POST', `/api/list/${list.id}/add-text`, { text: 'хлеб 45р' });
    expect(await itemNamed(owner, list.id, 'Хлеб')).toMatchObject({ completed: false, price: 4_500 });
  });
});
