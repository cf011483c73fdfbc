import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { call, listWithMember, type TestUser } from '../../../test/factories.js';

// What the shopping cost: a trip counts once, by its receipts when it has them, else by its items' prices.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Row {
  key: string;
  label: string;
  total: number;
  count: number;
}

const spending = async (user: TestUser, query: string, lang: 'ru' | 'en' = 'ru') => {
  const answer = await call(t.app, user, 'GET', `/api/spending?${query}`, undefined, lang);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as { currency: string; rows: Row[] };
};
const autumn = 'from=2026-10-01&to=2026-11-30';

/** Ticks the good named on the list with a price, and moves the purchase to `at` (Moscow time). */
async function buy(user: TestUser, listId: number, name: string, price: number, at: string) {
  const items = (await call(t.app, user, 'GET', `/api/list/${listId}`)).body as { id: number; name: string }[];
  const item = items.find((i) => i.name === name)!;
  expect((await call(t.app, user, 'PATCH', `/api/list-item/mark/${item.id}`, { price })).status).toBe(200);
  await t.app.db.execute(sql`
    update purchases p set bought_at = ${`${at}+03`}::timestamptz
    from list_items i where i.id = ${item.id} and p.list_id = i.list_id and p.product_id = i.product_id
      and p.bought_at = i.completed_at`);
}

async function autumnOfAFamily() {
  const { owner: anna, member: oleg, stranger, list } = await listWithMember(t.app);
  await call(t.app, anna, 'POST', `/api/list/${list.id}/add-text`, { text: 'молоко\nхлеб\nсыр\nяблоки' });
  // October: Oleg's trip, priced item by item (89 + 50 ₽).
  await buy(oleg, list.id, 'Молоко', 8_900, '2026-10-05 10:00');
  await buy(oleg, list.id, 'Хлеб', 5_000, '2026-10-05 10:20');
  // November: Anna's trip with its receipt (500 ₽ for what her ticks priced at 449.50 ₽ and 120 ₽), typed at the
  // till; and a receipt of a trip without ticks, read from its QR code.
  await buy(anna, list.id, 'Сыр', 44_950, '2026-11-10 18:00');
  await buy(anna, list.id, 'Яблоки', 12_000, '2026-11-10 18:05');
  await call(t.app, anna, 'POST', `/api/list/${list.id}/receipts`, { total: 50_000, at: '2026-11-10 18:30' });
  const qr = 't=20261120T0915&s=310.00&fn=9960440300123456&i=77&fp=1234567&n=1';
  await call(t.app, oleg, 'POST', `/api/list/${list.id}/receipts`, { qr });
  return { anna, oleg, stranger, list };
}

describe('spending', () => {
  it('counts each trip once: by month, its receipts when it has them, else its items’ prices', async () => {
    const { anna, oleg } = await autumnOfAFamily();
    const months = await spending(anna, `${autumn}&by=month`);
    expect(months).toEqual({
      currency: 'RUB',
      rows: [
        { key: '2026-10', label: 'октябрь 2026', total: 13_900, count: 1 },
        { key: '2026-11', label: 'ноябрь 2026', total: 81_000, count: 2 },
      ],
    });
    // Every member of the list sees the family's spending, in their language.
    const english = await spending(oleg, `${autumn}&by=month`, 'en');
    expect(english.rows.map((row) => row.label)).toEqual(['October 2026', 'November 2026']);
    // A second receipt of the same trip adds its total, not another trip.
    await call(t.app, anna, 'POST', `/api/list/${(await listOf(anna)).id}/receipts`, {
      total: 1_000,
      at: '2026-11-10 19:00',
    });
    expect((await spending(anna, `${autumn}&by=month`)).rows[1]).toMatchObject({ total: 82_000, count: 2 });
  });

  it('groups by member, department, shop, list and week, the largest first, to the kopeck', async () => {
    const { anna, oleg, list } = await autumnOfAFamily();
    const members = (await spending(anna, `${autumn}&by=member`)).rows;
    expect(members).toEqual([
      { key: String(anna.id), label: anna.username, total: 50_000, count: 1 },
      { key: String(oleg.id), label: oleg.username, total: 44_900, count: 2 },
    ]);
    // The receipt's 500 ₽ goes to the departments of its trip's items by their prices, summing to it exactly.
    const departments = (await spending(anna, `${autumn}&by=department`)).rows;
    expect(departments.reduce((sum, row) => sum + row.total, 0)).toBe(94_900);
    expect(departments.every((row) => Number.isInteger(row.total))).toBe(true);
    expect(departments.find((row) => row.key === '')).toMatchObject({ label: 'Без отдела', total: 31_000 });
    const cheese = Math.round((50_000 * 44_950) / 56_950);
    // Cheese is milk's department: October's milk and November's cheese; the apples theirs.
    expect(departments.map((row) => row.total)).toEqual([8_900 + cheese, 31_000, 50_000 - cheese, 5_000]);

    const shops = (await spending(anna, `${autumn}&by=store`, 'en')).rows;
    expect(shops).toEqual([{ key: '', label: 'No shop', total: 94_900, count: 3 }]);
    const lists = (await spending(anna, `${autumn}&by=list&list=${list.id}`)).rows;
    expect(lists).toEqual([{ key: String(list.id), label: 'Продукты', total: 94_900, count: 3 }]);
    const weeks = (await spending(anna, 'from=2026-11-09&to=2026-11-22&by=week', 'en')).rows;
    expect(weeks).toEqual([
      { key: '2026-11-09', label: expect.stringContaining('Nov 9'), total: 50_000, count: 1 },
      { key: '2026-11-16', label: expect.stringContaining('22'), total: 31_000, count: 1 },
    ]);
  });

  it('is the caller’s lists’ only, in one currency, and refuses bad periods in the caller’s language', async () => {
    const { anna, stranger, list } = await autumnOfAFamily();
    expect((await spending(stranger, `${autumn}&by=list`)).rows).toEqual([]);
    expect((await call(t.app, stranger, 'GET', `/api/spending?list=${list.id}`)).status).toBe(404);
    // A list in euros is counted in euros only.
    await call(t.app, anna, 'PATCH', `/api/list/${list.id}`, { currency: 'EUR' });
    expect((await spending(anna, `${autumn}&by=list`)).rows).toEqual([]);
    expect(await spending(anna, `${autumn}&by=list&list=${list.id}`)).toMatchObject({ currency: 'EUR' });
    const backwards = await call(t.app, anna, 'GET', '/api/spending?from=2026-12-01&to=2026-11-01', undefined, 'en');
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body)).toContain('The period runs from a date');
    expect((await call(t.app, anna, 'GET', '/api/spending?by=year')).status).toBe(400);
    expect((await call(t.app, anna, 'GET', '/api/spending?from=2026-02-30')).status).toBe(400);
  });

  it('through a token limited to lists, counts those lists only', async () => {
    const { anna, list } = await autumnOfAFamily();
    const other = (await call(t.app, anna, 'POST', '/api/lists', { name: 'Дача' })).body;
    const token = (
      await call(t.app, anna, 'POST', '/api/user/tokens', { name: 'Дача', scope: 'read', lists: [other.id] })
    ).body.token as string;
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/spending?${autumn}&by=list`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().rows).toEqual([]);
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/list/${list.id}/receipts`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.statusCode).toBe(403);
  });
});

async function listOf(user: TestUser) {
  const lists = (await call(t.app, user, 'GET', '/api/lists')).body as { id: number; name: string }[];
  return lists[0]!;
}
