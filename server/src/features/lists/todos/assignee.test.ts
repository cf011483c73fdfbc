import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { addItem, call, listWithMember } from '../../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('who does a to-do', () => {
  it('is a member of the to-do list or nobody; items of to-do lists carry it, of other kinds not', async () => {
    const { owner, member, stranger, list } = await listWithMember(t.app);
    const milk = await addItem(t.app, owner, list.id, 'Milk');
    expect(milk).not.toHaveProperty('assignee');
    expect(
      await call(t.app, owner, 'PATCH', `/api/list/item/update/${milk.id}`, { assignee: member.id }),
    ).toMatchObject({
      status: 400,
      body: { errors: { assignee: 'Поручить можно только дело из списка дел' } },
    });
    await call(t.app, owner, 'PATCH', `/api/list/${list.id}`, { kind: 'todo' });
    const [bins] = (await call(t.app, owner, 'POST', `/api/list/${list.id}/add-text`, { text: 'Вынести мусор' })).body
      .added;
    expect(bins).toMatchObject({ assignee: null });
    const update = (assignee: unknown) =>
      call(t.app, owner, 'PATCH', `/api/list/item/update/${bins.id}`, { assignee } as Record<string, number>);
    expect(await update(member.id)).toMatchObject({
      status: 200,
      body: { assignee: { id: member.id, username: member.username } },
    });
    expect(await update(stranger.id)).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', errors: { assignee: 'Поручить можно только участнику списка' } },
    });
    expect((await update('anna')).status).toBe(400);
    const items = (await call(t.app, member, 'GET', `/api/list/${list.id}`)).body;
    expect(items.find((i: { id: number }) => i.id === bins.id)).toMatchObject({ assignee: { id: member.id } });
    expect(items.find((i: { id: number }) => i.id === milk.id)).toMatchObject({ assignee: null });
    expect(await update(null)).toMatchObject({ status: 200, body: { assignee: null } });
  });

  it('is nobody once the member leaves the list or is removed from it', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    await call(t.app, owner, 'PATCH', `/api/list/${list.id}`, { kind: 'todo' });
    const [bins] = (await call(t.app, owner, 'POST', `/api/list/${list.id}/add-text`, { text: 'Вынести мусор' })).body
      .added;
    await call(t.app, owner, 'PATCH', `/api/list/item/update/${bins.id}`, { assignee: member.id });
    // Read once, so that the process keeps this answer: the leave must make a new one.
    expect((await call(t.app, owner, 'GET', `/api/list/${list.id}`)).body[0]).toMatchObject({
      assignee: { id: member.id },
    });
    expect((await call(t.app, member, 'POST', `/api/list/${list.id}/exit`)).status).toBe(204);
    expect((await call(t.app, owner, 'GET', `/api/list/${list.id}`)).body[0]).toMatchObject({ assignee: null });
    // Back by the link, given the to-do again, then removed by the owner.
    await call(t.app, member, 'GET', `/api/list/${list.id}/join?ac=${list.access}`);
    await call(t.app, owner, 'PATCH', `/api/list/item/update/${bins.id}`, { assignee: member.id });
    expect((await call(t.app, owner, 'POST', `/api/list/${list.id}/members/remove/${member.id}`)).status).toBe(200);
    expect((await call(t.app, owner, 'GET', `/api/list/${list.id}`)).body[0]).toMatchObject({ assignee: null });
  });
});
