import { listTopic } from '@listok/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listChanges, pushSubscriptions } from '../../../db/schema.js';
import { testOrigin } from '../../../test/app.js';
import { call, canOnly, signUp, type TestUser } from '../../../test/factories.js';
import { openStream } from '../../../test/sse.js';
import { streamingApp } from '../../../test/streaming-app.js';

const t = streamingApp({ pushHeartbeatMs: 150 });

/** A wish list of the owner's with a member and two wishes; a friend holds the link (the code) and no membership. */
async function wishList() {
  const [owner, member, friend, stranger] = await Promise.all([
    signUp(t.app),
    signUp(t.app),
    signUp(t.app),
    signUp(t.app),
  ]);
  const list = (await call(t.app, owner, 'POST', '/api/lists', { name: 'День рождения', kind: 'wishlist' })).body;
  await call(t.app, member!, 'GET', `/api/list/${list.id}/join?ac=${list.access}`);
  const added = (await call(t.app, owner, 'POST', `/api/list/${list.id}/add-text`, { text: 'Наушники\nКнига' })).body;
  const [headphones, book] = added.added as { id: number }[];
  return {
    owner: owner!,
    member: member!,
    friend: friend!,
    stranger: stranger!,
    list,
    headphones: headphones!,
    book: book!,
  };
}

const reserve = (user: TestUser | null, listId: number, rowId: number, body: object = {}) =>
  call(t.app, user, 'POST', `/api/list/${listId}/reserve/${rowId}`, body as Record<string, string>);
const unreserve = (user: TestUser | null, listId: number, rowId: number, body: object = {}) =>
  call(t.app, user, 'DELETE', `/api/list/${listId}/reserve/${rowId}`, body as Record<string, string>);
const itemsOf = (user: TestUser | null, listId: number, ac?: string) =>
  call(t.app, user, 'GET', `/api/list/${listId}${ac ? `?ac=${ac}` : ''}`);
const stream = async (listId: number, cookie: string) => {
  const url = `${t.base}/.well-known/mercure?topic=${encodeURIComponent(listTopic(testOrigin, listId))}`;
  const opened = await openStream(url, { cookie });
  t.streams.push(opened);
  return opened;
};

describe('reserving a wish', () => {
  it('is for a member, or a signed-in friend with the link; the others see it reserved, only they by themselves', async () => {
    const { member, friend, stranger, list, headphones, book } = await wishList();
    expect(await reserve(friend, list.id, headphones.id, { ac: list.access })).toMatchObject({
      status: 200,
      body: { id: headphones.id, name: 'Наушники', reserved: true, reserved_by_me: true },
    });
    // Again: nothing changes.
    expect((await reserve(friend, list.id, headphones.id, { ac: list.access })).status).toBe(200);
    expect(await reserve(member, list.id, headphones.id)).toMatchObject({ status: 409, body: { code: 'RESERVED' } });
    expect((await reserve(member, list.id, book.id)).body).toMatchObject({ reserved: true, reserved_by_me: true });
    const seen = (await itemsOf(member, list.id)).body;
    expect(seen.map((i: { reserved: boolean; reserved_by_me: boolean }) => [i.reserved, i.reserved_by_me])).toEqual([
      [true, false],
      [true, true],
    ]);
    // The friend with the link, signed in, sees what is taken too, and which is theirs.
    const theirs = (await itemsOf(friend, list.id, list.access)).body;
    expect(theirs.map((i: { reserved: boolean; reserved_by_me: boolean }) => [i.reserved, i.reserved_by_me])).toEqual([
      [true, true],
      [true, false],
    ]);
    expect((await reserve(null, list.id, book.id, { ac: list.access })).status).toBe(401);
    expect((await reserve(stranger, list.id, book.id)).status).toBe(404);
    expect(await reserve(stranger, list.id, book.id, { ac: 'wrong' })).toMatchObject({ status: 403 });
    // Only the one who reserved gives it back.
    expect(await unreserve(member, list.id, headphones.id)).toMatchObject({ status: 409, body: { code: 'RESERVED' } });
    expect((await unreserve(friend, list.id, headphones.id, { ac: list.access })).status).toBe(204);
    expect((await unreserve(friend, list.id, headphones.id, { ac: list.access })).status).toBe(204);
    expect((await itemsOf(member, list.id)).body[0]).toMatchObject({ reserved: false, reserved_by_me: false });
  });

  it('is refused to the owner, on other kinds of list, on a received wish and on a closed list', async () => {
    const { owner, member, list, headphones, book } = await wishList();
    expect(await reserve(owner, list.id, headphones.id)).toMatchObject({
      status: 403,
      body: { code: 'OWN_WISH', message: 'Свои желания бронировать нельзя: пусть это будет сюрпризом' },
    });
    expect((await unreserve(owner, list.id, headphones.id)).status).toBe(403);
    await call(t.app, owner, 'PATCH', `/api/list-item/mark/${book.id}`);
    expect(await reserve(member, list.id, book.id)).toMatchObject({ status: 409, body: { code: 'ITEM_COMPLETED' } });
    expect((await reserve(member, list.id, 999_999_999)).status).toBe(404);
    await call(t.app, owner, 'PATCH', `/api/list/${list.id}`, { kind: 'todo' });
    expect(await reserve(member, list.id, headphones.id)).toMatchObject({
      status: 409,
      body: { code: 'NOT_A_WISHLIST' },
    });
    await call(t.app, owner, 'PATCH', `/api/list/${list.id}`, { kind: 'wishlist' });
    await call(t.app, owner, 'PATCH', `/api/list/${list.id}/close`);
    expect(await reserve(member, list.id, headphones.id)).toMatchObject({ status: 409, body: { code: 'LIST_CLOSED' } });
  });
});

describe('the owner never learns of a reservation', () => {
  it('not in the items, their version, the header, My lists, a token, a copy or a notification', async () => {
    const { owner, member, list, headphones } = await wishList();
    await t.app.db
      .insert(pushSubscriptions)
      .values({ userId: owner.id, endpoint: `https://push.example/wish-${owner.id}`, p256dh: 'k', auth: 'a' });
    const token = (await call(t.app, owner, 'POST', '/api/user/tokens', { name: 'Wishes', scope: 'read' })).body.token;
    const byToken = () =>
      t.app.inject({ method: 'GET', url: `/api/list/${list.id}`, headers: { authorization: `Bearer ${token}` } });
    const before = await itemsOf(owner, list.id);
    const header = (await call(t.app, owner, 'GET', `/api/list/${list.id}/header`)).body;
    const tokenBefore = (await byToken()).body;
    const changesBefore = await t.app.db.select().from(listChanges).where(eq(listChanges.listId, list.id));
    const myLists = (await call(t.app, owner, 'GET', '/api/lists')).body;

    expect((await reserve(member, list.id, headphones.id)).status).toBe(200);

    const after = await itemsOf(owner, list.id);
    expect(after.body).toEqual(before.body);
    expect(JSON.stringify(after.body)).not.toMatch(/reserv/);
    expect(after.response.headers['items-version']).toBe(before.response.headers['items-version']);
    expect((await call(t.app, owner, 'GET', `/api/list/${list.id}/header`)).body).toEqual(header);
    expect((await byToken()).body).toBe(tokenBefore);
    expect(await t.app.db.select().from(listChanges).where(eq(listChanges.listId, list.id))).toEqual(changesBefore);
    expect((await call(t.app, owner, 'GET', '/api/lists')).body).toEqual(myLists);
    // The owner's mark answers, and the owner's copy, carry nothing of it either.
    const marked = await call(t.app, owner, 'PATCH', `/api/list-item/mark/${headphones.id}`);
    expect(JSON.stringify(marked.body)).not.toMatch(/reserv/);
    await call(t.app, owner, 'PATCH', `/api/list-item/mark/${headphones.id}`);
    const copy = await call(t.app, owner, 'POST', `/api/list/${list.id}/copy`, { only: 'all' });
    expect(JSON.stringify((await itemsOf(owner, copy.body.id)).body)).not.toMatch(/reserv/);
    // A member's own copy starts without reservations: it is their list now.
    const theirs = await call(t.app, member, 'POST', `/api/list/${list.id}/copy`, { only: 'all' });
    expect(JSON.stringify((await itemsOf(member, theirs.body.id)).body)).not.toMatch(/reserv/);
    // The member's answers of the list go on carrying it, whatever the call.
    const memberMarked = await call(t.app, member, 'PATCH', `/api/list-item/mark/${headphones.id}`);
    expect(memberMarked.body[0]).toMatchObject({ reserved: true, reserved_by_me: true, completed: true });
  });

  it('nor with her link, signed out or in: a visitor without an account sees nothing of any reservation', async () => {
    const { owner, member, friend, list, headphones } = await wishList();
    expect((await reserve(member, list.id, headphones.id)).status).toBe(200);
    // Signed out, the owner is a visitor like any other: the server cannot tell them apart.
    for (const sort of ['', '&sort=name', '&sort=-added_at']) {
      const seen = await call(t.app, null, 'GET', `/api/list/${list.id}?ac=${list.access}${sort}`);
      expect(seen.status).toBe(200);
      expect(seen.body.map((i: { name: string }) => i.name)).toEqual(expect.arrayContaining(['Наушники', 'Книга']));
      expect(JSON.stringify(seen.body)).not.toMatch(/reserv/);
    }
    const header = await call(t.app, null, 'GET', `/api/list/${list.id}/header?ac=${list.access}`);
    expect(header.status).toBe(200);
    // Its `can` names the action, and allows a visitor none of them: the rest says nothing of reservations.
    const { can, ...rest } = header.body;
    expect(can).toEqual(canOnly());
    expect(JSON.stringify(rest)).not.toMatch(/reserv/);
    // Signed in, her link changes nothing: she is the owner.
    expect(JSON.stringify((await itemsOf(owner, list.id, list.access)).body)).not.toMatch(/reserv/);
    // Those who may reserve go on seeing it: a member, and a signed-in friend with the link.
    expect((await itemsOf(member, list.id)).body[0]).toMatchObject({ reserved: true, reserved_by_me: true });
    expect((await itemsOf(friend, list.id, list.access)).body[0]).toMatchObject({
      reserved: true,
      reserved_by_me: false,
    });
  });

  it('not in the events: the others’ t.streams hear it, the owner’s hears only the next change', async () => {
    const { owner, member, friend, list, headphones } = await wishList();
    await call(t.app, friend, 'GET', `/api/list/${list.id}/join?ac=${list.access}`);
    const ownerStream = await stream(list.id, owner.cookie);
    const memberStream = await stream(list.id, member.cookie);
    expect((await reserve(friend, list.id, headphones.id)).status).toBe(200);
    expect((await memberStream.nextData()).data).toEqual({ type: 'items', listId: list.id });
    await call(t.app, owner, 'POST', `/api/list/${list.id}/add-text`, { text: 'Велосипед' });
    expect((await ownerStream.nextData()).data).toEqual({
      type: 'items',
      listId: list.id,
      itemsVersion: expect.any(Number),
    });
  });
});
