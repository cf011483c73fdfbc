import { nextDueDay, type Repeat } from '@listok/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { addItem, call, listWithMember, setTimeZone, type TestUser } from '../../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setZone = (user: TestUser, name: string) => setTimeZone(t.app, user, name);

/** Today in a zone, `YYYY-MM-DD`, and a day some days from it. */
const dayIn = (zone: string, plusDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(Date.now() + plusDays * 86_400_000));

async function todoList() {
  const family = await listWithMember(t.app);
  await call(t.app, family.owner, 'PATCH', `/api/list/${family.list.id}`, { kind: 'todo' });
  const add = async (text: string) =>
    (await call(t.app, family.owner, 'POST', `/api/list/${family.list.id}/add-text`, { text })).body.added[0];
  return { ...family, add };
}

describe('due dates and repeats', () => {
  it('a due is a day or a time in the reader’s zone; only to-dos have one', async () => {
    const { owner, member, list, add } = await todoList();
    await setZone(owner, 'Europe/Moscow');
    await setZone(member, 'Asia/Tokyo');
    const call1 = await add('Позвонить маме');
    expect(call1).toMatchObject({ due: null, repeat: null });
    const update = (who: TestUser, body: Record<string, unknown>) =>
      call(t.app, who, 'PATCH', `/api/list/item/update/${call1.id}`, body as Record<string, string>);
    expect(await update(owner, { due: '2026-12-10 18:00' })).toMatchObject({
      status: 200,
      body: { due: '2026-12-10 18:00', repeat: null },
    });
    // The same instant in Tokyo, six hours ahead.
    const forMember = (await call(t.app, member, 'GET', `/api/list/${list.id}`)).body[0];
    expect(forMember.due).toBe('2026-12-11 00:00');
    // A day is the same day for every reader.
    expect((await update(member, { due: '2026-12-10' })).body.due).toBe('2026-12-10');
    expect((await call(t.app, owner, 'GET', `/api/list/${list.id}`)).body[0].due).toBe('2026-12-10');

    for (const due of ['2026-02-29', '2026-12-10 24:00', '10.12.2026', '2026-12-10T18:00', 5]) {
      expect(await update(owner, { due })).toMatchObject({
        status: 400,
        body: { errors: { due: 'Укажите дату как ГГГГ-ММ-ДД или ГГГГ-ММ-ДД ЧЧ:ММ' } },
      });
    }
    expect((await update(owner, { repeat: 'hourly' })).status).toBe(400);
    expect((await update(owner, { due: null })).body).toMatchObject({ due: null, repeat: null });

    const shopping = await listWithMember(t.app);
    const milk = await addItem(t.app, shopping.owner, shopping.list.id, 'Milk');
    expect(milk).not.toHaveProperty('due');
    const refused = await call(t.app, shopping.owner, 'PATCH', `/api/list/item/update/${milk.id}`, {
      due: '2026-12-10',
    });
    expect(refused).toMatchObject({
      status: 400,
      body: { errors: { due: 'Срок можно назначить только делу из списка дел' } },
    });
  });

  it('a repeat without a due starts today; no due takes the repeat away', async () => {
    const { owner, add } = await todoList();
    await setZone(owner, 'Asia/Tokyo');
    const bins = await add('Вынести мусор');
    const update = (body: Record<string, unknown>) =>
      call(t.app, owner, 'PATCH', `/api/list/item/update/${bins.id}`, body as Record<string, string>);
    expect((await update({ repeat: 'weekly' })).body).toMatchObject({ due: dayIn('Asia/Tokyo'), repeat: 'weekly' });
    expect((await update({ due: null })).body).toMatchObject({ due: null, repeat: null });
  });

  it('ticking a repeating to-do moves it to its next occurrence and keeps it open, with its last completion', async () => {
    const { owner, member, list, add } = await todoList();
    await setZone(owner, 'Europe/Moscow');
    const bins = await add('Вынести мусор');
    const today = dayIn('Europe/Moscow');
    await call(t.app, owner, 'PATCH', `/api/list/item/update/${bins.id}`, { due: today, repeat: 'weekly' });
    const marked = await call(t.app, member, 'PATCH', `/api/list-item/mark/${bins.id}`);
    expect(marked.status).toBe(200);
    const after = marked.body.find((i: { id: number }) => i.id === bins.id);
    expect(after).toMatchObject({
      completed: false,
      due: dayIn('Europe/Moscow', 7),
      repeat: 'weekly',
      completed_by: member.username,
    });
    expect(after.completed_at).not.toBeNull();
    // Overdue by weeks: the next occurrence after today, not the one after the old due.
    await call(t.app, owner, 'PATCH', `/api/list/item/update/${bins.id}`, { due: dayIn('Europe/Moscow', -20) });
    await call(t.app, owner, 'PATCH', `/api/list-item/mark/${bins.id}`);
    const items = (await call(t.app, owner, 'GET', `/api/list/${list.id}`)).body;
    expect(items[0].due).toBe(dayIn('Europe/Moscow', 1));
    // A to-do without a repeat is ticked as ever.
    const once = await add('Забрать посылку');
    const ticked = await call(t.app, owner, 'PATCH', `/api/list-item/mark/${once.id}`);
    expect(ticked.body.find((i: { id: number }) => i.id === once.id)).toMatchObject({ completed: true });
  });

  it('a timed repeat keeps its wall-clock time over a daylight-saving change, in the zone of the one who does it', async () => {
    const { owner, member, list, add } = await todoList();
    await setZone(owner, 'UTC');
    await setZone(member, 'Europe/Berlin');
    const feed = await add('Покормить кошку');
    // Given to the member in Berlin: the due is read in the caller's zone (UTC), the repeat kept in Berlin's.
    await call(t.app, owner, 'PATCH', `/api/list/item/update/${feed.id}`, {
      assignee: member.id,
      due: '2027-03-27 17:00',
      repeat: 'daily',
    });
    const before = (await call(t.app, member, 'GET', `/api/list/${list.id}`)).body[0];
    expect(before.due).toBe('2027-03-27 18:00');
    await call(t.app, member, 'PATCH', `/api/list-item/mark/${feed.id}`);
    const after = (await call(t.app, member, 'GET', `/api/list/${list.id}`)).body[0];
    expect(after.due).toBe('2027-03-28 18:00');
    expect((await call(t.app, owner, 'GET', `/api/list/${list.id}`)).body[0].due).toBe('2027-03-28 16:00');
  });

  it('smart entry on a to-do list reads the due and the repeat off the line, in the writer’s zone', async () => {
    const { owner, member, list } = await todoList();
    await setZone(owner, 'Asia/Tokyo');
    await setZone(member, 'Europe/Moscow');
    const text = 'позвонить маме завтра в 18:00\nвынести мусор каждый день\nПозвонить маме в 5\nforgotten';
    const preview = await call(t.app, owner, 'POST', `/api/list/${list.id}/add-text?preview=true`, { text });
    expect(preview.body.added[0]).toMatchObject({ name: 'позвонить маме', due: `${dayIn('Asia/Tokyo', 1)} 18:00` });
    const { added } = (await call(t.app, owner, 'POST', `/api/list/${list.id}/add-text`, { text })).body;
    expect(added).toMatchObject([
      { name: 'позвонить маме', due: `${dayIn('Asia/Tokyo', 1)} 18:00`, repeat: null },
      { name: 'вынести мусор', due: dayIn('Asia/Tokyo'), repeat: 'daily' },
      { name: 'Позвонить маме в 5', due: null, repeat: null },
      { name: 'forgotten', due: null },
    ]);
    // 18:00 in Tokyo is 12:00 in Moscow.
    const forMember = (await call(t.app, member, 'GET', `/api/list/${list.id}`)).body;
    expect(forMember[0].due).toBe(`${dayIn('Asia/Tokyo', 1)} 12:00`);
    // Other kinds read no dates: a packing line keeps its words.
    await call(t.app, owner, 'PATCH', `/api/list/${list.id}`, { kind: 'packing' });
    const [socks] = (await call(t.app, owner, 'POST', `/api/list/${list.id}/add-text`, { text: 'носки на завтра' }))
      .body.added;
    expect(socks).toMatchObject({ name: 'носки на завтра' });
    expect(socks).not.toHaveProperty('due');
  });

  it('a copy of a to-do list keeps each to-do’s due and repeat, not its doer', async () => {
    const { owner, member, list, add } = await todoList();
    const bins = await add('Вынести мусор');
    await call(t.app, owner, 'PATCH', `/api/list/item/update/${bins.id}`, {
      due: '2027-01-05',
      repeat: 'weekly',
      assignee: member.id,
    });
    const copy = await call(t.app, owner, 'POST', `/api/list/${list.id}/copy`, { only: 'all' });
    expect(copy.status).toBe(201);
    const [item] = (await call(t.app, owner, 'GET', `/api/list/${copy.body.id}`)).body;
    expect(item).toMatchObject({ name: 'Вынести мусор', due: '2027-01-05', repeat: 'weekly', assignee: null });
  });

  it('the next day of each repeat, in the database function and in the contract alike', async () => {
    const cases: [string, string, number | null, string][] = [
      ['2026-11-27', 'daily', null, '2026-11-28'],
      ['2026-12-31', 'daily', null, '2027-01-01'],
      ['2026-11-27', 'weekdays', null, '2026-11-30'],
      ['2026-11-30', 'weekdays', null, '2026-12-01'],
      ['2026-11-27', 'weekly', null, '2026-12-04'],
      ['2026-11-30', 'monthly', 31, '2026-12-31'],
      ['2027-01-31', 'monthly', null, '2027-02-28'],
      ['2027-02-28', 'monthly', 31, '2027-03-31'],
      ['2027-02-28', 'monthly', null, '2027-03-28'],
      ['2027-02-28', 'yearly', 29, '2028-02-29'],
      ['2028-02-29', 'yearly', 29, '2029-02-28'],
      ['2026-11-27', 'yearly', null, '2027-11-27'],
    ];
    for (const [day, repeat, anchor, next] of cases) {
      const [row] = rowsOf<{ next: string | Date }>(
        await t.app.db.execute(sql`select listok_next_due_day(${day}::date, ${repeat}, ${anchor}::int)::text as next`),
      );
      expect([day, repeat, anchor, String(row!.next)]).toEqual([day, repeat, anchor, next]);
      expect([day, repeat, anchor, nextDueDay(day, repeat as Repeat, anchor)]).toEqual([day, repeat, anchor, next]);
    }
  });
});
