import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchases } from '../../../db/schema.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { addItem, call, createList, listWithMember, signUp, type TestUser } from '../../../test/factories.js';
import { suggestionsOf } from './suggestions.test-support.js';

// The call's answers, rule by rule; the answer over a long history against the rules in plain SQL:
// suggestions.rules.test.ts.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const suggestions = (user: TestUser, listId: number, lang: 'ru' | 'en' = 'en') =>
  suggestionsOf(t.app, user, listId, lang);

/** Puts the goods on the list and ticks them, as `user` in the shop. */
async function buy(user: TestUser, listId: number, names: string[]) {
  for (const name of names) {
    const item = await addItem(t.app, user, listId, name);
    expect((await call(t.app, user, 'PATCH', `/api/list-item/mark/${item.id}`)).status).toBe(200);
  }
}

/** Moves every purchase of the list back in time (a trip some days ago). */
const age = (listId: number, days: number) =>
  t.app.db.execute(
    sql`update ${purchases} set bought_at = bought_at - make_interval(days => ${days}) where list_id = ${listId}`,
  );

describe('GET /api/list/{id}/suggestions', () => {
  it('has nothing to say without history', async () => {
    const { owner, list } = await listWithMember(t.app);
    expect(await suggestions(owner, list.id)).toEqual([]);
  });

  it('suggests what is bought often on the lists the caller reads, the more often and the more lately the earlier, never what is on the list', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    const earlier = await createList(t.app, owner, 'Прошлая неделя');
    await buy(owner, earlier.id, ['Milk', 'Butter', 'Apples']);
    // A second list the two share: the member's ticks there are the owner's to see.
    const home = await createList(t.app, owner, 'Дом');
    await call(t.app, member, 'GET', `/api/list/${home.id}/join?ac=${home.access}`);
    await buy(member, home.id, ['Milk']);
    const old = await createList(t.app, owner, 'Давно');
    await buy(owner, old.id, ['Bananas']);
    await age(old.id, 120);

    await addItem(t.app, owner, list.id, 'Eggs');
    let answer = await suggestions(owner, list.id);
    // Milk twice; Apples and Butter once this week; Bananas once, four months ago.
    expect(answer.map((s) => s.name)).toEqual(['Milk', 'Apples', 'Butter', 'Bananas']);
    expect(answer.every((s) => s.reason === 'often')).toBe(true);
    await addItem(t.app, owner, list.id, 'Apples');
    answer = await suggestions(owner, list.id);
    expect(answer.map((s) => s.name)).not.toContain('Apples');
    expect(answer[0]).toMatchObject({ name_ru: 'Молоко', name_en: 'Milk' });
    // The member reads the shared lists, not the owner's own: only Milk (from Дом) is theirs to see.
    expect((await suggestions(member, list.id, 'ru')).map((s) => s.name)).toEqual(['Молоко']);
  });

  it('never shows what a member ticked on lists the caller cannot read, nor what others ticked on them', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    // The member's own list, and a list the member shares with someone the owner does not know.
    const own = await createList(t.app, member, 'Аптека');
    await buy(member, own.id, ['Bananas']);
    const third = await signUp(t.app);
    const theirs = await createList(t.app, third, 'С подругой');
    await call(t.app, member, 'GET', `/api/list/${theirs.id}/join?ac=${theirs.access}`);
    await buy(third, theirs.id, ['Pasta', 'Pasta sauce']);
    await buy(member, theirs.id, ['Butter']);

    await addItem(t.app, owner, list.id, 'Pasta');
    expect(await suggestions(owner, list.id)).toEqual([]);
    // The member reads all of it: their own ticks, and the third person's on the list they share.
    const forMember = await suggestions(member, list.id);
    expect(
      forMember
        .filter((s) => s.reason === 'together')
        .map((s) => s.name)
        .sort(),
    ).toEqual(['Butter', 'Pasta sauce']);
    expect(forMember.map((s) => s.name).sort()).toEqual(['Bananas', 'Butter', 'Pasta sauce']);
  });

  it('a list left behind keeps only the caller’s own ticks in their history', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    const other = await createList(t.app, owner, 'Бывший общий');
    await call(t.app, member, 'GET', `/api/list/${other.id}/join?ac=${other.access}`);
    await buy(owner, other.id, ['Pasta sauce']);
    await buy(member, other.id, ['Pasta']);
    expect((await call(t.app, member, 'POST', `/api/list/${other.id}/exit`)).status).toBe(204);

    await addItem(t.app, member, list.id, 'Eggs');
    // The member's own tick stays theirs; the owner's tick on the list left behind is no longer theirs to see.
    expect((await suggestions(member, list.id)).map((s) => s.name)).toEqual(['Pasta']);
    await call(
      t.app,
      member,
      'POST',
      `/api/list/${list.id}/remove/${(await addItem(t.app, member, list.id, 'Milk')).id}`,
    );
    await addItem(t.app, member, list.id, 'Pasta');
    expect((await suggestions(member, list.id)).filter((s) => s.reason === 'together')).toEqual([]);
  });

  it('suggests first what is usually bought in the same trip as what is on the list now', async () => {
    const { owner, list } = await listWithMember(t.app);
    const trip = await createList(t.app, owner, 'Поход');
    await buy(owner, trip.id, ['Pasta', 'Pasta sauce']);
    const another = await createList(t.app, owner, 'Ещё поход');
    await buy(owner, another.id, ['Milk', 'Butter']);
    await buy(owner, another.id, ['Milk']).catch(() => undefined);
    await age(another.id, 2);
    const later = await createList(t.app, owner, 'Третий');
    await buy(owner, later.id, ['Milk']);

    await addItem(t.app, owner, list.id, 'Pasta');
    const answer = await suggestions(owner, list.id);
    expect(answer[0]).toMatchObject({ name: 'Pasta sauce', reason: 'together' });
    expect(answer.filter((s) => s.reason === 'together').map((s) => s.name)).toEqual(['Pasta sauce']);
    expect(answer.map((s) => s.name)).not.toContain('Pasta');
    // Milk, bought on two trips, leads what is bought often; Pasta sauce is not repeated there.
    expect(answer.filter((s) => s.reason === 'often').map((s) => s.name)[0]).toBe('Milk');
    expect(answer.filter((s) => s.name === 'Pasta sauce')).toHaveLength(1);
  });

  it('an untick right after a tick takes the purchase back', async () => {
    const { owner, list } = await listWithMember(t.app);
    const other = await createList(t.app, owner, 'Ошибка');
    const item = await addItem(t.app, owner, other.id, 'Milk');
    await call(t.app, owner, 'PATCH', `/api/list-item/mark/${item.id}`);
    await call(t.app, owner, 'PATCH', `/api/list-item/mark/${item.id}`);
    expect(await suggestions(owner, list.id)).toEqual([]);
  });

  it('never suggests another user’s own product, nor what people outside the list bought', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    const home = await createList(t.app, member, 'Дом');
    const created = await call(t.app, member, 'POST', `/api/list/${home.id}/item/user-create`, {
      name: 'Квас домашний',
    });
    expect(created.status).toBe(201);
    await call(t.app, member, 'PATCH', `/api/list-item/mark/${created.body.id}`);
    const outsider = await signUp(t.app);
    const theirs = await createList(t.app, outsider, 'Чужой');
    await buy(outsider, theirs.id, ['Pasta sauce']);

    expect((await suggestions(owner, list.id)).map((s) => s.name_ru)).toEqual([]);
    expect((await suggestions(member, list.id, 'ru')).map((s) => s.name)).toEqual(['Квас домашний']);
  });

  it('is for members: a code holder 403, a visitor 401, a stranger 404; a closed list has none', async () => {
    const { owner, stranger, list } = await listWithMember(t.app);
    const url = `/api/list/${list.id}/suggestions`;
    expect((await call(t.app, stranger, 'GET', `${url}?ac=${list.access}`)).status).toBe(403);
    expect((await call(t.app, null, 'GET', `${url}?ac=${list.access}`)).status).toBe(401);
    expect((await call(t.app, stranger, 'GET', url)).status).toBe(404);
    expect((await call(t.app, stranger, 'GET', '/api/list/abc/suggestions')).status).toBe(400);
    const earlier = await createList(t.app, owner, 'Раньше');
    await buy(owner, earlier.id, ['Milk']);
    expect(await suggestions(owner, list.id)).toHaveLength(1);
    await call(t.app, owner, 'PATCH', `/api/list/${list.id}/close`);
    expect(await suggestions(owner, list.id)).toEqual([]);
  });
});
