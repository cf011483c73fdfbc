import type { ListItem } from '@listok/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, otherProcess, type TestApp } from '../../test/app.js';
import { addItem, call, listWithMember } from '../../test/factories.js';
import { ItemsAnswerCache } from './items.cache.js';

describe('ItemsAnswerCache', () => {
  it('serves an answer only at the version it was built at', () => {
    const cache = new ItemsAnswerCache(1000);
    cache.set('a', 3, '[1]');
    expect(cache.get('a', 3)).toBe('[1]');
    expect(cache.get('a', 4)).toBeUndefined();
    // A stale entry is dropped when it is found stale.
    expect(cache.size).toBe(0);
  });

  it('never lets an answer of an older read replace a newer one', () => {
    const cache = new ItemsAnswerCache(1000);
    cache.set('a', 5, '[5]');
    cache.set('a', 4, '[4]');
    expect(cache.get('a', 5)).toBe('[5]');
    cache.set('a', 6, '[6]');
    expect(cache.get('a', 6)).toBe('[6]');
  });

  it('keeps at most its size of text, dropping the least recently used answers first', () => {
    const cache = new ItemsAnswerCache(10);
    cache.set('a', 1, 'aaaa');
    cache.set('b', 1, 'bbbb');
    expect(cache.get('a', 1)).toBe('aaaa');
    cache.set('c', 1, 'cccc');
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toBe('aaaa');
    expect(cache.get('c', 1)).toBe('cccc');
    cache.set('huge', 1, 'x'.repeat(11));
    expect(cache.get('huge', 1)).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it('makes the next version from the kept one by the change that made it, and only from the one before', () => {
    const cache = new ItemsAnswerCache(1000);
    const item = (id: number, completed: boolean) => ({ id, completed }) as unknown as ListItem;
    const tick = (id: number) => (items: ListItem[]) => {
      const found = items.find((i) => i.id === id);
      if (found) found.completed = !found.completed;
      return found !== undefined;
    };
    cache.set('a', 3, JSON.stringify([item(1, false), item(2, false)]));
    expect(cache.patch('a', 4, tick(2))).toBe('[{"id":1,"completed":false},{"id":2,"completed":true}]');
    expect(cache.get('a', 4)).toBe('[{"id":1,"completed":false},{"id":2,"completed":true}]');
    // Another change came in between (version 5 unseen): no answer is made, and the kept one stays.
    expect(cache.patch('a', 6, tick(1))).toBeUndefined();
    expect(cache.get('a', 4)).toBeDefined();
    // The change does not apply: no answer, nothing kept at the new version.
    expect(cache.patch('a', 5, tick(9))).toBeUndefined();
    expect(cache.get('a', 5)).toBeUndefined();
    expect(cache.patch('none', 1, tick(1))).toBeUndefined();
  });
});

describe('items answers served from the cache', () => {
  let t: TestApp;
  // A second app on the same database: another server process, with its own cache.
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp();
    other = await otherProcess(t);
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const names = (body: { name: string; completed: boolean }[]) => body.map((i) => `${i.name}${i.completed ? '✓' : ''}`);

  it('shows every change at once, also one made through another process', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    const milk = await addItem(t.app, owner, list.id, 'Milk');
    const read = async (app: FastifyInstance, lang: 'ru' | 'en' = 'en') =>
      names((await call(app, member, 'GET', `/api/list/${list.id}`, undefined, lang)).body);
    expect(await read(t.app)).toEqual(['Milk']);
    expect(await read(other)).toEqual(['Milk']);

    await addItem(other, owner, list.id, 'White bread');
    expect(await read(t.app)).toEqual(['Milk', 'White bread']);
    const marked = await call(other, owner, 'PATCH', `/api/list-item/mark/${milk.id}`, {}, 'en');
    expect(names(marked.body)).toEqual(['Milk✓', 'White bread']);
    expect(await read(t.app)).toEqual(['Milk✓', 'White bread']);
    expect(await read(t.app, 'ru')).toEqual(['Молоко✓', 'Хлеб белый']);
    await call(t.app, owner, 'PATCH', `/api/list-item/mark/${milk.id}`, {}, 'en');
    expect(await read(other)).toEqual(['Milk', 'White bread']);
    const answer = await call(t.app, member, 'GET', `/api/list/${list.id}`);
    expect(answer.response.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('answers a mark with the previous answer and the one item changed, equal to a new read', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    const milk = await addItem(t.app, owner, list.id, 'Milk');
    const bread = await addItem(t.app, owner, list.id, 'White bread');
    const url = `/api/list/${list.id}`;
    const mark = async (who: typeof owner, id: number, sort: string, lang: 'ru' | 'en') =>
      (await call(t.app, who, 'PATCH', `/api/list-item/mark/${id}`, { sort }, lang)).body;
    await call(t.app, member, 'GET', `${url}?sort=-name`, undefined, 'ru');
    // Changed behind the app's back (no new items version): only a new read of the items would show it.
    await t.app.db.execute(sql`update products set name_ru = 'Хлеб (переименован)' where id = ${bread.itemId}`);
    const first = await mark(member, milk.id, '-name', 'ru');
    expect(first.map((i: ListItem) => [i.name, i.completed, i.completed_by])).toEqual([
      ['Хлеб белый', false, null],
      ['Молоко', true, member.username],
    ]);
    await t.app.db.execute(sql`update products set name_ru = 'Хлеб белый' where id = ${bread.itemId}`);
    const second = await mark(owner, bread.id, '-name', 'ru');
    const third = await mark(member, milk.id, '-name', 'ru');
    // Another process has no answer kept: it reads the items.
    const fresh = async () => (await call(other, member, 'GET', `${url}?sort=-name`, undefined, 'ru')).body;
    expect(third).toEqual(await fresh());
    expect(second.find((i: ListItem) => i.id === bread.id)).toMatchObject({
      completed: true,
      completed_by: owner.username,
    });
    expect(third.find((i: ListItem) => i.id === milk.id)).toMatchObject({ completed: false, completed_at: null });
    expect(await mark(owner, milk.id, '-name', 'ru')).toEqual(await fresh());
  });

  it("shows a product's new name on every list it is on", async () => {
    const { owner, member, list } = await listWithMember(t.app);
    const created = await call(t.app, owner, 'POST', `/api/list/${list.id}/item/user-create`, {
      name: 'Квас домашний',
    });
    expect(created.status).toBe(201);
    const read = async (app: FastifyInstance) => names((await call(app, member, 'GET', `/api/list/${list.id}`)).body);
    expect(await read(t.app)).toEqual(['Квас домашний']);
    expect(await read(other)).toEqual(['Квас домашний']);
    const edited = await call(other, owner, 'POST', `/api/item/${created.body.itemId}/edit`, { name: 'Квас хлебный' });
    expect(edited.status).toBe(200);
    expect(await read(t.app)).toEqual(['Квас хлебный']);
    expect(await read(other)).toEqual(['Квас хлебный']);
  });

  it('shows every item ticked after the list is closed, and unticked after it is recovered', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    await addItem(t.app, owner, list.id, 'Milk');
    await addItem(t.app, owner, list.id, 'White bread');
    const read = async (app: FastifyInstance) =>
      names((await call(app, member, 'GET', `/api/list/${list.id}`, undefined, 'en')).body);
    expect(await read(t.app)).toEqual(['Milk', 'White bread']);
    expect(await read(other)).toEqual(['Milk', 'White bread']);
    expect((await call(other, owner, 'PATCH', `/api/list/${list.id}/close`)).status).toBe(200);
    expect(await read(t.app)).toEqual(['Milk✓', 'White bread✓']);
    expect(await read(other)).toEqual(['Milk✓', 'White bread✓']);
    expect((await call(t.app, owner, 'PATCH', `/api/list/${list.id}/recover`)).status).toBe(200);
    expect(await read(other)).toEqual(['Milk', 'White bread']);
    expect(await read(t.app)).toEqual(['Milk', 'White bread']);
  });
});
