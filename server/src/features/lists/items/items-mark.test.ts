import { shoppingTripHours } from '@listok/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listItems, purchases } from '../../../db/schema.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { addItem, call, listWithMember } from '../../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowsOf = (listId: number) => t.app.db.select().from(listItems).where(eq(listItems.listId, listId));

describe('PATCH /api/list-item/mark/{itemRowId}', () => {
  it('an untick within one shopping trip of the tick takes the purchase back, a later one keeps it', async () => {
    const { owner, list } = await listWithMember(t.app);
    const bought = async (name: string, minutesAgo: number) => {
      const item = await addItem(t.app, owner, list.id, name);
      await call(t.app, owner, 'PATCH', `/api/list-item/mark/${item.id}`);
      // The tick happened `minutesAgo`: the item's tick time and its purchase move back together.
      const back = sql`make_interval(mins => ${minutesAgo})`;
      await t.app.db
        .update(listItems)
        .set({ completedAt: sql`completed_at - ${back}` })
        .where(eq(listItems.id, item.id));
      await t.app.db
        .update(purchases)
        .set({ boughtAt: sql`bought_at - ${back}` })
        .where(eq(purchases.listId, list.id));
      await call(t.app, owner, 'PATCH', `/api/list-item/mark/${item.id}`);
      const left = await t.app.db.select().from(purchases).where(eq(purchases.listId, list.id));
      await t.app.db.delete(purchases).where(eq(purchases.listId, list.id));
      return left.length;
    };
    expect(await bought('White bread', shoppingTripHours * 60 - 5)).toBe(0);
    expect(await bought('Rye bread', shoppingTripHours * 60 + 5)).toBe(1);
  });

  it('toggles completed both ways and answers the items in the requested order', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    const apples = await addItem(t.app, member, list.id, 'Apples');
    await addItem(t.app, member, list.id, 'Bananas');
    const marked = await call(t.app, owner, 'PATCH', `/api/list-item/mark/${apples.id}`, { sort: '-name' }, 'en');
    expect(marked.status).toBe(200);
    expect(marked.body.map((i: { name: string; completed: boolean }) => [i.name, i.completed])).toEqual([
      ['Bananas', false],
      ['Apples', true],
    ]);
    const [row] = (await rowsOf(list.id)).filter((r) => r.id === apples.id);
    expect(row).toMatchObject({ completed: true, completedBy: owner.id });
    const unmarked = await call(t.app, member, 'PATCH', `/api/list-item/mark/${apples.id}`);
    expect(unmarked.body.find((i: { id: number }) => i.id === apples.id).completed).toBe(false);
  });

  it('every member sees who ticked an item and when; unticking clears both', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    const apples = await addItem(t.app, member, list.id, 'Apples');
    const marked = await call(t.app, owner, 'PATCH', `/api/list-item/mark/${apples.id}`);
    const ticked = marked.body.find((i: { id: number }) => i.id === apples.id);
    expect(ticked).toMatchObject({ completed: true, completed_by: owner.username });
    expect(ticked.completed_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    // Another member's read (another cached answer: language and zone of that member) says the same.
    const seen = await call(t.app, member, 'GET', `/api/list/${list.id}`, undefined, 'en');
    expect(seen.body[0]).toMatchObject({ completed: true, completed_by: owner.username });
    const unmarked = await call(t.app, member, 'PATCH', `/api/list-item/mark/${apples.id}`);
    expect(unmarked.body[0]).toMatchObject({ completed: false, completed_by: null, completed_at: null });
  });

  it('two members marking at once never lose a change', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    const item = await addItem(t.app, member, list.id, 'Apples');
    await Promise.all([
      call(t.app, owner, 'PATCH', `/api/list-item/mark/${item.id}`),
      call(t.app, member, 'PATCH', `/api/list-item/mark/${item.id}`),
    ]);
    expect((await rowsOf(list.id))[0]?.completed).toBe(false);
  });

  it('refuses a stranger with the code (403), a visitor with the code (401), a stranger (404)', async () => {
    const { member, stranger, list } = await listWithMember(t.app);
    const item = await addItem(t.app, member, list.id, 'Apples');
    expect((await call(t.app, stranger, 'PATCH', `/api/list-item/mark/${item.id}`, { ac: list.access })).status).toBe(
      403,
    );
    expect((await call(t.app, null, 'PATCH', `/api/list-item/mark/${item.id}`, { ac: list.access })).status).toBe(401);
    expect((await call(t.app, stranger, 'PATCH', `/api/list-item/mark/${item.id}`)).status).toBe(404);
    expect((await rowsOf(list.id))[0]?.completed).toBe(false);
  });

  it('a refused mark changes nothing and publishes nothing: closed list (409), unknown row (404)', async () => {
    const { owner, member, stranger, list } = await listWithMember(t.app);
    const item = await addItem(t.app, member, list.id, 'Apples');
    expect((await call(t.app, owner, 'PATCH', `/api/list/${list.id}/close`)).status).toBe(200);
    const before = await stateOf(list.id);
    const closed = await call(t.app, member, 'PATCH', `/api/list-item/mark/${item.id}`, {}, 'en');
    expect(closed).toMatchObject({
      status: 409,
      body: { code: 'LIST_CLOSED', message: 'This list is complete. It can be changed once its owner restores it' },
    });
    expect((await call(t.app, member, 'PATCH', '/api/list-item/mark/999999999')).status).toBe(404);
    expect((await call(t.app, stranger, 'PATCH', `/api/list-item/mark/${item.id}`, { ac: list.access })).status).toBe(
      403,
    );
    expect(await stateOf(list.id)).toEqual(before);
  });
});

/** What a mark may change: the list's version, its items, purchases and push events. */
async function stateOf(listId: number) {
  const result = await t.app.db.execute(sql`
    select (select items_version from lists where id = ${listId}) as version,
      (select count(*)::int from purchases where list_id = ${listId}) as purchases,
      (select count(*)::int from push_events) as events,
      (select json_agg(json_build_object('id', id, 'completed', completed) order by id)
        from list_items where list_id = ${listId}) as items`);
  return (result as unknown as { rows: unknown[] }).rows[0];
}
