import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, otherProcess, type TestApp } from '../../../test/app.js';
import { addItem, call, listWithMember, signUp } from '../../../test/factories.js';

// Each read of a list and each change's answer reads the list's items once: counted in the statements sent.

let t: TestApp;
/** The statements sent while a test records them. */
let sent: string[] | undefined;
beforeAll(async () => {
  t = await createTestApp({}, { onStatement: (query) => void sent?.push(query) });
});
afterAll(() => t.close());

/** The statements `run` sends that read or write the items' table (`list_item_stores` is another table). */
async function itemStatementsOf(run: () => Promise<unknown>) {
  sent = [];
  try {
    await run();
    return sent.filter((query) => /\blist_items\b/.test(query));
  } finally {
    sent = undefined;
  }
}
const reads = (statements: string[]) => statements.filter((query) => query.startsWith('select'));

/** A wish list of the owner's with two wishes, and a signed-in friend who joined it. */
async function wishList() {
  const [owner, friend] = await Promise.all([signUp(t.app), signUp(t.app)]);
  const list = (await call(t.app, owner, 'POST', '/api/lists', { name: 'День рождения', kind: 'wishlist' })).body;
  await call(t.app, friend!, 'GET', `/api/list/${list.id}/join?ac=${list.access}`);
  const added = (await call(t.app, owner, 'POST', `/api/list/${list.id}/add-text`, { text: 'Наушники\nКнига' })).body;
  const [headphones] = added.added as { id: number }[];
  return { owner: owner!, friend: friend!, list, headphones: headphones! };
}

describe('a read of the items', () => {
  it('reads them in one statement, and none when the answer is kept', async () => {
    const { owner, list } = await listWithMember(t.app);
    await addItem(t.app, owner, list.id, 'Milk');
    const read = () => call(t.app, owner, 'GET', `/api/list/${list.id}`);
    expect(reads(await itemStatementsOf(read))).toHaveLength(1);
    expect(reads(await itemStatementsOf(read))).toHaveLength(0);
  });

  it('reads them with their reservations in one statement for a friend on a wish list, kept or not', async () => {
    const { owner, friend, list, headphones } = await wishList();
    await call(t.app, friend, 'POST', `/api/list/${list.id}/reserve/${headphones.id}`, {});
    const read = () => call(t.app, friend, 'GET', `/api/list/${list.id}`);
    let answer: Awaited<ReturnType<typeof read>> | undefined;
    expect(reads(await itemStatementsOf(async () => (answer = await read())))).toHaveLength(1);
    expect(answer?.body.map((item: { reserved: boolean }) => item.reserved)).toEqual([true, false]);
    // The owner's read kept the answer without the reservations; the friend's reads only them then.
    const owners = (await call(t.app, owner, 'GET', `/api/list/${list.id}`)).body;
    expect(owners[0]).not.toHaveProperty('reserved');
    expect(reads(await itemStatementsOf(async () => (answer = await read())))).toHaveLength(1);
    expect(answer?.body.map((item: { reserved_by_me: boolean }) => item.reserved_by_me)).toEqual([true, false]);
  });
});

describe('untick all answers the items', () => {
  it('made from the rows the untick named, without reading the items again', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    const milk = await addItem(t.app, member, list.id, 'Milk');
    await addItem(t.app, member, list.id, 'Bread');
    await call(t.app, member, 'PATCH', `/api/list-item/mark/${milk.id}`);
    let answer: Awaited<ReturnType<typeof call>> | undefined;
    const statements = await itemStatementsOf(
      async () => (answer = await call(t.app, member, 'POST', `/api/list/${list.id}/untick-all`)),
    );
    expect(statements.filter((query) => query.startsWith('update'))).toHaveLength(1);
    expect(reads(statements)).toEqual([]);
    expect(answer?.status).toBe(200);
    const read = await call(t.app, owner, 'GET', `/api/list/${list.id}`);
    expect(answer?.body).toEqual(read.body);
    expect(answer?.response.headers['items-version']).toBe(read.response.headers['items-version']);
  });

  it('read on a process that does not keep the answer before it, the same items', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    const milk = await addItem(t.app, member, list.id, 'Milk');
    await call(t.app, member, 'PATCH', `/api/list-item/mark/${milk.id}`);
    const other = await otherProcess(t);
    try {
      const answer = await call(other, member, 'POST', `/api/list/${list.id}/untick-all`);
      expect(answer.body).toMatchObject([{ id: milk.id, completed: false, completed_by: null }]);
      expect(answer.body).toEqual((await call(t.app, owner, 'GET', `/api/list/${list.id}`)).body);
    } finally {
      await other.close();
    }
  });
});

describe('a reservation answers the wish', () => {
  it('from the one read of it under the lock', async () => {
    const { friend, list, headphones } = await wishList();
    let answer: { status: number; body: unknown } | undefined;
    const statements = await itemStatementsOf(
      async () => (answer = await call(t.app, friend, 'POST', `/api/list/${list.id}/reserve/${headphones.id}`, {})),
    );
    expect(reads(statements)).toHaveLength(1);
    expect(reads(statements)[0]).toMatch(/for update of "list_items"$/);
    expect(answer?.status).toBe(200);
    const [seen] = (await call(t.app, friend, 'GET', `/api/list/${list.id}`)).body;
    expect(answer?.body).toEqual(seen);
    expect(seen).toMatchObject({ id: headphones.id, num: 1, reserved: true, reserved_by_me: true });
  });
});
