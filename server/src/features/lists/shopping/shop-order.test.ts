import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, purchases } from '../../../db/schema.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { addItem, call, createList, listWithMember, signUp, type TestUser } from '../../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const categoryId = async (code: string) =>
  (await t.app.db.select({ id: categories.id }).from(categories).where(eq(categories.code, code)))[0]!.id;

async function tick(user: TestUser, listId: number, names: string[]) {
  for (const name of names) {
    const item = await addItem(t.app, user, listId, name);
    expect((await call(t.app, user, 'PATCH', `/api/list-item/mark/${item.id}`)).status).toBe(200);
  }
}

/** Ends the trip: the list's purchases so far move a day back, and their items leave the list. */
async function endTrip(user: TestUser, listId: number) {
  await t.app.db.execute(
    sql`update ${purchases} set bought_at = bought_at - interval '1 day' where list_id = ${listId}`,
  );
  const items = (await call(t.app, user, 'GET', `/api/list/${listId}`)).body as { id: number }[];
  for (const item of items) {
    await call(t.app, user, 'PATCH', `/api/list-item/mark/${item.id}`);
    await call(t.app, user, 'POST', `/api/list/${listId}/remove/${item.id}`);
  }
}

describe('the shop order of a list', () => {
  it('items carry their department', async () => {
    const { owner, list } = await listWithMember(t.app);
    const milk = await addItem(t.app, owner, list.id, 'Milk');
    const items = (await call(t.app, owner, 'GET', `/api/list/${list.id}`)).body;
    expect(items.find((i: { id: number }) => i.id === milk.id).category).toBe(await categoryId('dairy'));
  });

  it('is learned from the order in which members tick departments, trip after trip', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    const [dairy, fruit, grocery] = await Promise.all(['dairy', 'fruit-veg', 'grocery'].map(categoryId));
    const before = (await call(t.app, owner, 'GET', `/api/list/${list.id}/shop-order`)).body;
    expect(before.arranged).toBe(false);

    await tick(owner, list.id, ['Pasta', 'Apples', 'Milk']);
    await endTrip(owner, list.id);
    await tick(member, list.id, ['Apples', 'Milk', 'Pasta']);
    await endTrip(owner, list.id);
    await tick(member, list.id, ['Bananas', 'Butter']);

    const { status, body } = await call(t.app, member, 'GET', `/api/list/${list.id}/shop-order`);
    expect(status).toBe(200);
    // Fruit: ranks 0.5, 0, 0; dairy: 1, 0.5, 1; grocery: 0, 1.
    expect(body.order.slice(0, 3)).toEqual([fruit, grocery, dairy]);
    expect(body.arranged).toBe(false);
    const all = (await t.app.db.select({ id: categories.id }).from(categories)).map((c) => c.id);
    expect([...body.order].sort((a: number, b: number) => a - b)).toEqual(all.sort((a, b) => a - b));
  });

  it('learns only from the ticks on this list, never from what its members tick on their other lists', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    const [dairy, grocery] = await Promise.all(['dairy', 'grocery'].map(categoryId));
    const elsewhere = await signUp(t.app).then((other) => createList(t.app, other, 'Чужой'));
    const own = await createList(t.app, member, 'Свой');
    await tick(member, own.id, ['Milk', 'Pasta']);
    await call(t.app, member, 'GET', `/api/list/${elsewhere.id}/join?ac=${elsewhere.access}`);
    await tick(member, elsewhere.id, ['Butter', 'Rice']);
    const learned = (await call(t.app, owner, 'GET', `/api/list/${list.id}/shop-order`)).body;
    const catalogue = (await call(t.app, owner, 'GET', `/api/list/${own.id}/shop-order`)).status;
    expect(catalogue).toBe(404);
    // Nothing was ticked on this list: the catalogue's order, whatever the member's trips elsewhere.
    const all = await t.app.db
      .select({ id: categories.id })
      .from(categories)
      .orderBy(categories.position, categories.id);
    expect(learned.order).toEqual(all.map((c) => c.id));
    expect((await call(t.app, member, 'GET', `/api/list/${own.id}/shop-order`)).body.order.slice(0, 2)).toEqual([
      dairy,
      grocery,
    ]);
  });

  it('members can arrange it, and go back to the learned order', async () => {
    const { owner, member, stranger, list } = await listWithMember(t.app);
    const [dairy, grocery] = await Promise.all(['dairy', 'grocery'].map(categoryId));
    const arranged = await call(t.app, member, 'PUT', `/api/list/${list.id}/shop-order`, {
      order: [grocery, dairy],
    });
    expect(arranged.status).toBe(200);
    expect(arranged.body.order.slice(0, 2)).toEqual([grocery, dairy]);
    expect(arranged.body.arranged).toBe(true);
    // Anyone who may read the list sees the order, a code holder too.
    const seen = await call(t.app, stranger, 'GET', `/api/list/${list.id}/shop-order?ac=${list.access}`);
    expect(seen.body).toEqual(arranged.body);

    const back = await call(t.app, owner, 'PUT', `/api/list/${list.id}/shop-order`, { order: null });
    expect(back.status).toBe(200);
    expect(back.body.arranged).toBe(false);
  });

  it('refuses bad orders with a message and changes nothing; only members arrange', async () => {
    const { owner, stranger, list } = await listWithMember(t.app);
    const dairy = await categoryId('dairy');
    await call(t.app, owner, 'PUT', `/api/list/${list.id}/shop-order`, { order: [dairy] });
    for (const body of [{ order: [dairy, dairy] }, { order: 'dairy' }, { order: [-1] }, { order: [1.5] }, {}]) {
      const refused = await call(t.app, owner, 'PUT', `/api/list/${list.id}/shop-order`, body, 'en');
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain('The order of departments');
    }
    expect(
      (await call(t.app, stranger, 'PUT', `/api/list/${list.id}/shop-order?ac=${list.access}`, { order: null })).status,
    ).toBe(404);
    expect((await call(t.app, null, 'PUT', `/api/list/${list.id}/shop-order`, { order: null })).status).toBe(401);
    expect((await call(t.app, stranger, 'PUT', `/api/list/${list.id}/shop-order`, { order: null })).status).toBe(404);
    const kept = (await call(t.app, owner, 'GET', `/api/list/${list.id}/shop-order`)).body;
    expect(kept).toMatchObject({ arranged: true });
    expect(kept.order[0]).toBe(dairy);
  });
});
