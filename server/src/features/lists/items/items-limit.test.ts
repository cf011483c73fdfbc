import { limits } from '@listok/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { basic, davRequest, appPassword as passwordOf } from '../../../test/dav-client.js';
import { call, productId, signUp, type TestUser } from '../../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const full = limits.itemsPerListMax;

async function listOf(user: TestUser, kind: 'todo' | 'shopping') {
  const made = await call(t.app, user, 'POST', '/api/lists', { name: kind === 'todo' ? 'Дела' : 'Продукты', kind });
  expect(made.status).toBe(201);
  return made.body.id as number;
}

/** Fills the list with plain entries up to `count` items, in one statement. */
async function fill(listId: number, user: TestUser, count: number) {
  await t.app.db.execute(sql`
    insert into list_items (list_id, name, added_by)
    select ${listId}, 'Дело ' || n, ${user.id} from generate_series(1, ${count}) n`);
}

async function itemsOn(listId: number) {
  const [row] = rowsOf<{ count: number | string }>(
    await t.app.db.execute(sql`select count(*) as count from list_items where list_id = ${listId}`),
  );
  return Number(row?.count);
}

describe('a list holds at most limits.itemsPerListMax items (migration 0036)', () => {
  it('takes a paste up to the limit, and refuses one past it whole (400 LIST_FULL in the caller’s language)', async () => {
    const anna = await signUp(t.app);
    const listId = await listOf(anna, 'todo');
    await fill(listId, anna, full - 2);

    const over = await call(t.app, anna, 'POST', `/api/list/${listId}/add-text`, { text: 'один\nдва\nтри' });
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ code: 'LIST_FULL' });
    expect(over.body.message).toContain(String(full));
    expect(await itemsOn(listId)).toBe(full - 2);

    const upTo = await call(t.app, anna, 'POST', `/api/list/${listId}/add-text`, { text: 'один\nдва' });
    expect(upTo.status).toBe(201);
    expect(await itemsOn(listId)).toBe(full);

    const english = await call(t.app, anna, 'POST', `/api/list/${listId}/add-text`, { text: 'three' }, 'en');
    expect(english.status).toBe(400);
    expect(english.body.message).toMatch(/^A list holds at most/);
  });

  it('refuses a good from the add box on a full shopping list, and lets one in when an item leaves', async () => {
    const anna = await signUp(t.app);
    const listId = await listOf(anna, 'shopping');
    await fill(listId, anna, full);
    const milk = await productId(t.app, 'Milk');

    const refused = await call(t.app, anna, 'POST', `/api/list/${listId}/add`, { item: milk });
    expect(refused).toMatchObject({ status: 400, body: { code: 'LIST_FULL' } });
    expect(await itemsOn(listId)).toBe(full);

    await t.app.db.execute(
      sql`delete from list_items where id = (select min(id) from list_items where list_id = ${listId})`,
    );
    const added = await call(t.app, anna, 'POST', `/api/list/${listId}/add`, { item: milk });
    expect(added.status).toBe(201);
  });

  it('refuses a calendar app’s new to-do on a full list with the reason, and makes nothing', async () => {
    const anna = await signUp(t.app);
    const listId = await listOf(anna, 'todo');
    await fill(listId, anna, full);
    const password = await passwordOf(t.app, anna);
    const todo = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'BEGIN:VTODO', 'UID:one-more', 'SUMMARY:Ещё дело', 'END:VTODO']
      .concat('END:VCALENDAR', '')
      .join('\r\n');
    const put = await davRequest(
      t.app,
      'PUT',
      `/dav/calendars/${anna.id}/${listId}/one-more.ics`,
      basic(anna.username, password),
      todo,
      { 'content-type': 'text/calendar' },
    );
    expect(put.statusCode).toBe(400);
    expect(put.body).toContain(String(full));
    expect(await itemsOn(listId)).toBe(full);
  });
});
