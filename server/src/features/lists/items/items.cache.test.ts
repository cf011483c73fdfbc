import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ListItem } from '@listok/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, otherProcess, type TestApp } from '../../../test/app.js';
import { addItem, call, listWithMember } from '../../../test/factories.js';
import { ItemsAnswerCache } from './items.cache.js';

/** Items as the cache sees them: only their id and completed matter here. */
const item = (id: number, completed = false) => ({ id, completed }) as unknown as ListItem;
const text = (...items: [number, boolean][]) => JSON.stringify(items.map(([id, completed]) => ({ id, completed })));

describe('ItemsAnswerCache', () => {
  it('serves an answer only at the version it was built at, as JSON.stringify writes it', () => {
    const cache = new ItemsAnswerCache(1000);
    expect(cache.set('a', 3, [item(1), item(2, true)]).toString()).toBe(text([1, false], [2, true]));
    expect(cache.get('a', 3)?.toString()).toBe(text([1, false], [2, true]));
    expect(cache.set('empty', 1, []).toString()).toBe('[]');
    expect(cache.get('a', 4)).toBeUndefined();
    // A stale entry is dropped when it is found stale.
    expect(cache.size).toBe(1);
  });

  it('never lets an answer of an older read replace a newer one', () => {
    const cache = new ItemsAnswerCache(1000);
    cache.set('a', 5, [item(5)]);
    cache.set('a', 4, [item(4)]);
    expect(cache.get('a', 5)?.toString()).toBe(text([5, false]));
    cache.set('a', 6, [item(6)]);
    expect(cache.get('a', 6)?.toString()).toBe(text([6, false]));
  });

  it('keeps at most its size of text (an answer and its parts), dropping the least recently used answers first', () => {
    // An answer of one item with a one-digit id weighs 56 (28 bytes, and its part as many): two fit, three do not.
    const cache = new ItemsAnswerCache(120);
    cache.set('a', 1, [item(1)]);
    cache.set('b', 1, [item(2)]);
    expect(cache.get('a', 1)).toBeDefined();
    cache.set('c', 1, [item(3)]);
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toBeDefined();
    expect(cache.get('c', 1)).toBeDefined();
    cache.set('huge', 1, [item(1), item(2), item(3)]);
    expect(cache.get('huge', 1)).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it('keeps an answer as the UTF-8 bytes of its JSON, and weighs it in bytes', () => {
    // 'a' is 26 characters and 32 bytes (six letters of two bytes): it weighs 64, its part included.
    const cache = new ItemsAnswerCache(64);
    const named = [{ id: 1, name: 'Молоко' }] as unknown as ListItem[];
    const body = cache.set('a', 1, named);
    expect(body.toString('utf8')).toBe(JSON.stringify(named));
    expect(body.length).toBe(32);
    expect(cache.get('a', 1)).toBe(body);
    // A tick patched into it keeps the other bytes as they were.
    const ticked = cache.patchItem('a', 2, 1, (i) => Object.assign(i, { completed: true }));
    expect(JSON.parse(ticked!.toString())).toEqual([{ id: 1, name: 'Молоко', completed: true }]);
    // 49 bytes, 98 with its part: over the limit, not kept (the one before it was replaced).
    expect(cache.size).toBe(0);
  });

  it('makes the next version from the kept one by the change of one item, and only from the one before', () => {
    const cache = new ItemsAnswerCache(1000);
    const tick = (i: ListItem) => {
      i.completed = !i.completed;
    };
    cache.set('a', 3, [item(1), item(12), item(2)]);
    // Item 1's text is a prefix of item 12's: the id is matched whole.
    expect(cache.patchItem('a', 4, 1, tick)?.toString()).toBe(text([1, true], [12, false], [2, false]));
    expect(cache.patchItem('a', 5, 2, tick)?.toString()).toBe(text([1, true], [12, false], [2, true]));
    expect(cache.get('a', 5)?.toString()).toBe(text([1, true], [12, false], [2, true]));
    // Another change came in between (version 6 unseen): no answer is made, and the kept one stays.
    expect(cache.patchItem('a', 7, 1, tick)).toBeUndefined();
    expect(cache.get('a', 5)).toBeDefined();
    // No such item: no answer, nothing kept at the new version.
    expect(cache.patchItem('a', 6, 9, tick)).toBeUndefined();
    expect(cache.get('a', 6)).toBeUndefined();
    expect(cache.patchItem('none', 1, 1, tick)).toBeUndefined();
  });

  it('makes the next version by one change of several items, or of none, and reads when one of them is missing', () => {
    const cache = new ItemsAnswerCache(1000);
    const untick = (i: ListItem) => {
      i.completed = false;
    };
    cache.set('a', 3, [item(1, true), item(12, true), item(2, true)]);
    expect(cache.patchItems('a', 4, [12, 1], untick)?.toString()).toBe(text([1, false], [12, false], [2, true]));
    // A change of no item (nothing was ticked) still moves the answer to its version.
    expect(cache.patchItems('a', 5, [], untick)?.toString()).toBe(text([1, false], [12, false], [2, true]));
    expect(cache.get('a', 5)?.toString()).toBe(text([1, false], [12, false], [2, true]));
    // An item the kept answer lacks: no answer is made (the caller reads the items).
    expect(cache.patchItems('a', 6, [2, 3], untick)).toBeUndefined();
    expect(cache.get('a', 6)).toBeUndefined();
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

  it('sends a long answer compressed to a client that accepts it (made once per version), a short one as it is', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    const url = `/api/list/${list.id}`;
    const read = (acceptEncoding?: string) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: {
          cookie: `${member.cookie}; lang=en`,
          ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
        },
      });
    await addItem(t.app, owner, list.id, 'Milk');
    const short = await read('gzip, br');
    expect(short.headers['content-encoding']).toBeUndefined();
    expect(short.headers.vary).toMatch(/accept-encoding/i);
    for (const name of ['White bread', 'Apples', 'Bananas', 'Butter', 'Eggs', 'Rice', 'Pears', 'Lemons']) {
      await addItem(t.app, owner, list.id, name);
    }
    const plain = await read();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['br;q=0, gzip', 'gzip', gunzipSync],
    ] as const) {
      // Twice: made the first time, kept the second.
      for (const _ of [1, 2]) {
        const answer = await read(accept);
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['content-encoding']).toBe(encoding);
        expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(answer.headers.vary).toMatch(/accept-encoding/i);
        expect(decode(answer.rawPayload).toString('utf8')).toBe(plain.body);
        expect(answer.rawPayload.length).toBeLessThan(plain.body.length / 2);
      }
    }
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
