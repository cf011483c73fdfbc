import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listItems, products } from '../../../db/schema.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { addItem, call, createList, listWithMember, signUp, type TestUser } from '../../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const itemsOf = async (user: { cookie: string }, listId: number) =>
  ((await call(t.app, user, 'GET', `/api/list/${listId}`)).body as Record<string, unknown>[]).map((item) => ({
    name: item.name,
    amount: item.amount,
    unit: item.unit,
    link: item.link,
    completed: item.completed,
  }));

/** The goods of a list as stored: each item's product, its name and whose it is (null: the catalogue's). */
const goodsOf = (listId: number) =>
  t.app.db
    .select({ productId: products.id, name: products.nameRu, ownerId: products.ownerId, details: products.details })
    .from(listItems)
    .innerJoin(products, eq(products.id, listItems.productId))
    .where(eq(listItems.listId, listId))
    .orderBy(asc(listItems.id));

const addOwn = async (user: TestUser, listId: number, name: string, details = '') => {
  const answer = await call(t.app, user, 'POST', `/api/list/${listId}/item/user-create`, { name, details });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
};

describe('POST /api/list/{id}/copy', () => {
  it('makes a new list of the caller with the items, none bought, without the members', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    const milk = await addItem(t.app, owner, list.id, 'Milk');
    const bread = await addItem(t.app, member, list.id, 'Bread');
    await addItem(t.app, owner, list.id, 'Kefir');
    await call(t.app, owner, 'PATCH', `/api/list/item/update/${milk.id}`, {
      amount: 2.5,
      unit: 1,
      link: 'https://shop.example/milk',
    });
    await call(t.app, owner, 'PATCH', `/api/list-item/mark/${bread.id}`);

    const copy = await call(t.app, member, 'POST', `/api/list/${list.id}/copy`, { only: 'all' });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      name: 'Продукты (копия)',
      isOwner: true,
      active: true,
      itemCount: 3,
      completedCount: 0,
      memberCount: 1,
    });
    expect(copy.body.id).not.toBe(list.id);
    const copied = await itemsOf(member, copy.body.id);
    const source = await itemsOf(owner, list.id);
    expect(copied).toEqual(source.map((item) => ({ ...item, completed: false })));
    expect(copied.find((item) => item.name === 'Молоко')).toMatchObject({
      amount: 2.5,
      link: 'https://shop.example/milk',
    });
    // The owner of the source is not on the copy; the source is as it was.
    expect((await call(t.app, owner, 'GET', `/api/list/${copy.body.id}`)).status).toBe(404);
    expect((await itemsOf(owner, list.id)).filter((item) => item.completed)).toHaveLength(1);
    // It is on the caller's lists.
    const mine = (await call(t.app, member, 'GET', '/api/lists')).body as { id: number }[];
    expect(mine.map((l) => l.id)).toContain(copy.body.id);
  });

  it('copies only the goods not bought yet when asked, under the name given, also from a finished list', async () => {
    const owner = await signUp(t.app);
    const list = await createList(t.app, owner, 'Дача');
    const milk = await addItem(t.app, owner, list.id, 'Milk');
    await addItem(t.app, owner, list.id, 'Bread');
    await call(t.app, owner, 'PATCH', `/api/list-item/mark/${milk.id}`);
    const open = await call(t.app, owner, 'POST', `/api/list/${list.id}/copy`, { only: 'open', name: ' Дача 2 ' });
    expect(open.body).toMatchObject({ name: 'Дача 2', itemCount: 1 });
    expect((await itemsOf(owner, open.body.id)).map((item) => item.name)).toEqual(['Хлеб']);

    await call(t.app, owner, 'PATCH', `/api/list/${list.id}/close`);
    // Copied from the English interface, a Russian name keeps its own language: «(копия)».
    const again = await call(t.app, owner, 'POST', `/api/list/${list.id}/copy`, { only: 'all' }, 'en');
    expect(again.body).toMatchObject({ name: 'Дача (копия)', active: true, itemCount: 2, completedCount: 0 });
  });

  it('a copy is of the kind of its source', async () => {
    const owner = await signUp(t.app);
    const trip = await call(t.app, owner, 'POST', '/api/lists', { name: 'Поход', kind: 'packing' });
    const copy = await call(t.app, owner, 'POST', `/api/list/${trip.body.id}/copy`, { only: 'all' });
    expect(copy.body).toMatchObject({ name: 'Поход (копия)', kind: 'packing' });
  });

  it('copies another member’s own product as the copier’s own, reusing one the copier has of that name', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    await addOwn(member, list.id, 'Сырок Борины', 'глазированный');
    await addOwn(member, list.id, 'Квас домашний');
    await addOwn(owner, list.id, 'Печенье мамино');
    await addItem(t.app, member, list.id, 'Milk');
    await addOwn(owner, (await createList(t.app, owner, 'Старый')).id, 'квас Домашний');
    const source = await goodsOf(list.id);
    const memberGoods = source.filter((good) => good.ownerId === member.id);
    expect(memberGoods).toHaveLength(2);

    const copy = await call(t.app, owner, 'POST', `/api/list/${list.id}/copy`, { only: 'all' });
    expect(copy.status).toBe(201);
    expect(copy.body.itemCount).toBe(4);
    const copied = await goodsOf(copy.body.id);
    expect(copied.map((good) => good.name)).toEqual(['Сырок Борины', 'квас Домашний', 'Печенье мамино', 'Молоко']);
    // No good of the member's is on the owner's copy: each is the owner's own, or the catalogue's as before.
    expect(copied.map((good) => good.ownerId)).toEqual([owner.id, owner.id, owner.id, null]);
    expect(copied[0]).toMatchObject({ details: 'глазированный' });
    expect(copied.slice(2).map((good) => good.productId)).toEqual(source.slice(2).map((good) => good.productId));
    // The member's own products are theirs as before.
    for (const good of memberGoods) {
      const [row] = await t.app.db.select().from(products).where(eq(products.id, good.productId));
      expect(row).toMatchObject({ ownerId: member.id, nameRu: good.name });
    }
  });

  it('copies two members’ own products of one name as one good', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    const third = await signUp(t.app);
    await call(t.app, third, 'GET', `/api/list/${list.id}/join?ac=${list.access}`);
    await addOwn(member, list.id, 'Пирог с капустой');
    await addOwn(third, list.id, 'пирог с капустой');
    const copy = await call(t.app, owner, 'POST', `/api/list/${list.id}/copy`, { only: 'all' });
    expect(copy.body.itemCount).toBe(1);
    expect((await goodsOf(copy.body.id)).map((good) => [good.name, good.ownerId])).toEqual([
      ['Пирог с капустой', owner.id],
    ]);
  });

  it('refuses bad bodies with the field’s message and creates nothing', async () => {
    const owner = await signUp(t.app);
    const list = await createList(t.app, owner, 'Дача');
    const before = (await call(t.app, owner, 'GET', '/api/lists')).body.length;
    const cases: [unknown, Record<string, string>][] = [
      [{}, { only: 'Что копировать: all (все товары) или open (только некупленные)' }],
      [{ only: 'some' }, { only: 'Что копировать: all (все товары) или open (только некупленные)' }],
      [{ only: 'all', name: '' }, { name: 'Обязательное поле' }],
      [{ only: 'all', name: 'x'.repeat(257) }, { name: 'Название — от 1 до 256 символов' }],
    ];
    for (const [body, errors] of cases) {
      const answer = await call(t.app, owner, 'POST', `/api/list/${list.id}/copy`, body as never);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.errors).toEqual(errors);
    }
    expect((await call(t.app, owner, 'GET', '/api/lists')).body.length).toBe(before);
  });
});
