import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listItems, units } from '../../../db/schema.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { addItem, call, listWithMember } from '../../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowsOf = (listId: number) => t.app.db.select().from(listItems).where(eq(listItems.listId, listId));
const unitId = async (code: string) => (await t.app.db.select().from(units).where(eq(units.code, code)))[0]!.id;

describe('PATCH /api/list/item/update/{itemRowId}', () => {
  it('a member changes amount, unit and link', async () => {
    const { member, list } = await listWithMember(t.app);
    const item = await addItem(t.app, member, list.id, 'Apples');
    const kg = await unitId('kg');
    const { status, body } = await call(t.app, member, 'PATCH', `/api/list/item/update/${item.id}`, {
      amount: 2.125,
      unit: kg,
      link: 'https://x.example/apples',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: item.id,
      amount: 2.125,
      unit: kg,
      unit_ru: 'кг',
      link: 'https://x.example/apples',
    });
    const cleared = await call(t.app, member, 'PATCH', `/api/list/item/update/${item.id}`, {
      amount: 0,
      unit: kg,
      link: '',
    });
    expect(cleared.body).toMatchObject({ amount: 0, link: null });
  });

  it.each([
    ['a negative amount', { amount: -1 }, 'amount'],
    ['four decimals', { amount: 1.0001 }, 'amount'],
    ['a text amount', { amount: '2' }, 'amount'],
    ['an unknown unit', { unit: 99999 }, 'unit'],
    ['a javascript: link', { link: 'JavaScript:alert(1)' }, 'link'],
    ['a data: link', { link: 'data:text/html;base64,PHNjcmlwdD4=' }, 'link'],
    ['a hexadecimal unit id', { unit: '0x1' }, 'unit'],
    ['a note of 257 characters', { note: 'я'.repeat(257) }, 'note'],
    ['a note with a control character', { note: 'три\u0007' }, 'note'],
    ['a note that is not text', { note: 5 }, 'note'],
  ])('refuses %s and changes nothing', async (_case, change, field) => {
    const { member, list } = await listWithMember(t.app);
    const item = await addItem(t.app, member, list.id, 'Apples');
    const payload = { amount: 3, unit: await unitId('kg'), ...change };
    const { status, body } = await call(t.app, member, 'PATCH', `/api/list/item/update/${item.id}`, payload);
    expect(status).toBe(400);
    expect(Object.keys(body.errors)).toEqual([field]);
    expect((await rowsOf(list.id))[0]).toMatchObject({ amount: '1.000' });
  });

  it('a member writes a note, alone or with the rest; what is not given stays; "" clears it', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    const item = await addItem(t.app, member, list.id, 'Milk');
    expect(item.note).toBe('');
    const noted = await call(t.app, member, 'PATCH', `/api/list/item/update/${item.id}`, { note: '  3,2%  ' });
    expect(noted.status).toBe(200);
    expect(noted.body).toMatchObject({ id: item.id, note: '3,2%', amount: 1, unit: item.unit });
    const items = await call(t.app, owner, 'GET', `/api/list/${list.id}`);
    expect(items.body[0]).toMatchObject({ id: item.id, note: '3,2%' });
    const amount = await call(t.app, member, 'PATCH', `/api/list/item/update/${item.id}`, { amount: 2 });
    expect(amount.body).toMatchObject({ amount: 2, note: '3,2%' });
    const cleared = await call(t.app, member, 'PATCH', `/api/list/item/update/${item.id}`, { note: '' });
    expect(cleared.body).toMatchObject({ amount: 2, note: '' });
    const nothing = await call(t.app, member, 'PATCH', `/api/list/item/update/${item.id}`, {}, 'ru');
    expect(nothing.status).toBe(400);
    expect(Object.values(nothing.body.errors)).toEqual(['Нечего изменять']);
    expect((await rowsOf(list.id))[0]).toMatchObject({ amount: '2.000', note: '' });
  });

  it('a copy keeps the notes of the items', async () => {
    const { member, list } = await listWithMember(t.app);
    const item = await addItem(t.app, member, list.id, 'Milk');
    await call(t.app, member, 'PATCH', `/api/list/item/update/${item.id}`, { note: 'size 4' });
    const copy = await call(t.app, member, 'POST', `/api/list/${list.id}/copy`, { only: 'all' });
    expect((await call(t.app, member, 'GET', `/api/list/${copy.body.id}`)).body[0]).toMatchObject({ note: 'size 4' });
  });

  it('refuses a completed item (409), a stranger (404) and a visitor (401)', async () => {
    const { member, stranger, list } = await listWithMember(t.app);
    const item = await addItem(t.app, member, list.id, 'Apples');
    const payload = { amount: 5, unit: await unitId('kg') };
    expect((await call(t.app, stranger, 'PATCH', `/api/list/item/update/${item.id}`, payload)).status).toBe(404);
    expect((await call(t.app, null, 'PATCH', `/api/list/item/update/${item.id}`, payload)).status).toBe(401);
    await call(t.app, member, 'PATCH', `/api/list-item/mark/${item.id}`);
    const completed = await call(t.app, member, 'PATCH', `/api/list/item/update/${item.id}`, payload);
    expect(completed).toMatchObject({ status: 409, body: { code: 'ITEM_COMPLETED' } });
    expect((await rowsOf(list.id))[0]).toMatchObject({ amount: '1.000' });
    expect((await call(t.app, member, 'PATCH', '/api/list/item/update/99999999', payload)).status).toBe(404);
  });
});

describe('POST /api/list/{id}/remove/{itemRowId}', () => {
  it('deletes an item that is not completed and answers the remaining items', async () => {
    const { member, list } = await listWithMember(t.app);
    const apples = await addItem(t.app, member, list.id, 'Apples');
    const bananas = await addItem(t.app, member, list.id, 'Bananas');
    const { status, body } = await call(t.app, member, 'POST', `/api/list/${list.id}/remove/${apples.id}`);
    expect(status).toBe(200);
    expect(body.map((i: { id: number; num: number }) => [i.id, i.num])).toEqual([[bananas.id, 1]]);
  });

  it('refuses a completed item (409), an item of another list (404) and a stranger (404)', async () => {
    const { member, stranger, list } = await listWithMember(t.app);
    const other = await listWithMember(t.app);
    const apples = await addItem(t.app, member, list.id, 'Apples');
    const foreign = await addItem(t.app, other.member, other.list.id, 'Apples');
    expect((await call(t.app, member, 'POST', `/api/list/${list.id}/remove/${foreign.id}`)).status).toBe(404);
    expect((await call(t.app, stranger, 'POST', `/api/list/${list.id}/remove/${apples.id}`)).status).toBe(404);
    await call(t.app, member, 'PATCH', `/api/list-item/mark/${apples.id}`);
    const completed = await call(t.app, member, 'POST', `/api/list/${list.id}/remove/${apples.id}`);
    expect(completed).toMatchObject({ status: 409, body: { code: 'ITEM_COMPLETED' } });
    expect(await rowsOf(list.id)).toHaveLength(1);
    expect(await rowsOf(other.list.id)).toHaveLength(1);
  });
});

describe('GET /api/list/{id}', () => {
  it('members and code holders read the items, sorted by name or time added', async () => {
    const { member, stranger, list } = await listWithMember(t.app);
    await addItem(t.app, member, list.id, 'Milk');
    await addItem(t.app, member, list.id, 'Apples');
    const names = (body: { name: string }[]) => body.map((i) => i.name);
    expect(names((await call(t.app, member, 'GET', `/api/list/${list.id}`)).body)).toEqual(['Молоко', 'Яблоки']);
    expect(names((await call(t.app, member, 'GET', `/api/list/${list.id}?sort=-added_at`)).body)).toEqual([
      'Яблоки',
      'Молоко',
    ]);
    expect(names((await call(t.app, member, 'GET', `/api/list/${list.id}?sort=name`, undefined, 'en')).body)).toEqual([
      'Apples',
      'Milk',
    ]);
    const visitor = await call(t.app, null, 'GET', `/api/list/${list.id}?ac=${list.access}`);
    expect(visitor.status).toBe(200);
    expect(visitor.body).toHaveLength(2);
    expect((await call(t.app, stranger, 'GET', `/api/list/${list.id}?ac=${list.access}`)).status).toBe(200);
  });

  it('refuses a visitor without the code (401), a stranger (404), a wrong code (403), a bad sort (400)', async () => {
    const { member, stranger, list } = await listWithMember(t.app);
    expect((await call(t.app, null, 'GET', `/api/list/${list.id}`)).status).toBe(401);
    expect((await call(t.app, stranger, 'GET', `/api/list/${list.id}`)).status).toBe(404);
    expect((await call(t.app, null, 'GET', `/api/list/${list.id}?ac=bad`)).status).toBe(403);
    expect((await call(t.app, member, 'GET', `/api/list/${list.id}?sort=price`)).status).toBe(400);
  });
});
