import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keptSuggestions, purchases } from '../../../db/schema.js';
import { createTestApp, otherProcess, type TestApp } from '../../../test/app.js';
import {
  addItem,
  call,
  createList,
  grantAdmin,
  listWithMember,
  signUp,
  type TestUser,
} from '../../../test/factories.js';
import { type KeptSuggestion, type KeptSuggestions, type SuggestionsStamp, stillHolding } from './suggestions.cache.js';
import { purgeKeptSuggestions } from './suggestions.repo.js';

const milk: KeptSuggestion = { id: 7, name_ru: 'Молоко', name_en: 'Milk', reason: 'often' };
const bread: KeptSuggestion = { id: 3, name_ru: 'Хлеб', name_en: 'Bread', reason: 'together' };
const stamp = (
  lists: string,
  { former = '9', lastItem = 10, products = [bread, milk], onList = [] as number[] } = {},
): SuggestionsStamp => ({
  lists,
  former,
  lastItem,
  products: products.map(({ id, name_ru, name_en }) => ({ id, name_ru, name_en, onList: onList.includes(id) })),
});

describe('stillHolding', () => {
  const kept: KeptSuggestions = { lists: '1,5', former: '9', lastItem: 10, suggestions: [milk, bread] };

  it('holds while the lists, the lists left behind it counted, its products and the items left out are as they were', () => {
    expect(stillHolding(kept, stamp('1,5'))).toEqual([milk, bread]);
    // An item taken off the list (the last one is lower now) leaves nothing out that the answer suggests.
    expect(stillHolding(kept, stamp('1,5', { lastItem: 8 }))).toEqual([milk, bread]);
    for (const changed of [
      stamp('1,5,6'),
      stamp('1'),
      stamp('1,5', { former: '' }),
      stamp('1,5', { lastItem: 11 }),
      stamp('1,5', { products: [milk] }),
      stamp('1,5', { products: [{ ...bread, name_en: 'Rye bread' }, milk] }),
    ]) {
      expect(stillHolding(kept, changed)).toBeUndefined();
    }
  });

  it('leaves out a suggested product that is on the list now', () => {
    expect(stillHolding(kept, stamp('1,5', { onList: [3] }))).toEqual([milk]);
  });
});

describe('suggestions served from the cache', () => {
  let t: TestApp;
  // A second app on the same database: another server process, with its own cache.
  let other: FastifyInstance;
  /** The statements sent while `counting`. */
  let sent: string[] = [];
  let counting = false;
  beforeAll(async () => {
    t = await createTestApp({}, { onStatement: (query) => void (counting && sent.push(query)) });
    other = await otherProcess(t);
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const names = async (user: TestUser, listId: number, lang: 'ru' | 'en' = 'en', app = t.app) => {
    const { status, body } = await call(app, user, 'GET', `/api/list/${listId}/suggestions`, undefined, lang);
    expect(status).toBe(200);
    return (body as { name: string }[]).map((s) => s.name).sort();
  };
  /** Puts the good on the list and ticks it, as `user`; answers the item. */
  const buy = async (user: TestUser, listId: number, name: string, app = t.app) => {
    const item = await addItem(app, user, listId, name);
    expect((await call(app, user, 'PATCH', `/api/list-item/mark/${item.id}`)).status).toBe(200);
    return item;
  };
  /** The suggestions kept are older than the time they are kept. */
  const aTripLater = () =>
    t.app.db.execute(sql`update ${keptSuggestions} set made_at = made_at - interval '30 minutes'`);
  const sentWhile = async (read: () => Promise<unknown>) => {
    sent = [];
    counting = true;
    try {
      await read();
    } finally {
      counting = false;
    }
    return sent;
  };

  it('a repeated reload, in either language, sends no statement of the suggestions: the list and the kept ones only', async () => {
    const { owner, list } = await listWithMember(t.app);
    const earlier = await createList(t.app, owner, 'Раньше');
    await buy(owner, earlier.id, 'Milk');
    const first = await sentWhile(() => names(owner, list.id));
    expect(first.filter((q) => q.includes('purchases'))).toHaveLength(2);
    for (const lang of ['en', 'ru'] as const) {
      let answer: string[] = [];
      const again = await sentWhile(async () => (answer = await names(owner, list.id, lang)));
      expect(answer).toEqual([lang === 'en' ? 'Milk' : 'Молоко']);
      // The list with the caller's membership, and the stamp (a session may be looked up again after its 5 s).
      expect(again.filter((q) => !q.includes('sessions'))).toHaveLength(2);
      expect(again.filter((q) => q.includes('purchases'))).toEqual([]);
    }
  });

  it('a tick or untick on another list of the family counts when the answer is made again, for every process', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    const home = await createList(t.app, owner, 'Дом');
    await call(t.app, member, 'GET', `/api/list/${home.id}/join?ac=${home.access}`);
    expect(await names(owner, list.id)).toEqual([]);
    const bought = await buy(member, home.id, 'White bread', other);
    // The answer kept stands for the trip, in every process.
    expect(await names(owner, list.id)).toEqual([]);
    expect(await names(owner, list.id, 'en', other)).toEqual([]);
    await aTripLater();
    expect(await names(owner, list.id, 'en', other)).toEqual(['White bread']);
    expect(await names(owner, list.id)).toEqual(['White bread']);
    // An untick takes the purchase back.
    await call(other, member, 'PATCH', `/api/list-item/mark/${bought.id}`);
    await aTripLater();
    expect(await names(owner, list.id)).toEqual([]);
  });

  it('a list joined or left counts, or stops counting, at once', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    const dacha = await createList(t.app, owner, 'Дача');
    await buy(owner, dacha.id, 'Butter');
    expect(await names(member, list.id)).toEqual([]);
    await call(t.app, member, 'GET', `/api/list/${dacha.id}/join?ac=${dacha.access}`);
    expect(await names(member, list.id)).toEqual(['Butter']);
    expect((await call(other, member, 'POST', `/api/list/${dacha.id}/exit`)).status).toBe(204);
    expect(await names(member, list.id)).toEqual([]);
  });

  it('own ticks on a list left behind go at once when the list is deleted, with time when taken back', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    const shared = await createList(t.app, owner, 'Общий');
    await call(t.app, member, 'GET', `/api/list/${shared.id}/join?ac=${shared.access}`);
    const sauce = await buy(member, shared.id, 'Pasta sauce');
    await buy(member, shared.id, 'Pasta');
    expect((await call(t.app, member, 'POST', `/api/list/${shared.id}/exit`)).status).toBe(204);
    expect(await names(member, list.id)).toEqual(['Pasta', 'Pasta sauce']);
    // The owner unticks within the trip: the member's purchase is taken back, on a list they are no longer on.
    await call(other, owner, 'PATCH', `/api/list-item/mark/${sauce.id}`);
    await aTripLater();
    expect(await names(member, list.id)).toEqual(['Pasta']);
    expect((await call(other, owner, 'DELETE', `/api/list/${shared.id}`)).status).toBe(204);
    expect(await names(member, list.id)).toEqual([]);
  });

  it('a suggested product renamed shows its new name at once, though it is on no list', async () => {
    const { owner, list } = await listWithMember(t.app);
    const earlier = await createList(t.app, owner, 'Раньше');
    const made = await call(t.app, owner, 'POST', `/api/list/${earlier.id}/item/user-create`, {
      name: 'Квас домашний',
    });
    expect(made.status).toBe(201);
    // Bought long ago, and no longer on any list: no list's version follows the product.
    await call(t.app, owner, 'POST', `/api/list/${earlier.id}/remove/${made.body.id}`);
    await t.app.db.insert(purchases).values({ listId: earlier.id, productId: made.body.itemId, userId: owner.id });
    expect(await names(owner, list.id, 'ru')).toEqual(['Квас домашний']);
    const edited = await call(other, owner, 'POST', `/api/item/${made.body.itemId}/edit`, { name: 'Квас хлебный' });
    expect(edited.status).toBe(200);
    expect(await names(owner, list.id, 'ru')).toEqual(['Квас хлебный']);
    expect((await call(other, owner, 'DELETE', `/api/item/${made.body.itemId}`)).status).toBe(204);
    expect(await names(owner, list.id, 'ru')).toEqual([]);
  });

  it("a member's own product made common is suggested to the family when the answer is made again", async () => {
    const { owner, member, list } = await listWithMember(t.app);
    const made = await call(t.app, member, 'POST', `/api/list/${list.id}/item/user-create`, {
      name: 'Варенье вишнёвое',
    });
    expect(made.status).toBe(201);
    await call(t.app, member, 'PATCH', `/api/list-item/mark/${made.body.id}`);
    const next = await createList(t.app, owner, 'Следующий');
    await call(t.app, member, 'GET', `/api/list/${next.id}/join?ac=${next.access}`);
    expect(await names(owner, next.id, 'ru')).toEqual([]);
    const admin = await signUp(t.app);
    await grantAdmin(t.app, admin.username);
    expect((await call(other, admin, 'PATCH', `/api/item/${made.body.itemId}/common`)).status).toBe(200);
    await aTripLater();
    expect(await names(owner, next.id, 'ru')).toEqual(['Варенье вишнёвое']);
  });

  it('an item put on the list changes its suggestions at once; a tick there when they are made again', async () => {
    const { owner, list } = await listWithMember(t.app);
    const trip = await createList(t.app, owner, 'Поход');
    await buy(owner, trip.id, 'Pasta');
    await buy(owner, trip.id, 'Pasta sauce');
    await t.app.db.execute(
      sql`update ${purchases} set bought_at = bought_at - interval '2 days' where list_id = ${trip.id}`,
    );
    expect(await names(owner, list.id)).toEqual(['Pasta', 'Pasta sauce']);
    const pasta = await addItem(other, owner, list.id, 'Pasta');
    const together = async () =>
      (await call(t.app, owner, 'GET', `/api/list/${list.id}/suggestions`, undefined, 'en')).body.map(
        (s: { name: string; reason: string }) => `${s.reason} ${s.name}`,
      );
    expect(await together()).toEqual(['together Pasta sauce']);
    // Ticked, Pasta is no longer open: what goes with it stays for the trip, then no longer leads.
    await call(other, owner, 'PATCH', `/api/list-item/mark/${pasta.id}`);
    expect(await together()).toEqual(['together Pasta sauce']);
    await aTripLater();
    expect(await together()).toEqual(['often Pasta sauce']);
  });

  it('the hourly maintenance deletes only what is kept longer than it is read', async () => {
    const { owner, list } = await listWithMember(t.app);
    const later = await createList(t.app, owner, 'Потом');
    await names(owner, list.id);
    await names(owner, later.id);
    const keptFor = async () =>
      (await t.app.db.select({ listId: keptSuggestions.listId }).from(keptSuggestions)).map((k) => k.listId);
    expect(await keptFor()).toEqual(expect.arrayContaining([list.id, later.id]));
    await t.app.db.execute(
      sql`update ${keptSuggestions} set made_at = made_at - interval '30 minutes' where list_id = ${list.id}`,
    );
    await purgeKeptSuggestions(t.app.db);
    const left = await keptFor();
    expect(left).toContain(later.id);
    expect(left).not.toContain(list.id);
  });
});
