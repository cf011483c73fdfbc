import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { call, createList, listWithMember, type TestUser } from '../../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A day some days from today in Moscow (every user's zone here), `YYYY-MM-DD`. */
const day = (plusDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(new Date(Date.now() + plusDays * 86_400_000));

type Task = { name: string; due: string | null; list: { id: number; name: string } };
const names = (tasks: Task[]) => tasks.map((task) => task.name);

describe('GET /api/tasks', () => {
  it('answers the open to-dos of the caller’s to-do lists by scope, by due', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    await call(t.app, owner, 'PATCH', `/api/list/${list.id}`, { kind: 'todo', name: 'Дом' });
    const todo = async (who: TestUser, listId: number, text: string, change: Record<string, unknown>) => {
      const [item] = (await call(t.app, who, 'POST', `/api/list/${listId}/add-text`, { text })).body.added;
      if (Object.keys(change).length > 0) {
        const answer = await call(t.app, who, 'PATCH', `/api/list/item/update/${item.id}`, change as never);
        expect(answer.status).toBe(200);
      }
      return item as { id: number };
    };
    await todo(owner, list.id, 'Оплатить интернет', { due: day(0) });
    await todo(owner, list.id, 'Позвонить маме', { due: `${day(0)} 23:59` });
    await todo(owner, list.id, 'Вынести мусор', { due: day(-2), assignee: member.id });
    await todo(owner, list.id, 'Починить кран', { due: day(5) });
    await todo(owner, list.id, 'Сдать книги', { due: day(9) });
    await todo(owner, list.id, 'Разобрать шкаф', { assignee: member.id });
    const done = await todo(owner, list.id, 'Купить лампочку', { due: day(0) });
    await call(t.app, owner, 'PATCH', `/api/list-item/mark/${done.id}`);
    // Another to-do list of the member's own; a shopping list and a finished list count for nothing.
    const own = await createList(t.app, member, 'Работа');
    await call(t.app, member, 'PATCH', `/api/list/${own.id}`, { kind: 'todo' });
    await todo(member, own.id, 'Отчёт', { due: day(1) });
    const closed = await createList(t.app, member, 'Старое');
    await call(t.app, member, 'PATCH', `/api/list/${closed.id}`, { kind: 'todo' });
    await todo(member, closed.id, 'Забытое', { due: day(0) });
    await call(t.app, member, 'PATCH', `/api/list/${closed.id}/close`);

    const tasks = async (who: TestUser, scope: string) => {
      const answer = await call(t.app, who, 'GET', `/api/tasks?scope=${scope}`);
      expect(answer.status).toBe(200);
      return answer.body as Task[];
    };
    const today = await tasks(member, 'today');
    expect(names(today)).toEqual(['Оплатить интернет', 'Позвонить маме']);
    expect(today[1]).toMatchObject({ due: `${day(0)} 23:59`, list: { id: list.id, name: 'Дом' }, completed: false });
    expect(names(await tasks(member, 'overdue'))).toEqual(['Вынести мусор']);
    expect(names(await tasks(member, 'week'))).toEqual([
      'Оплатить интернет',
      'Позвонить маме',
      'Отчёт',
      'Починить кран',
    ]);
    expect(names(await tasks(member, 'mine'))).toEqual(['Вынести мусор', 'Разобрать шкаф']);
    // The owner is not a member of the member's own list.
    expect(names(await tasks(owner, 'week'))).toEqual(['Оплатить интернет', 'Позвонить маме', 'Починить кран']);
    expect(await tasks(owner, 'mine')).toEqual([]);

    expect(await call(t.app, member, 'GET', '/api/tasks?scope=month')).toMatchObject({
      status: 400,
      body: { errors: { scope: 'Выберите: today, week, overdue или mine' } },
    });
    expect((await call(t.app, member, 'GET', '/api/tasks')).status).toBe(400);
    expect((await call(t.app, null, 'GET', '/api/tasks?scope=today')).status).toBe(401);
  });
});
