import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listItems, products, units } from '../../../db/schema.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { call, createList, signUp, type TestUser } from '../../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const users = 20;
const durationMs = 4000;

/**
 * Each member owns a few products: only they add, edit and delete those (so per product the order is theirs), while
 * everyone marks any item (toggles commute, so the final state is the parity of the acknowledged toggles).
 */
describe('20 members on one list at once', () => {
  it('ends in exactly the state of the acknowledged operations, without duplicates or lost updates', async () => {
    const owner = await signUp(t.app);
    const list = await createList(t.app, owner, 'Family shop');
    const members: TestUser[] = [owner];
    for (let i = 1; i < users; i += 1) {
      const member = await signUp(t.app);
      await call(t.app, member, 'GET', `/api/list/${list.id}/join?ac=${list.access}`);
      members.push(member);
    }
    const productIds = (await t.app.db.select({ id: products.id }).from(products).where(eq(products.common, true)))
      .map((p) => p.id)
      .slice(0, users * 3);
    const unitIds = (await t.app.db.select({ id: units.id }).from(units)).map((u) => u.id);

    const live = new Map<number, number>(); // row id → product id, as acknowledged
    const amounts = new Map<number, { amount: number; unit: number }>();
    const toggles = new Map<number, number>();
    const counts = { add: 0, edit: 0, mark: 0, remove: 0, refused: 0 };
    const deadline = Date.now() + durationMs;

    await Promise.all(
      members.map(async (user, u) => {
        const mine = productIds.slice(u * 3, u * 3 + 3);
        const myRows = new Map<number, number>(); // product → row
        let step = 0;
        // At least a few steps each after the adds, however slow the machine.
        while (Date.now() < deadline || step < 8) {
          step += 1;
          const product = mine[step % mine.length]!;
          const row = myRows.get(product);
          const roll = (step * 7 + u) % 10;
          if (row === undefined) {
            const r = await call(t.app, user, 'POST', `/api/list/${list.id}/add`, { item: product });
            expect(r.status).toBe(201);
            myRows.set(product, r.body.id);
            live.set(r.body.id, product);
            counts.add += 1;
          } else if (roll < 4) {
            const others = [...live.keys()];
            const target = others[(step * 13 + u) % others.length]!;
            const r = await call(t.app, user, 'PATCH', `/api/list-item/mark/${target}`);
            expect([200, 404]).toContain(r.status);
            if (r.status === 200) {
              toggles.set(target, (toggles.get(target) ?? 0) + 1);
              counts.mark += 1;
            } else counts.refused += 1;
          } else if (roll < 8) {
            const value = { amount: (step % 50) + 0.125, unit: unitIds[step % unitIds.length]! };
            const r = await call(t.app, user, 'PATCH', `/api/list/item/update/${row}`, value);
            expect([200, 409]).toContain(r.status);
            if (r.status === 200) {
              amounts.set(row, value);
              counts.edit += 1;
            } else counts.refused += 1;
          } else {
            const r = await call(t.app, user, 'POST', `/api/list/${list.id}/remove/${row}`);
            expect([200, 409]).toContain(r.status);
            if (r.status === 200) {
              myRows.delete(product);
              live.delete(row);
              counts.remove += 1;
            } else counts.refused += 1;
          }
        }
      }),
    );

    expect(counts.add).toBeGreaterThan(users);
    expect(counts.mark + counts.edit + counts.remove).toBeGreaterThan(users);
    const rows = await t.app.db.select().from(listItems).where(eq(listItems.listId, list.id));
    expect(new Set(rows.map((r) => r.productId)).size).toBe(rows.length);
    expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual([...live.keys()].sort((a, b) => a - b));
    for (const row of rows) {
      expect(row.productId).toBe(live.get(row.id));
      expect(row.completed, `row ${row.id}`).toBe((toggles.get(row.id) ?? 0) % 2 === 1);
      const edited = amounts.get(row.id);
      expect(Number(row.amount)).toBe(edited?.amount ?? 1);
      if (edited) expect(row.unitId).toBe(edited.unit);
    }
  }, 60_000);
});
