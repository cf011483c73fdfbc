import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { call, listWithMember, signUp, type TestUser } from '../../../test/factories.js';

// A shopping list's receipts: read from a fiscal QR code or typed, shared among its members, settled up.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A real receipt's QR code (a Moscow supermarket's, its fiscal numbers changed). */
const qr = 't=20261201T1830&s=1240.50&fn=9960440300123456&i=12345&fp=2876543210&n=1';

const receipts = (user: TestUser, listId: number) => call(t.app, user, 'GET', `/api/list/${listId}/receipts`);
const record = (user: TestUser, listId: number, body: Record<string, unknown>, lang: 'ru' | 'en' = 'ru') =>
  call(t.app, user, 'POST', `/api/list/${listId}/receipts`, body, lang);
const balances = async (user: TestUser, listId: number) =>
  (await call(t.app, user, 'GET', `/api/list/${listId}/balances`)).body as {
    from: number;
    to: number;
    amount: number;
  }[];

async function family() {
  const { owner: anna, member: oleg, stranger, list } = await listWithMember(t.app);
  const vera = await signUp(t.app);
  await call(t.app, vera, 'GET', `/api/list/${list.id}/join?ac=${list.access}`);
  return { anna, oleg, vera, stranger, list };
}

describe('a receipt', () => {
  it('is read from its QR code once per list: its total and time are the receipt’s own', async () => {
    const { anna, oleg, vera, list } = await family();
    const read = await record(oleg, list.id, { qr });
    expect(read).toMatchObject({
      status: 201,
      body: { total: 124_050, at: '2026-12-01 18:30', fiscal: true, payer: oleg.id, author: oleg.id, store: null },
    });
    // Shared by the list's members equally, unless told otherwise.
    expect(read.body.shares).toEqual(
      [anna.id, oleg.id, vera.id].sort((a, b) => a - b).map((user) => ({ user, factor: 1 })),
    );
    // The same receipt again, in another order and encoding, is the same one.
    const again = await record(anna, list.id, {
      qr: 'fn=9960440300123456&fp=2876543210&i=012345&s=1240.5&t=20261201T183000',
    });
    expect(again).toMatchObject({
      status: 409,
      body: { code: 'RECEIPT_EXISTS', message: 'Этот чек уже добавлен в список' },
    });
    // Its total and time are not changed by hand; its payer and shares are.
    const changed = await call(t.app, anna, 'PATCH', `/api/list/${list.id}/receipts/${read.body.id}`, { total: 1 });
    expect(changed).toMatchObject({ status: 409, body: { code: 'RECEIPT_FISCAL' } });
    const shares = [
      { user: anna.id, factor: 2 },
      { user: oleg.id, factor: 1 },
    ];
    const shared = await call(t.app, anna, 'PATCH', `/api/list/${list.id}/receipts/${read.body.id}`, {
      payer: anna.id,
      shares,
    });
    expect(shared).toMatchObject({ status: 200, body: { payer: anna.id, total: 124_050, shares } });
    expect((await receipts(vera, list.id)).body).toEqual([shared.body]);
  });

  it('refuses a code that is no fiscal receipt, and bad fields, in the caller’s language, recording nothing', async () => {
    const { anna, stranger, list } = await family();
    for (const bad of ['https://example.com', 't=20261301T1830&s=1.00&fn=9960440300123456&i=1&fp=1&n=1', 's=10']) {
      const refused = await record(anna, list.id, { qr: bad }, 'en');
      expect(refused, bad).toMatchObject({ status: 400, body: { code: 'RECEIPT_UNREADABLE' } });
      expect(refused.body.message).toContain('Type the total instead');
    }
    const none = await record(anna, list.id, {});
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.body)).toContain('Укажите сумму чека');
    expect((await record(anna, list.id, { total: 100, payer: stranger.id })).status).toBe(400);
    expect((await record(anna, list.id, { total: 100, shares: [{ user: stranger.id, factor: 1 }] })).status).toBe(400);
    expect((await record(anna, list.id, { total: 100, store: 999_999 })).status).toBe(400);
    expect((await record(anna, list.id, { total: 10.5 })).status).toBe(400);
    expect((await record(anna, list.id, { total: 100, at: '2026-12-01' })).status).toBe(400);
    // A fiscal QR code's sum is in roubles: a list kept in euros takes no such receipt.
    await call(t.app, anna, 'PATCH', `/api/list/${list.id}`, { currency: 'EUR' });
    const qr = 't=20261201T1830&s=1240.50&fn=9960440300123456&i=12345&fp=1234567890&n=1';
    const euros = await record(anna, list.id, { qr }, 'en');
    expect(euros).toMatchObject({ status: 400, body: { errors: { qr: expect.stringContaining('in roubles') } } });
    expect((await receipts(anna, list.id)).body).toEqual([]);
  });

  it('is typed with its time and shop, deleted by its author only, and kept from strangers and other kinds', async () => {
    const { anna, oleg, stranger, list } = await family();
    const shop = (await call(t.app, anna, 'POST', `/api/list/${list.id}/stores`, { name: 'Ашан' })).body.id;
    const typed = await record(anna, list.id, { total: 86_000, at: '2026-11-28 10:15', store: shop });
    expect(typed).toMatchObject({
      status: 201,
      body: { total: 86_000, at: '2026-11-28 10:15', store: shop, fiscal: false },
    });
    const url = `/api/list/${list.id}/receipts/${typed.body.id}`;
    expect((await call(t.app, anna, 'PATCH', url, { total: 86_500 })).body.total).toBe(86_500);
    const notHers = await call(t.app, oleg, 'DELETE', url);
    expect(notHers).toMatchObject({ status: 403, body: { message: 'Удалить чек может только тот, кто его добавил' } });
    // A code holder who is no member sees the list, not its money.
    expect((await call(t.app, stranger, 'GET', `/api/list/${list.id}/receipts?ac=${list.access}`)).status).toBe(404);
    expect((await call(t.app, anna, 'DELETE', url)).status).toBe(204);
    expect((await receipts(oleg, list.id)).body).toEqual([]);

    const todos = (await call(t.app, anna, 'POST', '/api/lists', { name: 'Дела', kind: 'todo' })).body;
    const refused = await record(anna, todos.id, { total: 100 });
    expect(refused).toMatchObject({ status: 409, body: { code: 'NOT_A_SHOPPING_LIST' } });
    expect(refused.body.message).toContain('только у списка покупок');
  });
});

describe('who owes whom', () => {
  it('is the fewest transfers that settle the receipts, to the kopeck, until settled', async () => {
    const { anna, oleg, vera, list } = await family();
    // Anna pays 900 ₽ for the three of them; Oleg 100.01 ₽ for himself and Anna.
    await record(anna, list.id, { total: 90_000 });
    const half = [
      { user: anna.id, factor: 1 },
      { user: oleg.id, factor: 1 },
    ];
    await record(oleg, list.id, { total: 10_001, shares: half });
    const owed = await balances(vera, list.id);
    // Anna is owed 600 − 50.00 (or 50.01); Oleg owes 300 − 50.01 (or 50.00); Vera owes 300.
    const net = new Map<number, number>();
    for (const { from, to, amount } of owed) {
      expect(Number.isInteger(amount)).toBe(true);
      net.set(from, (net.get(from) ?? 0) - amount);
      net.set(to, (net.get(to) ?? 0) + amount);
    }
    expect([...net.values()].reduce((sum, amount) => sum + amount, 0)).toBe(0);
    expect(owed).toHaveLength(2);
    expect(owed).toContainEqual({ from: vera.id, to: anna.id, amount: 30_000 });
    const olegOwes = owed.find((row) => row.from === oleg.id)!;
    expect(olegOwes.to).toBe(anna.id);
    expect([24_999, 25_000]).toContain(olegOwes.amount);

    // Vera pays Anna back: only Oleg's debt is left; once he pays, nobody owes anybody.
    const settled = await call(t.app, vera, 'POST', `/api/list/${list.id}/settlements`, {
      from: vera.id,
      to: anna.id,
      amount: 30_000,
    });
    expect(settled).toMatchObject({ status: 201, body: { from: vera.id, to: anna.id, amount: 30_000 } });
    expect(await balances(anna, list.id)).toEqual([olegOwes]);
    await call(t.app, oleg, 'POST', `/api/list/${list.id}/settlements`, { ...olegOwes });
    expect(await balances(anna, list.id)).toEqual([]);
  });

  it('refuses a settlement with oneself, with a stranger or of nothing', async () => {
    const { anna, oleg, stranger, list } = await family();
    const settle = (body: Record<string, unknown>) =>
      call(t.app, anna, 'POST', `/api/list/${list.id}/settlements`, body);
    expect((await settle({ from: anna.id, to: anna.id, amount: 100 })).status).toBe(400);
    expect((await settle({ from: stranger.id, to: anna.id, amount: 100 })).status).toBe(400);
    expect((await settle({ from: oleg.id, to: anna.id, amount: 0 })).status).toBe(400);
    expect(await balances(anna, list.id)).toEqual([]);
  });
});
