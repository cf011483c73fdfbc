import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listItems, listMembers, lists } from '../../../db/schema.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import {
  addContact,
  addItem,
  awayMember,
  call,
  createList,
  listWithMember,
  memberCan,
  ownerCan,
  signUp,
} from '../../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ pageSize: 2 });
});
afterAll(() => t.close());

const listRow = async (id: number) => (await t.app.db.select().from(lists).where(eq(lists.id, id)))[0];
const memberIds = async (id: number) =>
  (await t.app.db.select().from(listMembers).where(eq(listMembers.listId, id))).map((m) => m.userId).sort();

describe('POST /api/lists', () => {
  it('creates a list owned by the caller and answers 201 with the list', async () => {
    const owner = await signUp(t.app);
    const { status, body } = await call(t.app, owner, 'POST', '/api/lists', { name: '  Дача 🏡, выходные!  ' });
    expect(status).toBe(201);
    expect(body).toEqual({
      id: expect.any(Number),
      name: 'Дача 🏡, выходные!',
      kind: 'shopping',
      access: expect.stringMatching(/^[\w-]{12}$/),
      active: true,
      isOwner: true,
      isMember: true,
      can: ownerCan,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/),
      memberCount: 1,
      itemCount: 0,
      completedCount: 0,
      shoppers: [],
    });
    expect(await memberIds(body.id)).toEqual([owner.id]);
  });

  it.each([
    ['an empty name', ''],
    ['only spaces', '   '],
    ['257 characters', 'a'.repeat(257)],
    ['a control character', 'milk\u0007'],
  ])('refuses %s with a field message', async (_case, name) => {
    const owner = await signUp(t.app);
    const { status, body } = await call(t.app, owner, 'POST', '/api/lists', { name });
    expect(status).toBe(400);
    expect(body.errors.name).toEqual(expect.any(String));
  });

  it('asks a visitor to sign in', async () => {
    expect((await call(t.app, null, 'POST', '/api/lists', { name: 'x' })).status).toBe(401);
  });

  it('creates a list of the kind asked for; refuses an unknown kind in the caller’s language', async () => {
    const owner = await signUp(t.app);
    for (const kind of ['todo', 'packing', 'wishlist', 'shopping'] as const) {
      const { status, body } = await call(t.app, owner, 'POST', '/api/lists', { name: `Список ${kind}`, kind });
      expect(status).toBe(201);
      expect(body.kind).toBe(kind);
      expect((await listRow(body.id))!.kind).toBe(kind);
      expect((await call(t.app, owner, 'GET', `/api/list/${body.id}/header`)).body.kind).toBe(kind);
    }
    for (const [lang, word] of [
      ['en', 'The kind of list'],
      ['ru', 'Вид списка'],
    ] as const) {
      const refused = await call(t.app, owner, 'POST', '/api/lists', { name: 'Дела', kind: 'chores' }, lang);
      expect(refused.status).toBe(400);
      expect(refused.body.errors.kind).toContain(word);
    }
    const all = await call(t.app, owner, 'GET', '/api/lists');
    expect(all.response.headers['x-pagination-total-count']).toBe('4');
  });
});

describe('GET /api/lists', () => {
  it('shows the lists of one kind with `kind`; an unknown kind is 400', async () => {
    const owner = await signUp(t.app);
    const todo = await call(t.app, owner, 'POST', '/api/lists', { name: 'Дела', kind: 'todo' });
    await createList(t.app, owner, 'Продукты');
    const todos = await call(t.app, owner, 'GET', '/api/lists?kind=todo');
    expect(todos.body.map((l: { id: number; kind: string }) => [l.id, l.kind])).toEqual([[todo.body.id, 'todo']]);
    expect(todos.response.headers['x-pagination-total-count']).toBe('1');
    const all = await call(t.app, owner, 'GET', '/api/lists');
    expect(all.response.headers['x-pagination-total-count']).toBe('2');
    const refused = await call(t.app, owner, 'GET', '/api/lists?kind=everything');
    expect(refused.status).toBe(400);
    expect(refused.body.errors.kind).toEqual(expect.any(String));
  });

  it('shows only the lists the user belongs to, filtered by state, sorted and paged', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const a = await createList(t.app, owner, 'Bravo');
    const b = await createList(t.app, owner, 'alpha');
    const c = await createList(t.app, owner, 'Charlie');
    await createList(t.app, other, 'Not mine');
    await call(t.app, owner, 'PATCH', `/api/list/${c.id}/close`);

    const first = await call(t.app, owner, 'GET', '/api/lists');
    expect(first.body.map((l: { id: number }) => l.id)).toEqual([b.id, a.id]);
    expect(first.response.headers['x-pagination-pages-count']).toBe('1');
    expect(first.response.headers['x-pagination-page-count']).toBe('1');
    expect(first.response.headers['x-pagination-current-page']).toBe('1');
    expect(first.response.headers['x-pagination-page-size']).toBe('2');
    expect(first.response.headers['x-pagination-total-count']).toBe('2');
    expect(first.response.headers['access-control-expose-headers']).toContain('X-Pagination-Pages-Count');

    const byName = await call(t.app, owner, 'GET', '/api/lists?sort=name');
    expect(byName.body.map((l: { name: string }) => l.name)).toEqual(['alpha', 'Bravo']);
    const finished = await call(t.app, owner, 'GET', '/api/lists?isActive=0');
    expect(finished.body.map((l: { id: number }) => l.id)).toEqual([c.id]);
    expect(finished.body[0].active).toBe(false);
    expect((await call(t.app, owner, 'GET', '/api/lists?isActive=false')).body).toHaveLength(1);
  });

  it('pages with the page parameter', async () => {
    const owner = await signUp(t.app);
    for (const name of ['1', '2', '3']) await createList(t.app, owner, name);
    const page2 = await call(t.app, owner, 'GET', '/api/lists?page=2&sort=name');
    expect(page2.body.map((l: { name: string }) => l.name)).toEqual(['3']);
    expect(page2.response.headers['x-pagination-pages-count']).toBe('2');
    expect((await call(t.app, owner, 'GET', '/api/lists?page=9')).body).toEqual([]);
  });

  it('includes lists joined as a member, marked as not owned', async () => {
    const { member, list } = await listWithMember(t.app);
    const { body } = await call(t.app, member, 'GET', '/api/lists');
    expect(body).toEqual([expect.objectContaining({ id: list.id, isOwner: false, isMember: true })]);
  });

  it.each(['isActive=maybe', 'sort=owner', 'page=0', 'page=x'])('refuses the query %s with 400', async (query) => {
    const owner = await signUp(t.app);
    expect((await call(t.app, owner, 'GET', `/api/lists?${query}`)).status).toBe(400);
  });

  it('asks a visitor to sign in', async () => {
    expect((await call(t.app, null, 'GET', '/api/lists')).status).toBe(401);
  });
});

describe('GET /api/list/{id}/header', () => {
  it('shows members the code, the owner first and highlighted', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    for (const [user, isOwner] of [
      [owner, true],
      [member, false],
    ] as const) {
      const { status, body } = await call(t.app, user, 'GET', `/api/list/${list.id}/header`);
      expect(status).toBe(200);
      expect(body).toEqual({
        id: list.id,
        name: 'Продукты',
        kind: 'shopping',
        access: list.access,
        active: true,
        isOwner,
        isMember: true,
        can: isOwner ? ownerCan : memberCan,
        members: [
          { id: owner.id, username: owner.username, owner: 1, ...awayMember },
          { id: member.id, username: member.username, owner: 0, ...awayMember },
        ],
        currency: 'RUB',
        estimate: { total: 0, unpriced: 0 },
        spent: 0,
      });
    }
  });

  it('lets a visitor or a stranger with the code read it, without the code', async () => {
    const { stranger, list } = await listWithMember(t.app);
    for (const user of [null, stranger]) {
      const { status, body } = await call(t.app, user, 'GET', `/api/list/${list.id}/header?ac=${list.access}`);
      expect(status).toBe(200);
      expect(body.access).toBeUndefined();
      expect(body.isMember).toBe(false);
    }
  });

  it('answers 401 to a visitor without the code, 404 to a stranger, 403 to a wrong code, 404 to no list', async () => {
    const { stranger, list } = await listWithMember(t.app);
    expect((await call(t.app, null, 'GET', `/api/list/${list.id}/header`)).status).toBe(401);
    expect((await call(t.app, stranger, 'GET', `/api/list/${list.id}/header`)).status).toBe(404);
    const wrong = await call(t.app, stranger, 'GET', `/api/list/${list.id}/header?ac=wrong`, undefined, 'en');
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({ code: 'WRONG_ACCESS_CODE', message: 'Wrong access code for this list' });
    expect((await call(t.app, stranger, 'GET', '/api/list/999999/header')).status).toBe(404);
    expect((await call(t.app, stranger, 'GET', '/api/list/abc/header')).status).toBe(400);
  });
});

describe('ids in paths', () => {
  it('are plain positive decimal integers: hexadecimal, signed or exponent forms are 400, never another list', async () => {
    const { owner, list } = await listWithMember(t.app);
    expect((await call(t.app, owner, 'GET', `/api/list/${list.id}/header`)).status).toBe(200);
    for (const id of [`0x${list.id.toString(16)}`, `+${list.id}`, `${list.id}e0`, `0${list.id}`, `${list.id}.0`]) {
      const { status, body } = await call(t.app, owner, 'GET', `/api/list/${id}/header`, undefined, 'en');
      expect(status, id).toBe(400);
      expect(body.errors).toEqual({ id: 'Invalid identifier' });
    }
  });
});

describe('close and recover', () => {
  it('closing marks every item and recovering unmarks every item, owner only', async () => {
    const { owner, member, stranger, list } = await listWithMember(t.app);
    const milk = await addItem(t.app, member, list.id, 'Milk');
    await addItem(t.app, member, list.id, 'Bananas');
    await call(t.app, member, 'PATCH', `/api/list-item/mark/${milk.id}`);

    expect((await call(t.app, member, 'PATCH', `/api/list/${list.id}/close`)).body.code).toBe('OWNER_ONLY');
    expect((await call(t.app, stranger, 'PATCH', `/api/list/${list.id}/close`)).status).toBe(404);
    expect((await call(t.app, null, 'PATCH', `/api/list/${list.id}/close`)).status).toBe(401);
    expect((await listRow(list.id))?.active).toBe(true);

    const closed = await call(t.app, owner, 'PATCH', `/api/list/${list.id}/close`);
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ id: list.id, active: false, isOwner: true });
    const completed = async () =>
      (await t.app.db.select().from(listItems).where(eq(listItems.listId, list.id))).map((i) => i.completed);
    expect(await completed()).toEqual([true, true]);

    expect((await call(t.app, member, 'PATCH', `/api/list/${list.id}/recover`)).status).toBe(403);
    const recovered = await call(t.app, owner, 'PATCH', `/api/list/${list.id}/recover`);
    expect(recovered.body.active).toBe(true);
    expect(await completed()).toEqual([false, false]);
  });

  it('a closed list refuses every change of items and members with 409', async () => {
    const { owner, member, stranger, list } = await listWithMember(t.app);
    const item = await addItem(t.app, member, list.id, 'Milk');
    await addContact(t.app, owner, stranger);
    await addContact(t.app, stranger, owner);
    await call(t.app, owner, 'PATCH', `/api/list/${list.id}/close`);
    const attempts = [
      call(t.app, member, 'POST', `/api/list/${list.id}/add`, { item: item.itemId + 1 }),
      call(t.app, member, 'POST', `/api/list/${list.id}/item/user-create`, { name: 'Редис' }),
      call(t.app, member, 'PATCH', `/api/list-item/mark/${item.id}`),
      call(t.app, member, 'PATCH', `/api/list/item/update/${item.id}`, { amount: 2, unit: 1 }),
      call(t.app, member, 'POST', `/api/list/${list.id}/remove/${item.id}`),
      call(t.app, owner, 'POST', `/api/list/${list.id}/members/add/${stranger.id}`),
    ];
    const answers = await Promise.all(attempts);
    for (const { status, body } of answers) {
      expect(status).toBe(409);
      expect(body.code).toBe('LIST_CLOSED');
    }
    // Only the owner can restore a list: members are not told to.
    expect(answers[0]?.body.message).toBe('Список завершён. Изменить его можно будет, когда владелец его восстановит');
    expect(answers[5]?.body.message).toBe('Список завершён. Восстановите его, чтобы изменить');
    const rows = await t.app.db.select().from(listItems).where(eq(listItems.listId, list.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ completed: true, amount: '1.000' });
    expect(await memberIds(list.id)).not.toContain(stranger.id);
  });
});

describe('updated time', () => {
  it('an item change moves the list updatedAt', async () => {
    const { member, list } = await listWithMember(t.app);
    await t.app.db.update(lists).set({ updatedAt: sql`now() - interval '1 day'` }).where(eq(lists.id, list.id));
    const before = (await listRow(list.id))!.updatedAt;
    await addItem(t.app, member, list.id, 'Milk');
    expect((await listRow(list.id))!.updatedAt.getTime()).toBeGreaterThan(before.getTime());
  });
});
