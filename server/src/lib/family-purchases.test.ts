import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Executor } from '../db/client.js';
import { purchases } from '../db/schema.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { createList, productId, signUp, type TestList, type TestUser } from '../test/factories.js';
import { FamilyPurchases } from './family-purchases.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The app's database, counting the statements run through it (each is one read of a user's purchases). */
function countingDb() {
  const db = { reads: 0, executor: undefined as unknown as Executor };
  db.executor = {
    execute: (query: Parameters<Executor['execute']>[0]) => {
      db.reads += 1;
      return t.app.db.execute(query);
    },
  } as unknown as Executor;
  return db;
}

/** A user with a list on which they bought the product `times` times (written straight to the table). */
async function buyer(times: number, nameEn = 'Milk'): Promise<{ user: TestUser; list: TestList; product: number }> {
  const user = await signUp(t.app);
  const list = await createList(t.app, user);
  const product = await productId(t.app, nameEn);
  await t.app.db
    .insert(purchases)
    .values(Array.from({ length: times }, () => ({ listId: list.id, productId: product, userId: user.id })));
  return { user, list, product };
}

describe('FamilyPurchases: what the search keeps of each user', () => {
  it('reads once, then answers from memory while the lists are the same and no event of them came', async () => {
    const db = countingDb();
    const family = new FamilyPurchases();
    const { user, list, product } = await buyer(3);
    const first = await family.of(db.executor, user.id, String(list.id));
    expect(first.counts.get(product)).toBe(3);
    expect(first.products.find((row) => row.id === product)?.name_en).toBe('Milk');
    await t.app.db.insert(purchases).values({ listId: list.id, productId: product, userId: user.id });
    expect((await family.of(db.executor, user.id, String(list.id))).counts.get(product)).toBe(3);
    expect(db.reads).toBe(1);

    // Another list's event changes nothing; an event of the user's list reads again.
    family.forgetList(list.id + 1_000_000);
    expect((await family.of(db.executor, user.id, String(list.id))).counts.get(product)).toBe(3);
    expect(db.reads).toBe(1);
    family.forgetList(list.id);
    expect((await family.of(db.executor, user.id, String(list.id))).counts.get(product)).toBe(4);
    expect(db.reads).toBe(2);

    // A list joined or left: the lists differ, read again.
    const other = await createList(t.app, user, 'Ещё');
    await family.of(db.executor, user.id, `${list.id},${other.id}`);
    expect(db.reads).toBe(3);
    // And the new list's events reach the entry.
    family.forgetList(other.id);
    await family.of(db.executor, user.id, `${list.id},${other.id}`);
    expect(db.reads).toBe(4);
  });

  it('keeps at most maxUsers, the earliest read going first', async () => {
    const db = countingDb();
    const family = new FamilyPurchases(60_000, 2);
    const [a, b, c] = [await buyer(1), await buyer(1), await buyer(1)];
    const read = (who: typeof a) => family.of(db.executor, who.user.id, String(who.list.id));
    await read(a);
    await read(b);
    await read(a); // kept: answered from memory, and still the earliest read
    expect(db.reads).toBe(2);
    await read(c); // a goes
    expect(family.size).toBe(2);
    expect(db.reads).toBe(3);
    await read(b);
    await read(c);
    expect(db.reads).toBe(3);
    await read(a); // read again: b, now the earliest, goes
    expect(db.reads).toBe(4);
    expect(family.size).toBe(2);
    await read(c);
    expect(db.reads).toBe(4);
    await read(b);
    expect(db.reads).toBe(5);
  });

  it('never answers from an entry past its time, and sweeps such entries on every read', async () => {
    const db = countingDb();
    const always = new FamilyPurchases(0);
    const { user, list } = await buyer(1);
    await always.of(db.executor, user.id, String(list.id));
    await always.of(db.executor, user.id, String(list.id));
    expect(db.reads).toBe(2);

    const family = new FamilyPurchases(50);
    const [a, b, c] = [await buyer(1), await buyer(1), await buyer(1)];
    // The clock moved by hand: only Date is faked, the database's own timers run.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const start = Date.now();
      const at = (ms: number) => vi.setSystemTime(start + ms);
      await family.of(db.executor, a.user.id, String(a.list.id));
      at(30);
      await family.of(db.executor, b.user.id, String(b.list.id));
      expect(family.size).toBe(2);
      // a is past its time, b not yet: a read of b forgets a alone, and b is answered from memory.
      const reads = db.reads;
      at(60);
      await family.of(db.executor, b.user.id, String(b.list.id));
      expect(family.size).toBe(1);
      expect(db.reads).toBe(reads);
      // Then b's time is up too: a read of c forgets it.
      at(100);
      await family.of(db.executor, c.user.id, String(c.list.id));
      expect(family.size).toBe(1);
      expect(db.reads).toBe(reads + 1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgetAll forgets every entry', async () => {
    const db = countingDb();
    const family = new FamilyPurchases();
    const { user, list } = await buyer(1);
    await family.of(db.executor, user.id, String(list.id));
    family.forgetAll();
    expect(family.size).toBe(0);
    await family.of(db.executor, user.id, String(list.id));
    expect(db.reads).toBe(2);
  });
});
