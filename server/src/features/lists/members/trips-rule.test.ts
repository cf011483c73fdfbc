import { shoppingTripHours } from '@listok/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.js';
import { createTestApp, type TestApp } from '../../../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What `listok_in_shop` (migration 0040) says of a member in shop `store` since `minutesAgo` minutes. */
async function inShop(store: number | null, minutesAgo: number): Promise<boolean> {
  const [row] = rowsOf<{ in_shop: boolean }>(
    await t.app.db.execute(
      sql`select listok_in_shop(${store}::int, now() - make_interval(mins => ${minutesAgo})) as in_shop`,
    ),
  );
  return row!.in_shop;
}

describe('in a shop now: one rule in the database', () => {
  it("lasts the contract's trip hours, to the minute", async () => {
    const trip = shoppingTripHours * 60;
    expect(await inShop(7, 0)).toBe(true);
    expect(await inShop(7, trip - 1)).toBe(true);
    expect(await inShop(7, trip + 1)).toBe(false);
  });

  it('needs a shop', async () => {
    expect(await inShop(null, 0)).toBe(false);
  });
});
