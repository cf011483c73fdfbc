import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPresence, purchases } from '../../../db/schema.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { addItem, call, listWithMember, type TestUser } from '../../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const purchasesOf = (listId: number) => t.app.db.select().from(purchases).where(eq(purchases.listId, listId));
const setKind = (owner: TestUser, listId: number, kind: string) =>
  call(t.app, owner, 'PATCH', `/api/list/${listId}`, { kind });

describe('ticks on lists that are not for shopping', () => {
  it('are no purchases: an undone tick takes nothing back, and the list suggests no goods', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    const milk = await addItem(t.app, member, list.id, 'Milk');
    const bread = await addItem(t.app, member, list.id, 'Bread');
    await call(t.app, member, 'PATCH', `/api/list-item/mark/${milk.id}`);
    expect(await purchasesOf(list.id)).toHaveLength(1);
    for (const kind of ['todo', 'packing', 'wishlist'] as const) {
      expect((await setKind(owner, list.id, kind)).status).toBe(200);
      await call(t.app, member, 'PATCH', `/api/list-item/mark/${bread.id}`);
      await call(t.app, member, 'PATCH', `/api/list-item/mark/${bread.id}`);
      expect(await purchasesOf(list.id)).toHaveLength(1);
      // The purchases of its shopping days stay, but a to-do list has no goods to suggest.
      const suggested = await call(t.app, member, 'GET', `/api/list/${list.id}/suggestions`);
      expect(suggested).toMatchObject({ status: 200, body: [] });
    }
    await setKind(owner, list.id, 'shopping');
    await call(t.app, member, 'PATCH', `/api/list-item/mark/${bread.id}`);
    expect((await purchasesOf(list.id)).map((p) => p.productId).sort()).toEqual([milk.itemId, bread.itemId].sort());
  });

  it('do not show a member as shopping', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    // The member has the list open (a stream of some process).
    await t.app.db.insert(listPresence).values({ process: 'test', listId: list.id, userId: member.id });
    const statusOf = async () =>
      (await call(t.app, owner, 'GET', `/api/list/${list.id}/header`)).body.members.find(
        (m: { id: number }) => m.id === member.id,
      );
    const milk = await addItem(t.app, owner, list.id, 'Milk');
    await setKind(owner, list.id, 'todo');
    await call(t.app, member, 'PATCH', `/api/list-item/mark/${milk.id}`);
    expect(await statusOf()).toMatchObject({ online: true, shopping: false });
    await setKind(owner, list.id, 'shopping');
    expect(await statusOf()).toMatchObject({ online: true, shopping: true });
  });
});

describe('POST /api/list/{id}/untick-all: ready for the next trip', () => {
  it('unticks every item, answers the items, and keeps the purchases made', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    const milk = await addItem(t.app, member, list.id, 'Milk');
    const bread = await addItem(t.app, member, list.id, 'Bread');
    await addItem(t.app, member, list.id, 'Eggs');
    for (const item of [milk, bread]) await call(t.app, member, 'PATCH', `/api/list-item/mark/${item.id}`);
    const answer = await call(t.app, member, 'POST', `/api/list/${list.id}/untick-all`);
    expect(answer.status).toBe(200);
    expect(answer.body.map((i: { completed: boolean }) => i.completed)).toEqual([false, false, false]);
    expect(answer.body[0]).toMatchObject({ id: milk.id, completed_by: null, completed_at: null });
    expect(await purchasesOf(list.id)).toHaveLength(2);
    const read = await call(t.app, owner, 'GET', `/api/list/${list.id}`);
    expect(read.body).toEqual(answer.body);
    // Nothing ticked: the same answer, nothing to tell.
    expect((await call(t.app, owner, 'POST', `/api/list/${list.id}/untick-all`)).body).toEqual(answer.body);
  });

  it('is for members of an active list', async () => {
    const { owner, member, stranger, list } = await listWithMember(t.app);
    const milk = await addItem(t.app, owner, list.id, 'Milk');
    await call(t.app, owner, 'PATCH', `/api/list-item/mark/${milk.id}`);
    expect((await call(t.app, stranger, 'POST', `/api/list/${list.id}/untick-all`)).status).toBe(404);
    expect((await call(t.app, null, 'POST', `/api/list/${list.id}/untick-all`)).status).toBe(401);
    await call(t.app, owner, 'PATCH', `/api/list/${list.id}/close`);
    expect((await call(t.app, member, 'POST', `/api/list/${list.id}/untick-all`)).status).toBe(409);
    const items = (await call(t.app, owner, 'GET', `/api/list/${list.id}`)).body;
    expect(items[0]).toMatchObject({ completed: true });
  });
});
