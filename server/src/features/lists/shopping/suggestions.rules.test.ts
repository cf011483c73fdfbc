import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchases } from '../../../db/schema.js';
import { knownPurchase } from '../../../lib/purchases.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import {
  addItem,
  call,
  createList,
  listWithMember,
  productId,
  signUp,
  type TestUser,
} from '../../../test/factories.js';
import { suggestionsFor } from './suggestions.repo.js';
import { suggestionsOf } from './suggestions.test-support.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const suggestions = (user: TestUser, listId: number, lang: 'ru' | 'en' = 'en') =>
  suggestionsOf(t.app, user, listId, lang);

/**
 * The suggestions as the rules say them, in the plainest SQL (every purchase checked against `knownPurchase`, the
 * weights summed in numeric): the yardstick `suggestionsFor` must match exactly, products, order and reasons.
 */
async function byTheRules(listId: number, userId: number) {
  const mine = sql`(select product_id from list_items where list_id = ${listId})`;
  const usable = sql`(p.common or p.owner_id = ${userId})`;
  const history = sql`h.bought_at > now() - make_interval(days => 180) and ${knownPurchase('h', userId)}`;
  const ids = async (statement: SQL) =>
    ((await t.app.db.execute(statement)) as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);
  const often = await ids(sql`
    select p.id from purchases h join products p on p.id = h.product_id
    where ${history} and ${usable} and h.product_id not in ${mine}
    group by p.id order by sum(power(0.5, extract(epoch from now() - h.bought_at) / 2592000)) desc, p.id limit 8`);
  const together = await ids(sql`
    select p.id from purchases h
    join purchases o on o.list_id = h.list_id and o.product_id <> h.product_id
      and o.bought_at between h.bought_at - interval '3 hours' and h.bought_at + interval '3 hours'
    join products p on p.id = o.product_id
    where ${history} and ${knownPurchase('o', userId)}
      and h.product_id in (select product_id from list_items where list_id = ${listId} and not completed)
      and ${usable} and o.product_id not in ${mine}
    group by p.id order by count(distinct h.id) desc, p.id limit 6`);
  const answer: { id: number; reason: string }[] = together.map((id) => ({ id, reason: 'together' }));
  for (const id of often) if (!together.includes(id)) answer.push({ id, reason: 'often' });
  return answer;
}

describe('suggestionsFor over a history of several lists and members', () => {
  it('answers exactly as the rules say: order, ties by product, reasons, and only the purchases the caller may know', async () => {
    const { owner: caller, member, list } = await listWithMember(t.app);
    const family = await createList(t.app, caller, 'Семья');
    await call(t.app, member, 'GET', `/api/list/${family.id}/join?ac=${family.access}`);
    // A list of someone else's the caller is not on (their own ticks there count, the owner's never), and the
    // member's own list (theirs alone).
    const stranger = await signUp(t.app);
    const theirs = await createList(t.app, stranger, 'Чужой');
    const membersOwn = await createList(t.app, member, 'Своё');
    const own = async (user: TestUser, name: string) => {
      const made = await call(t.app, user, 'POST', `/api/list/${family.id}/item/user-create`, { name });
      expect(made.status).toBe(201);
      const rows = await t.app.db.execute(
        sql`select id from products where owner_id = ${user.id} and name_ru = ${name}`,
      );
      return (rows as unknown as { rows: { id: number }[] }).rows[0]?.id as number;
    };
    const kvass = await own(caller, 'Квас домашний');
    const membersJam = await own(member, 'Варенье бабушкино');
    const id = Object.fromEntries(
      await Promise.all(
        [
          'Limes',
          'Melon',
          'Apricots',
          'Mango',
          'Peaches',
          'Plums',
          'Cherries',
          'Raspberries',
          'Blueberries',
          'Grapefruit',
          'Pineapple',
          'Nectarines',
          'Persimmons',
          'Pomegranate',
        ].map(async (name) => [name, await productId(t.app, name)] as const),
      ),
    ) as Record<string, number>;
    const name = Object.fromEntries([
      ...Object.entries(id).map(([n, i]) => [i, n]),
      [kvass, 'Квас домашний'],
    ]) as Record<number, string>;
    // [list, product, who, days ago, minutes into the trip]
    const bought: [number, number, TestUser, number, number][] = [
      // A trip on the shared list two days ago: Limes with Mango and Peaches (and Melon, on the list now, and the
      // member's own jam, which the caller may not use).
      [family.id, id.Limes as number, member, 2, 0],
      [family.id, id.Mango as number, member, 2, 20],
      [family.id, id.Peaches as number, caller, 2, 40],
      [family.id, id.Melon as number, member, 2, 50],
      [family.id, membersJam, member, 2, 60],
      // Ten days ago: Limes with Mango and Plums.
      [family.id, id.Limes as number, caller, 10, 0],
      [family.id, id.Mango as number, caller, 10, 30],
      [family.id, id.Plums as number, member, 10, 170],
      // The caller's own ticks on the stranger's list five days ago count (Limes with Cherries); the stranger's
      // Raspberries in the same trip never do.
      [theirs.id, id.Limes as number, caller, 5, 0],
      [theirs.id, id.Cherries as number, caller, 5, 10],
      [theirs.id, id.Raspberries as number, stranger, 5, 20],
      [theirs.id, id.Raspberries as number, stranger, 6, 0],
      // The member's own list: Limes with Blueberries, never the caller's to know.
      [membersOwn.id, id.Limes as number, member, 1, 0],
      [membersOwn.id, id.Blueberries as number, member, 1, 5],
      [membersOwn.id, id.Blueberries as number, member, 3, 5],
      // Grapefruit and Pineapple bought at the very same moments: equal weights, the product id decides.
      [family.id, id.Grapefruit as number, member, 20, 0],
      [family.id, id.Pineapple as number, member, 20, 0],
      [family.id, id.Grapefruit as number, caller, 40, 0],
      [family.id, id.Pineapple as number, caller, 40, 0],
      // Nectarines five times two months ago outweigh one purchase of this week.
      ...[0, 1, 2, 3, 4].map(
        (i) => [family.id, id.Nectarines as number, member, 60, i * 600] as [number, number, TestUser, number, number],
      ),
      [family.id, kvass, caller, 3, 0],
      // Limes a minute inside the 180 days, with Apricots an hour outside: the purchase of Limes counts, and what
      // went with it in the same trip counts with it (the 180 days are the purchases of the list's items').
      [family.id, id.Limes as number, caller, 180, 60],
      [family.id, id.Apricots as number, caller, 180, -60],
      // The ninth product, cut off; and a trip older than 180 days, which never counts.
      [family.id, id.Persimmons as number, caller, 170, 0],
      [family.id, id.Pomegranate as number, caller, 200, 0],
      [family.id, id.Pomegranate as number, caller, 200, 30],
      [family.id, id.Limes as number, caller, 200, 0],
    ];
    await t.app.db.execute(
      sql`insert into ${purchases} (list_id, product_id, user_id, bought_at) values ${sql.join(
        bought.map(
          ([listId, product, who, days, minutes]) =>
            sql`(${listId}, ${product}, ${who.id}, now() - make_interval(days => ${days}) + make_interval(mins => ${minutes}))`,
        ),
        sql`, `,
      )}`,
    );
    await addItem(t.app, caller, list.id, 'Limes');
    const melon = await addItem(t.app, caller, list.id, 'Melon');
    expect((await call(t.app, caller, 'PATCH', `/api/list-item/mark/${melon.id}`)).status).toBe(200);

    const byId = (...names: string[]) => [...names].sort((a, b) => (id[a] as number) - (id[b] as number));
    const answer = await suggestions(caller, list.id);
    expect(answer.map((s) => `${s.reason} ${s.name_ru === 'Квас домашний' ? s.name_ru : s.name}`)).toEqual([
      // Limes went with Mango twice, with Apricots, Cherries, Peaches and Plums once each.
      'together Mango',
      ...byId('Apricots', 'Cherries', 'Peaches', 'Plums').map((n) => `together ${n}`),
      // Mango 1.75, Nectarines 1.25, Grapefruit = Pineapple 1.03, Peaches 0.95, Kvass 0.93, Cherries 0.89,
      // Plums 0.79: eight, Persimmons (0.02) the ninth.
      'often Nectarines',
      ...byId('Grapefruit', 'Pineapple').map((n) => `often ${n}`),
      'often Квас домашний',
    ]);
    expect(answer.map((s) => ({ id: s.id, reason: s.reason }))).toEqual(await byTheRules(list.id, caller.id));

    // The same history seen by the member (their own list too, not the caller's ticks on the stranger's list), by
    // the stranger (only their list), and on other lists: always as the rules say.
    for (const [listId, user] of [
      [list.id, member],
      [family.id, caller],
      [membersOwn.id, member],
      [theirs.id, stranger],
      [theirs.id, caller],
    ] as const) {
      const got = await suggestionsFor(t.app.db, listId, user.id);
      expect(got.suggestions.map((s) => ({ id: s.id, reason: s.reason }))).toEqual(await byTheRules(listId, user.id));
    }
    const forMember = (await suggestions(member, list.id)).map((s) => name[s.id] ?? s.name);
    expect(forMember).toContain('Blueberries');
    expect(forMember).not.toContain('Cherries');
    expect(forMember).not.toContain('Квас домашний');
    expect((await suggestions(caller, list.id)).map((s) => s.name)).not.toContain('Raspberries');
  });
});
