import { listTopic, translate } from '@listok/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listItems, listMembers, lists, products, purchases, pushEvents } from '../../../db/schema.js';
import { createTestApp, type TestApp, testOrigin } from '../../../test/app.js';
import { addItem, call, createList, listWithMember, ownerCan, signUp } from '../../../test/factories.js';
import { dataFingerprint } from '../../../test/snapshot.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const listRow = async (id: number) => (await t.app.db.select().from(lists).where(eq(lists.id, id)))[0];
const eventsOf = async (listId: number) =>
  (
    await t.app.db
      .select()
      .from(pushEvents)
      .where(eq(pushEvents.topic, listTopic(testOrigin, listId)))
      .orderBy(pushEvents.id)
  ).map((row) => row.data);

describe('PATCH /api/list/{id}', () => {
  it('the owner renames a list: the header with the new name, seen by members, announced, the list changed', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    await t.app.db.update(lists).set({ updatedAt: sql`now() - interval '1 day'` }).where(eq(lists.id, list.id));
    const before = (await listRow(list.id))!.updatedAt;
    const { status, body } = await call(t.app, owner, 'PATCH', `/api/list/${list.id}`, { name: '  Дача, суббота  ' });
    expect(status).toBe(200);
    expect(body).toEqual({
      id: list.id,
      name: 'Дача, суббота',
      kind: 'shopping',
      access: list.access,
      active: true,
      isOwner: true,
      isMember: true,
      can: ownerCan,
      members: [
        expect.objectContaining({ id: owner.id, owner: 1 }),
        expect.objectContaining({ id: member.id, owner: 0 }),
      ],
      currency: 'RUB',
      estimate: { total: 0, unpriced: 0 },
      spent: 0,
    });
    expect((await call(t.app, member, 'GET', `/api/list/${list.id}/header`)).body.name).toBe('Дача, суббота');
    expect((await call(t.app, member, 'GET', '/api/lists')).body[0].name).toBe('Дача, суббота');
    expect((await listRow(list.id))!.updatedAt.getTime()).toBeGreaterThan(before.getTime());
    expect((await eventsOf(list.id)).at(-1)).toEqual({ type: 'header', listId: list.id });
  });

  it('renames a closed list too', async () => {
    const owner = await signUp(t.app);
    const list = await createList(t.app, owner, 'Старое');
    await call(t.app, owner, 'PATCH', `/api/list/${list.id}/close`);
    const { status, body } = await call(t.app, owner, 'PATCH', `/api/list/${list.id}`, { name: 'Архив' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ name: 'Архив', active: false });
  });

  it.each([
    ['an empty name', '', 'validation.required'],
    ['only spaces', '   ', 'validation.required'],
    ['257 characters', 'a'.repeat(257), 'validation.listNameLength'],
  ])('refuses %s with the rule of a new list, in the caller’s language', async (_case, name, key) => {
    const owner = await signUp(t.app);
    const list = await createList(t.app, owner, 'Как было');
    for (const lang of ['en', 'ru'] as const) {
      const refused = await call(t.app, owner, 'PATCH', `/api/list/${list.id}`, { name }, lang);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: { name: translate(lang, key) } });
      const created = await call(t.app, owner, 'POST', '/api/lists', { name }, lang);
      expect(created.body.errors).toEqual(refused.body.errors);
    }
    expect((await listRow(list.id))!.name).toBe('Как было');
  });

  it('refuses a control character, a name that is no text, an unknown kind and nothing to change', async () => {
    const owner = await signUp(t.app);
    const list = await createList(t.app, owner, 'Как было');
    for (const [payload, field] of [
      [{ name: 'milk\u0007' }, 'name'],
      [{ name: 5 }, 'name'],
      [{ kind: 'chores' }, 'kind'],
      [{ name: 'Новое', kind: null }, 'kind'],
    ] as const) {
      const refused = await call(t.app, owner, 'PATCH', `/api/list/${list.id}`, payload);
      expect(refused.status).toBe(400);
      expect(refused.body.errors[field]).toEqual(expect.any(String));
    }
    const nothing = await call(t.app, owner, 'PATCH', `/api/list/${list.id}`, {}, 'en');
    expect(nothing.status).toBe(400);
    expect(Object.values(nothing.body.errors)).toEqual(['Nothing to change']);
    expect(await listRow(list.id)).toMatchObject({ name: 'Как было', kind: 'shopping' });
  });

  it('the owner changes the kind, the name kept: the header says it, members see it, announced', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    const { status, body } = await call(t.app, owner, 'PATCH', `/api/list/${list.id}`, { kind: 'packing' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ name: 'Продукты', kind: 'packing' });
    expect((await call(t.app, member, 'GET', `/api/list/${list.id}/header`)).body.kind).toBe('packing');
    expect((await call(t.app, member, 'GET', '/api/lists')).body[0].kind).toBe('packing');
    expect((await eventsOf(list.id)).at(-1)).toEqual({ type: 'header', listId: list.id });
    const both = await call(t.app, owner, 'PATCH', `/api/list/${list.id}`, { name: 'Поход', kind: 'todo' });
    expect(both.body).toMatchObject({ name: 'Поход', kind: 'todo' });
    const asMember = await call(t.app, member, 'PATCH', `/api/list/${list.id}`, { kind: 'wishlist' });
    expect(asMember.status).toBe(403);
    expect((await listRow(list.id))!.kind).toBe('todo');
  });

  it('refuses a member (403), a stranger (404), a visitor (401) and an unknown list (404), changing nothing', async () => {
    const { owner, member, stranger, list } = await listWithMember(t.app);
    const before = await dataFingerprint(t.app);
    const asMember = await call(t.app, member, 'PATCH', `/api/list/${list.id}`, { name: 'Моё' }, 'en');
    expect(asMember.status).toBe(403);
    expect(asMember.body).toMatchObject({ code: 'OWNER_ONLY', message: 'Only the owner of the list can do this' });
    const inRussian = await call(t.app, member, 'PATCH', `/api/list/${list.id}`, { name: 'Моё' });
    expect(inRussian.body.message).toBe('Это может сделать только владелец списка');
    expect((await call(t.app, stranger, 'PATCH', `/api/list/${list.id}`, { name: 'Моё' })).status).toBe(404);
    const withCode = await call(t.app, stranger, 'PATCH', `/api/list/${list.id}?ac=${list.access}`, { name: 'Моё' });
    expect(withCode.status).toBe(404);
    expect((await call(t.app, null, 'PATCH', `/api/list/${list.id}`, { name: 'Моё' })).status).toBe(401);
    expect((await call(t.app, owner, 'PATCH', '/api/list/99999999', { name: 'Моё' })).status).toBe(404);
    expect(await dataFingerprint(t.app)).toBe(before);
  });
});

describe('DELETE /api/list/{id}', () => {
  it('the owner deletes a list with its items, members and history; products stay; members are told', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    const milk = await addItem(t.app, member, list.id, 'Milk');
    const own = await call(t.app, owner, 'POST', `/api/list/${list.id}/item/user-create`, { name: 'Квас домашний' });
    await call(t.app, member, 'PATCH', `/api/list-item/mark/${milk.id}`);
    const other = await createList(t.app, owner, 'Другой');
    await addItem(t.app, owner, other.id, 'Milk');

    const { status, body } = await call(t.app, owner, 'DELETE', `/api/list/${list.id}`);
    expect(status).toBe(204);
    expect(body).toBeUndefined();
    expect(await listRow(list.id)).toBeUndefined();
    for (const table of [listItems, listMembers, purchases]) {
      expect(await t.app.db.select().from(table).where(eq(table.listId, list.id))).toEqual([]);
    }
    const [product] = await t.app.db.select().from(products).where(eq(products.id, own.body.itemId));
    expect(product).toMatchObject({ nameRu: 'Квас домашний', ownerId: owner.id });
    for (const user of [owner, member]) {
      expect((await call(t.app, user, 'GET', `/api/list/${list.id}/header`)).status).toBe(404);
      expect((await call(t.app, user, 'GET', `/api/list/${list.id}`)).status).toBe(404);
    }
    expect((await call(t.app, member, 'GET', '/api/lists')).body).toEqual([]);
    expect((await call(t.app, owner, 'GET', '/api/lists')).body.map((l: { id: number }) => l.id)).toEqual([other.id]);
    expect((await call(t.app, owner, 'GET', `/api/list/${other.id}`)).body).toHaveLength(1);
    expect((await eventsOf(list.id)).at(-1)).toEqual({ type: 'header', listId: list.id, deleted: true });
    // Gone for good: the second delete finds nothing, and changes of its items are 404, not 500.
    expect((await call(t.app, owner, 'DELETE', `/api/list/${list.id}`)).status).toBe(404);
    expect((await call(t.app, member, 'PATCH', `/api/list-item/mark/${milk.id}`)).status).toBe(404);
    expect((await call(t.app, member, 'POST', `/api/list/${list.id}/add`, { item: milk.itemId })).status).toBe(404);
  });

  it('deletes a closed list too', async () => {
    const owner = await signUp(t.app);
    const list = await createList(t.app, owner, 'Закрытый');
    await call(t.app, owner, 'PATCH', `/api/list/${list.id}/close`);
    expect((await call(t.app, owner, 'DELETE', `/api/list/${list.id}`)).status).toBe(204);
    expect(await listRow(list.id)).toBeUndefined();
  });

  it('refuses a member (403), code holders and strangers (404), a visitor (401), changing nothing', async () => {
    const { member, stranger, list } = await listWithMember(t.app);
    await addItem(t.app, member, list.id, 'Milk');
    const before = await dataFingerprint(t.app);
    const asMember = await call(t.app, member, 'DELETE', `/api/list/${list.id}`, undefined, 'en');
    expect(asMember.status).toBe(403);
    expect(asMember.body.code).toBe('OWNER_ONLY');
    expect((await call(t.app, stranger, 'DELETE', `/api/list/${list.id}`)).status).toBe(404);
    expect((await call(t.app, stranger, 'DELETE', `/api/list/${list.id}?ac=${list.access}`)).status).toBe(404);
    expect((await call(t.app, null, 'DELETE', `/api/list/${list.id}`)).status).toBe(401);
    expect((await call(t.app, member, 'DELETE', '/api/list/abc')).status).toBe(400);
    expect(await dataFingerprint(t.app)).toBe(before);
  });
});

describe('GET /api/lists: members and progress', () => {
  it('each list carries how many members it has, and how many of its items are ticked', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    const milk = await addItem(t.app, member, list.id, 'Milk');
    await addItem(t.app, member, list.id, 'Bananas');
    await addItem(t.app, owner, list.id, 'Apples');
    await call(t.app, owner, 'PATCH', `/api/list-item/mark/${milk.id}`);
    const alone = await createList(t.app, owner, 'Одна');
    const { body } = await call(t.app, owner, 'GET', '/api/lists?sort=name');
    expect(body).toEqual([
      expect.objectContaining({ id: alone.id, memberCount: 1, itemCount: 0, completedCount: 0 }),
      expect.objectContaining({ id: list.id, memberCount: 2, itemCount: 3, completedCount: 1 }),
    ]);
    expect((await call(t.app, member, 'GET', '/api/lists')).body).toEqual([
      expect.objectContaining({ id: list.id, memberCount: 2, itemCount: 3, completedCount: 1, isOwner: false }),
    ]);
  });
});
