import { type ListKind, listKinds } from '@listok/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listChanges, listPresence, lists, purchases, pushSubscriptions } from '../../../db/schema.js';
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

describe('POST /api/list/{id}/untick-all/undo: a minute to take it back', () => {
  const undo = (who: TestUser | null, listId: number) =>
    call(t.app, who, 'POST', `/api/list/${listId}/untick-all/undo`);
  const changesOf = (listId: number) => t.app.db.select().from(listChanges).where(eq(listChanges.listId, listId));

  it('ticks again what the untick took off, by whoever ticked it and when, and tells nobody of either', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    // The owner has a phone that would be told of the member's untick.
    await t.app.db
      .insert(pushSubscriptions)
      .values({ userId: owner.id, endpoint: 'https://push.example.com/owner', p256dh: 'key', auth: 'auth' });
    const milk = await addItem(t.app, member, list.id, 'Milk');
    const bread = await addItem(t.app, member, list.id, 'Bread');
    await addItem(t.app, member, list.id, 'Eggs');
    await call(t.app, member, 'PATCH', `/api/list-item/mark/${milk.id}`);
    await call(t.app, owner, 'PATCH', `/api/list-item/mark/${bread.id}`);
    const ticked = (await call(t.app, owner, 'GET', `/api/list/${list.id}`)).body;
    await t.app.db.delete(listChanges).where(eq(listChanges.listId, list.id));
    await call(t.app, member, 'POST', `/api/list/${list.id}/untick-all`);
    expect(await changesOf(list.id)).toMatchObject([{ kind: 'unticked', actorId: member.id }]);

    const answer = await undo(member, list.id);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(ticked);
    expect(answer.body.slice(0, 2)).toMatchObject([
      { id: milk.id, completed: true, completed_by: member.username },
      { id: bread.id, completed: true, completed_by: owner.username },
    ]);
    expect((await call(t.app, owner, 'GET', `/api/list/${list.id}`)).body).toEqual(ticked);
    expect(await changesOf(list.id)).toEqual([]);
    expect(await purchasesOf(list.id)).toHaveLength(2);
    // Once: a second undo has nothing to take back.
    expect(await undo(member, list.id)).toMatchObject({ status: 409, body: { code: 'TOO_LATE_TO_UNDO' } });
  });

  it('leaves an item changed since as it is, and refuses after a minute', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    const milk = await addItem(t.app, member, list.id, 'Milk');
    const bread = await addItem(t.app, member, list.id, 'Bread');
    for (const item of [milk, bread]) await call(t.app, member, 'PATCH', `/api/list-item/mark/${item.id}`);
    await call(t.app, owner, 'POST', `/api/list/${list.id}/untick-all`);
    // The owner ticks the bread again and takes the tick back: the undo leaves it to them.
    await call(t.app, owner, 'PATCH', `/api/list-item/mark/${bread.id}`);
    await call(t.app, owner, 'PATCH', `/api/list-item/mark/${bread.id}`);
    const answer = await undo(owner, list.id);
    expect(answer.body.map((i: { completed: boolean }) => i.completed)).toEqual([true, false]);

    await call(t.app, owner, 'PATCH', `/api/list-item/mark/${bread.id}`);
    await call(t.app, owner, 'POST', `/api/list/${list.id}/untick-all`);
    await t.app.db
      .update(lists)
      .set({ untickedAllAt: sql`now() - interval '61 seconds'` })
      .where(eq(lists.id, list.id));
    const before = (await call(t.app, owner, 'GET', `/api/list/${list.id}`)).body;
    expect(await undo(owner, list.id)).toMatchObject({ status: 409, body: { code: 'TOO_LATE_TO_UNDO' } });
    expect((await call(t.app, owner, 'GET', `/api/list/${list.id}`)).body).toEqual(before);
  });

  it('is for members of an active list', async () => {
    const { owner, member, stranger, list } = await listWithMember(t.app);
    const milk = await addItem(t.app, owner, list.id, 'Milk');
    await call(t.app, owner, 'PATCH', `/api/list-item/mark/${milk.id}`);
    await call(t.app, owner, 'POST', `/api/list/${list.id}/untick-all`);
    expect((await undo(stranger, list.id)).status).toBe(404);
    expect((await undo(null, list.id)).status).toBe(401);
    await call(t.app, owner, 'PATCH', `/api/list/${list.id}/close`);
    const closed = (await call(t.app, owner, 'GET', `/api/list/${list.id}`)).body;
    expect(await undo(member, list.id)).toMatchObject({ status: 409, body: { code: 'LIST_CLOSED' } });
    expect((await call(t.app, owner, 'GET', `/api/list/${list.id}`)).body).toEqual(closed);
  });
});

/** The fields only one kind's items have, by kind (a wish's reservation only for those who may reserve). */
const fieldsOfKind: Record<ListKind, string[]> = {
  shopping: ['stores'],
  todo: ['assignee', 'due', 'repeat'],
  packing: [],
  wishlist: ['reserved', 'reserved_by_me'],
};
const kindOnly = Object.values(fieldsOfKind).flat();

/** The item is of the kind, with its kind's fields and no other kind's; a wish without its reservation unless `seen`. */
function expectOfKind(item: Record<string, unknown>, kind: ListKind, reservationSeen = false) {
  expect(item.kind).toBe(kind);
  const own = kind === 'wishlist' && !reservationSeen ? [] : fieldsOfKind[kind];
  expect(kindOnly.filter((field) => field in item)).toEqual(own);
}

describe("items carry their list's kind (beyond the spec)", () => {
  it.each(listKinds)('a %s list answers its items with its kind, in every answer of them', async (kind) => {
    const { owner, member, list } = await listWithMember(t.app);
    await setKind(owner, list.id, kind);
    const preview = await call(t.app, owner, 'POST', `/api/list/${list.id}/add-text?preview=1`, { text: 'Milk' });
    expectOfKind(preview.body.added[0], kind);
    const added = (await call(t.app, owner, 'POST', `/api/list/${list.id}/add-text`, { text: 'Milk' })).body.added[0];
    expectOfKind(added, kind);
    const updated = await call(t.app, owner, 'PATCH', `/api/list/item/update/${added.id}`, { note: 'большое' });
    expectOfKind(updated.body, kind);
    const ticked = await call(t.app, owner, 'PATCH', `/api/list-item/mark/${added.id}`);
    expectOfKind(ticked.body[0], kind);
    const read = await call(t.app, owner, 'GET', `/api/list/${list.id}`);
    expectOfKind(read.body[0], kind);
    // A member of a wish list may reserve: their answers carry the reservation.
    const seen = await call(t.app, member, 'GET', `/api/list/${list.id}`);
    expectOfKind(seen.body[0], kind, kind === 'wishlist');
  });

  it('an item of a list whose kind changes is answered in the new kind, with its fields unset', async () => {
    const { owner, list } = await listWithMember(t.app);
    const milk = await addItem(t.app, owner, list.id, 'Milk');
    expect(milk).toMatchObject({ kind: 'shopping', stores: [] });
    const itemsNow = async () => (await call(t.app, owner, 'GET', `/api/list/${list.id}`)).body[0];
    const versionNow = async () =>
      Number((await call(t.app, owner, 'GET', `/api/list/${list.id}`)).response.headers['items-version']);
    // The answers kept at a version are of the list's kind: a new kind is a new version, a rename or the same kind not.
    const before = await versionNow();
    await call(t.app, owner, 'PATCH', `/api/list/${list.id}`, { name: 'Дом', kind: 'shopping' });
    expect(await versionNow()).toBe(before);
    await setKind(owner, list.id, 'todo');
    expect(await versionNow()).toBe(before + 1);
    expect(await itemsNow()).toMatchObject({ id: milk.id, kind: 'todo', assignee: null, due: null, repeat: null });
    await setKind(owner, list.id, 'packing');
    expectOfKind(await itemsNow(), 'packing');
    await setKind(owner, list.id, 'shopping');
    expect(await itemsNow()).toMatchObject({ id: milk.id, kind: 'shopping', stores: [] });
  });

  it('a task is a to-do', async () => {
    const { owner, list } = await listWithMember(t.app);
    await setKind(owner, list.id, 'todo');
    const added = (await call(t.app, owner, 'POST', `/api/list/${list.id}/add-text`, { text: 'Позвонить' })).body;
    await call(t.app, owner, 'PATCH', `/api/list/item/update/${added.added[0].id}`, { assignee: owner.id });
    const tasks = await call(t.app, owner, 'GET', '/api/tasks?scope=mine');
    expect(tasks.body).toHaveLength(1);
    expectOfKind(tasks.body[0], 'todo');
    expect(tasks.body[0]).toMatchObject({ assignee: { id: owner.id }, list: { id: list.id } });
  });
});
