import { listTopic, myListsTopic } from '@listok/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listMembers } from '../../../db/schema.js';
import { createTestApp, type TestApp, testOrigin } from '../../../test/app.js';
import { addContact, awayMember, call, listWithMember, type TestUser } from '../../../test/factories.js';
import { dataFingerprint } from '../../../test/snapshot.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const memberIds = async (id: number) =>
  (await t.app.db.select().from(listMembers).where(eq(listMembers.listId, id))).map((m) => m.userId).sort();

const addMutually = async (a: TestUser, b: TestUser) => {
  await addContact(t.app, a, b);
  await addContact(t.app, b, a);
};

describe('members', () => {
  it('the owner adds a mutual contact and removes a member; answers are the member list', async () => {
    const { owner, member, stranger, list } = await listWithMember(t.app);
    await addMutually(owner, stranger);
    const added = await call(t.app, owner, 'POST', `/api/list/${list.id}/members/add/${stranger.id}`);
    expect(added.status).toBe(200);
    expect(added.body).toEqual([
      { id: owner.id, username: owner.username, owner: 1, ...awayMember },
      { id: member.id, username: member.username, owner: 0, ...awayMember },
      { id: stranger.id, username: stranger.username, owner: 0, ...awayMember },
    ]);
    const removed = await call(t.app, owner, 'POST', `/api/list/${list.id}/members/remove/${member.id}`);
    expect(removed.body.map((m: { id: number }) => m.id)).toEqual([owner.id, stranger.id]);
  });

  it('refuses a user who is not a contact, a non-owner, and removing the owner', async () => {
    const { owner, member, stranger, list } = await listWithMember(t.app);
    const before = await memberIds(list.id);
    const notContact = await call(t.app, owner, 'POST', `/api/list/${list.id}/members/add/${stranger.id}`);
    expect(notContact).toMatchObject({ status: 403, body: { code: 'NOT_A_CONTACT' } });
    await addMutually(member, stranger);
    const byMember = await call(t.app, member, 'POST', `/api/list/${list.id}/members/add/${stranger.id}`);
    expect(byMember.body.code).toBe('OWNER_ONLY');
    const removeByMember = await call(t.app, member, 'POST', `/api/list/${list.id}/members/remove/${owner.id}`);
    expect(removeByMember.body.code).toBe('OWNER_ONLY');
    const removeOwner = await call(t.app, owner, 'POST', `/api/list/${list.id}/members/remove/${owner.id}`);
    expect(removeOwner.body.code).toBe('OWNER_CANNOT_LEAVE');
    const byStranger = await call(t.app, stranger, 'POST', `/api/list/${list.id}/members/remove/${member.id}`);
    expect(byStranger.status).toBe(404);
    expect(await memberIds(list.id)).toEqual(before);
  });

  it('an unknown user id is not a contact', async () => {
    const { owner, list } = await listWithMember(t.app);
    expect((await call(t.app, owner, 'POST', `/api/list/${list.id}/members/add/99999999`)).status).toBe(403);
  });
});

describe('consent to be added', () => {
  it('a contact who has not added the owner back is refused with 403, naming them, and nothing changes', async () => {
    const { owner, stranger, list } = await listWithMember(t.app);
    await addContact(t.app, owner, stranger);
    const publish = vi.spyOn(t.app.push, 'publish');
    const before = await dataFingerprint(t.app);
    try {
      const ru = await call(t.app, owner, 'POST', `/api/list/${list.id}/members/add/${stranger.id}`, undefined, 'ru');
      expect(ru.status).toBe(403);
      expect(ru.body).toMatchObject({
        status: 403,
        code: 'NOT_MUTUAL_CONTACT',
        message: `Пользователь ${stranger.username} не добавил вас в свои контакты. Вместо этого отправьте ему ссылку на список`,
      });
      const en = await call(t.app, owner, 'POST', `/api/list/${list.id}/members/add/${stranger.id}`, undefined, 'en');
      expect(en.body).toMatchObject({
        code: 'NOT_MUTUAL_CONTACT',
        message: `${stranger.username} has not added you to their contacts; send them the list's link instead`,
      });
      expect(await dataFingerprint(t.app)).toBe(before);
      expect(publish).not.toHaveBeenCalled();
    } finally {
      publish.mockRestore();
    }
    expect((await call(t.app, stranger, 'GET', `/api/list/${list.id}`)).status).toBe(404);
  });

  it('having the owner in one’s contacts is not enough: the owner must have added the user too', async () => {
    const { owner, stranger, list } = await listWithMember(t.app);
    await addContact(t.app, stranger, owner);
    const refused = await call(t.app, owner, 'POST', `/api/list/${list.id}/members/add/${stranger.id}`);
    expect(refused.body.code).toBe('NOT_A_CONTACT');
    expect(await memberIds(list.id)).not.toContain(stranger.id);
  });

  it('once the contact adds the owner back, the owner may add them, and the list tells its subscribers', async () => {
    const { owner, stranger, list } = await listWithMember(t.app);
    await call(t.app, owner, 'POST', `/api/user/contact/add/${stranger.id}`);
    expect((await call(t.app, owner, 'POST', `/api/list/${list.id}/members/add/${stranger.id}`)).status).toBe(403);
    await call(t.app, stranger, 'POST', `/api/user/contact/add/${owner.id}`);
    const publish = vi.spyOn(t.app.push, 'publish');
    try {
      const added = await call(t.app, owner, 'POST', `/api/list/${list.id}/members/add/${stranger.id}`);
      expect(added.status).toBe(200);
      // The list's header to its subscribers, and the news of it to the new member's lists screens.
      expect(publish.mock.calls).toEqual([
        [listTopic(testOrigin, list.id), { type: 'header', listId: list.id }],
        [`${myListsTopic(testOrigin)}#user-${stranger.id}`, { type: 'header', listId: list.id }],
      ]);
    } finally {
      publish.mockRestore();
    }
    expect(await memberIds(list.id)).toContain(stranger.id);
    expect((await call(t.app, stranger, 'GET', `/api/list/${list.id}`)).status).toBe(200);
  });
});
