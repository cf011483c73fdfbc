import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listChanges, listItems, products, purchases, pushSubscriptions } from '../../../db/schema.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { addItem, call, createList, listWithMember, signUp, type TestUser } from '../../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const listOf = async (user: TestUser, kind: string, name = 'Дела') => {
  const { status, body } = await call(t.app, user, 'POST', '/api/lists', { name, kind });
  expect(status).toBe(201);
  return body as { id: number };
};
const paste = (user: TestUser, listId: number, text: string, preview = false) =>
  call(t.app, user, 'POST', `/api/list/${listId}/add-text${preview ? '?preview=1' : ''}`, { text });
const itemsOf = async (user: TestUser, listId: number) =>
  (await call(t.app, user, 'GET', `/api/list/${listId}`)).body as Record<string, unknown>[];
const productsOwnedBy = (user: TestUser) => t.app.db.select().from(products).where(eq(products.ownerId, user.id));

describe('plain entries: lines of a list of a kind other than shopping, as typed', () => {
  it('adds each line without a product, a unit or an amount, and makes nothing in the vocabulary', async () => {
    const owner = await signUp(t.app);
    const list = await listOf(owner, 'todo');
    const { status, body } = await paste(owner, list.id, 'Позвонить маме\n• Забрать 2 посылки\n3) Call at 5');
    expect(status).toBe(201);
    expect(body.skipped).toEqual([]);
    expect(body.added).toHaveLength(3);
    expect(body.added[0]).toMatchObject({
      itemId: null,
      name: 'Позвонить маме',
      name_ru: 'Позвонить маме',
      name_en: 'Позвонить маме',
      details: '',
      unit: null,
      unit_ru: '',
      unit_en: '',
      amount: null,
      note: '',
      completed: false,
      category: null,
    });
    expect(body.added.map((i: { name: string }) => i.name)).toEqual([
      'Позвонить маме',
      'Забрать 2 посылки',
      // A bare hour is no time (5 in the morning or the evening?): the line stays whole.
      'Call at 5',
    ]);
    expect(await productsOwnedBy(owner)).toEqual([]);
    const vocabulary = await call(t.app, owner, 'GET', '/api/item/user-list');
    expect(vocabulary.body).toEqual([]);
    expect((await itemsOf(owner, list.id)).map((i) => i.name)).toEqual(body.added.map((i: { name: string }) => i.name));
  });

  it('reads an amount only where the line ends with one: «носки 3 пары», "socks x2"', async () => {
    const owner = await signUp(t.app);
    const list = await listOf(owner, 'packing', 'Отпуск');
    const { body } = await paste(owner, list.id, 'носки 3 пары\nфутболки x5\nвода 1,5 л\niPhone 15\nЗарядка');
    expect(
      body.added.map((i: { name: string; amount: number | null; note: string }) => [i.name, i.amount, i.note]),
    ).toEqual([
      ['носки', 3, 'пары'],
      ['футболки', 5, ''],
      ['вода', 1.5, 'л'],
      ['iPhone 15', null, ''],
      ['Зарядка', null, ''],
    ]);
  });

  it('previews without writing, and answers the same', async () => {
    const owner = await signUp(t.app);
    const list = await listOf(owner, 'wishlist', 'День рождения');
    const preview = await paste(owner, list.id, 'Книга\nНаушники', true);
    expect(preview.status).toBe(200);
    expect(preview.body.added.map((i: { name: string }) => i.name)).toEqual(['Книга', 'Наушники']);
    expect(await itemsOf(owner, list.id)).toEqual([]);
    const done = await paste(owner, list.id, 'Книга\nНаушники');
    expect(done.body.added.map((i: { name: string; itemId: null }) => [i.name, i.itemId])).toEqual(
      preview.body.added.map((i: { name: string; itemId: null }) => [i.name, i.itemId]),
    );
  });

  it('skips a line already on the list, and puts a ticked one back (a packing list for the next trip)', async () => {
    const owner = await signUp(t.app);
    const list = await listOf(owner, 'packing', 'Поход');
    const first = await paste(owner, list.id, 'Палатка\nСпальник');
    const [tent] = first.body.added;
    await call(t.app, owner, 'PATCH', `/api/list-item/mark/${tent.id}`);
    const again = await paste(owner, list.id, 'палатка\nСпальник\nКоврик\nковрик');
    expect(again.body.added.map((i: { name: string }) => i.name)).toEqual(['Коврик']);
    expect(again.body.merged).toMatchObject([{ id: tent.id, completed: false, name: 'Палатка' }]);
    expect(again.body.skipped).toEqual([
      { line: 'Спальник', reason: 'Уже в списке' },
      { line: 'коврик', reason: 'Уже в списке' },
    ]);
  });

  it('ticks without a purchase, and keeps the changes for the others’ notifications by the entry’s text', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    await call(t.app, owner, 'PATCH', `/api/list/${list.id}`, { kind: 'todo' });
    // The owner has a device: the member's changes are kept for the owner's next notification.
    await t.app.db
      .insert(pushSubscriptions)
      .values({ userId: owner.id, endpoint: `https://push.example/${owner.id}`, p256dh: 'k', auth: 'a' });
    const [entry] = (await paste(member, list.id, 'Вынести мусор')).body.added;
    expect((await call(t.app, member, 'PATCH', `/api/list-item/mark/${entry.id}`)).status).toBe(200);
    expect(await call(t.app, member, 'PATCH', `/api/list/item/update/${entry.id}`, { note: 'до 8' })).toMatchObject({
      status: 409,
    });
    await call(t.app, member, 'PATCH', `/api/list-item/mark/${entry.id}`);
    expect(await t.app.db.select().from(purchases).where(eq(purchases.listId, list.id))).toEqual([]);
    const kept = await t.app.db
      .select({ kind: listChanges.kind, entry: listChanges.entry, product: listChanges.productId })
      .from(listChanges)
      .where(eq(listChanges.listId, list.id))
      .orderBy(listChanges.id);
    expect(kept.filter((c) => c.kind !== 'changed')).toEqual([
      { kind: 'added', entry: 'Вынести мусор', product: null },
      { kind: 'bought', entry: 'Вынести мусор', product: null },
      { kind: 'unbought', entry: 'Вынести мусор', product: null },
    ]);
  });
});

describe('a pasted line that is only a web address', () => {
  it('is an entry with that link, named by the host, on a wish list and on a shopping list alike', async () => {
    const owner = await signUp(t.app);
    const wishes = await listOf(owner, 'wishlist', 'Хочу');
    const text =
      '- https://www.ozon.ru/product/naushniki-123/?x=1\nwww.lego.com/ru-ru/product/42115\nhttps://www.ozon.ru/product/kniga-7/';
    const { body } = await paste(owner, wishes.id, text);
    expect(body.added.map((i: { name: string; link: string; itemId: null }) => [i.name, i.link, i.itemId])).toEqual([
      ['ozon.ru', 'https://www.ozon.ru/product/naushniki-123/?x=1', null],
      ['lego.com', 'https://www.lego.com/ru-ru/product/42115', null],
      ['ozon.ru', 'https://www.ozon.ru/product/kniga-7/', null],
    ]);
    // The same address again is the same wish; renamed, it keeps its link.
    expect((await paste(owner, wishes.id, 'https://www.lego.com/ru-ru/product/42115')).body.skipped).toHaveLength(1);
    const renamed = await call(t.app, owner, 'PATCH', `/api/list/item/update/${body.added[1].id}`, {
      name: 'Лего 42115',
    });
    expect(renamed.body).toMatchObject({ name: 'Лего 42115', link: 'https://www.lego.com/ru-ru/product/42115' });

    const shopping = await createList(t.app, owner);
    const preview = await paste(owner, shopping.id, 'молоко\nhttps://www.ozon.ru/product/kofe-9/', true);
    const done = await paste(owner, shopping.id, 'молоко\nhttps://www.ozon.ru/product/kofe-9/');
    for (const answer of [preview, done]) {
      expect(
        answer.body.added.map((i: { name: string; itemId: number | null }) => [i.name, i.itemId === null]),
      ).toEqual([
        ['Молоко', false],
        ['ozon.ru', true],
      ]);
    }
    expect(await productsOwnedBy(owner)).toEqual([]);
  });
});

describe('changing a plain entry', () => {
  it('takes a new text, an amount or none, and a note; a unit is refused', async () => {
    const owner = await signUp(t.app);
    const list = await listOf(owner, 'todo');
    const [entry] = (await paste(owner, list.id, 'Позвонить маме')).body.added;
    const update = (body: Record<string, string | number | null>) =>
      call(t.app, owner, 'PATCH', `/api/list/item/update/${entry.id}`, body);
    expect(await update({ name: '  Позвонить бабушке ', note: 'после 18:00', amount: 2 })).toMatchObject({
      status: 200,
      body: { id: entry.id, itemId: null, name: 'Позвонить бабушке', note: 'после 18:00', amount: 2, unit: null },
    });
    expect(await update({ amount: null })).toMatchObject({ status: 200, body: { amount: null } });
    expect(await update({ unit: 1 })).toMatchObject({
      status: 400,
      body: { errors: { unit: 'У записи нет единиц: напишите их в заметке' } },
    });
    expect(await update({ name: '' })).toMatchObject({ status: 400 });
    expect(await update({ name: 'x'.repeat(257) })).toMatchObject({ status: 400 });
    expect(await update({ name: 'a\u0007b' })).toMatchObject({ status: 400 });
    expect((await itemsOf(owner, list.id))[0]).toMatchObject({ name: 'Позвонить бабушке', amount: null });
  });

  it('renames no product: a product’s item refuses a name and an empty amount', async () => {
    const owner = await signUp(t.app);
    const list = await createList(t.app, owner);
    const milk = await addItem(t.app, owner, list.id, 'Milk');
    const update = (body: Record<string, string | number | null>) =>
      call(t.app, owner, 'PATCH', `/api/list/item/update/${milk.id}`, body);
    expect(await update({ name: 'Кефир' })).toMatchObject({
      status: 400,
      body: { errors: { name: 'Переименовать можно только запись, а не товар' } },
    });
    expect(await update({ amount: null })).toMatchObject({
      status: 400,
      body: { errors: { amount: expect.any(String) } },
    });
    expect((await itemsOf(owner, list.id))[0]).toMatchObject({ name: milk.name, amount: milk.amount });
  });
});

describe('plain entries on a list that becomes a shopping list', () => {
  it('stay as they are: ticked without a purchase, sorted and copied with the goods', async () => {
    const owner = await signUp(t.app);
    const list = await listOf(owner, 'todo');
    const [entry] = (await paste(owner, list.id, 'Ёлка')).body.added;
    await call(t.app, owner, 'PATCH', `/api/list/${list.id}`, { kind: 'shopping' });
    const added = await paste(owner, list.id, 'молоко\nАрбуз');
    expect(added.status).toBe(201);
    expect(added.body.added.every((i: { itemId: number | null }) => i.itemId !== null)).toBe(true);
    expect((await call(t.app, owner, 'PATCH', `/api/list-item/mark/${entry.id}`)).status).toBe(200);
    const bought = await t.app.db.select().from(purchases).where(eq(purchases.listId, list.id));
    expect(bought).toEqual([]);
    const byName = (await call(t.app, owner, 'GET', `/api/list/${list.id}?sort=name`)).body;
    expect(byName.map((i: { name: string }) => i.name)).toEqual(['Арбуз', 'Ёлка', 'Молоко']);
    const suggestions = await call(t.app, owner, 'GET', `/api/list/${list.id}/suggestions`);
    expect(suggestions.status).toBe(200);
    const copy = await call(t.app, owner, 'POST', `/api/list/${list.id}/copy`, { only: 'all' });
    expect(copy.status).toBe(201);
    const copied = await itemsOf(owner, copy.body.id);
    expect(copied.map((i) => [i.name, i.itemId === null])).toEqual([
      ['Ёлка', true],
      ['Молоко', false],
      ['Арбуз', false],
    ]);
  });

  it('are kept by the database only as entries: a row cannot be both, or neither', async () => {
    const owner = await signUp(t.app);
    const list = await listOf(owner, 'todo');
    const insert = (values: object) =>
      t.app.db.execute(sql`insert into list_items (list_id, product_id, name, amount, unit_id)
        values (${list.id}, ${sql.raw(Object.values(values).join(', '))})`);
    const unit = '(select min(id) from units)';
    const product = '(select min(id) from products)';
    await expect(insert({ product: 'null', name: 'null', amount: 'null', unit: 'null' })).rejects.toThrow();
    await expect(insert({ product, name: "'Ёлка'", amount: '1', unit })).rejects.toThrow();
    await expect(insert({ product: 'null', name: "'Ёлка'", amount: '1', unit })).rejects.toThrow();
    await expect(insert({ product: 'null', name: "''", amount: 'null', unit: 'null' })).rejects.toThrow();
    await expect(insert({ product, name: 'null', amount: 'null', unit })).rejects.toThrow();
    const rows = await t.app.db.select().from(listItems).where(eq(listItems.listId, list.id));
    expect(rows).toEqual([]);
  });
});
