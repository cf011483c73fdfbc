import { listTopic, myListsTopic, presenceTopic } from '@listok/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pushEvents } from '../../../db/schema.js';
import { testOrigin } from '../../../test/app.js';
import { call, signUp, type TestUser } from '../../../test/factories.js';
import { openStream } from '../../../test/sse.js';
import { streamingApp } from '../../../test/streaming-app.js';

const t = streamingApp({ pushHeartbeatMs: 150 });

/**
 * A wish list of the owner's with a member and a wish; a friend holds the link (the code), signed in, and no
 * membership.
 */
async function wishList() {
  const [owner, member, friend] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
  const list = (await call(t.app, owner, 'POST', '/api/lists', { name: 'День рождения', kind: 'wishlist' })).body;
  await call(t.app, member!, 'GET', `/api/list/${list.id}/join?ac=${list.access}`);
  const added = (await call(t.app, owner, 'POST', `/api/list/${list.id}/add-text`, { text: 'Наушники' })).body;
  return { owner: owner!, member: member!, friend: friend!, list, headphones: added.added[0] as { id: number } };
}

/** A stream of the list, of a user (null: a visitor without an account) with the code when given. */
async function stream(listId: number, user: TestUser | null, ac?: string, lastEventId?: string) {
  const code = ac ? `&ac=${ac}` : '';
  const url = `${t.base}/.well-known/mercure?topic=${encodeURIComponent(listTopic(testOrigin, listId))}${code}`;
  const headers = {
    ...(user ? { cookie: user.cookie } : {}),
    ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
  };
  const opened = await openStream(url, headers);
  expect(opened.status).toBe(200);
  t.streams.push(opened);
  return opened;
}

const reserve = (user: TestUser, listId: number, rowId: number, ac?: string) =>
  call(t.app, user, 'POST', `/api/list/${listId}/reserve/${rowId}`, ac ? { ac } : {});
const addWish = (owner: TestUser, listId: number, text: string) =>
  call(t.app, owner, 'POST', `/api/list/${listId}/add-text`, { text });

/** The event of a change of the items (it carries the version); a reservation's does not. */
const change = (listId: number) => ({ type: 'items', listId, itemsVersion: expect.any(Number) });
const reservation = (listId: number) => ({ type: 'items', listId });

/** Waits until the members' t.streams of the list have announced them as there (presence events take ids too). */
const announced = (listId: number, members: number) =>
  expect
    .poll(async () => {
      const topic = presenceTopic(testOrigin, listId);
      return (await t.app.db.select().from(pushEvents).where(eq(pushEvents.topic, topic))).length;
    })
    .toBe(members);

describe('a reservation in the list’s t.streams', () => {
  it('a visitor without an account hears nothing of it, the owner signed out with her link among them', async () => {
    const { owner, member, friend, list, headphones } = await wishList();
    const visitor = await stream(list.id, null, list.access);
    const ownerWithLink = await stream(list.id, owner, list.access);
    const friendWithLink = await stream(list.id, friend, list.access);
    expect((await reserve(member, list.id, headphones.id)).status).toBe(200);
    // A signed-in friend with the link may reserve, so hears it.
    expect((await friendWithLink.nextData()).data).toEqual(reservation(list.id));
    await addWish(owner, list.id, 'Велосипед');
    // The next thing the others hear is the owner's change.
    expect((await visitor.nextData()).data).toEqual(change(list.id));
    expect((await ownerWithLink.nextData()).data).toEqual(change(list.id));
  });

  it('takes no event id: the owner’s ids run on without a gap (My lists too), a member hears it under the id before', async () => {
    const { owner, member, friend, list, headphones } = await wishList();
    const ofOwner = await stream(list.id, owner);
    const ofMember = await stream(list.id, member);
    const myListsUrl = `${t.base}/.well-known/mercure?topic=${encodeURIComponent(myListsTopic(testOrigin))}`;
    const myLists = await openStream(myListsUrl, { cookie: owner.cookie });
    t.streams.push(myLists);
    await announced(list.id, 2);
    await addWish(owner, list.id, 'Велосипед');
    const before = await ofOwner.nextData();
    expect(await ofMember.nextData()).toEqual(before);
    expect(await myLists.nextData()).toEqual(before);

    expect((await reserve(friend, list.id, headphones.id, list.access)).status).toBe(200);
    expect(await ofMember.nextData()).toEqual({ id: before.id, data: reservation(list.id) });
    await addWish(owner, list.id, 'Самокат');
    const after = await ofOwner.nextData();
    expect(after.data).toEqual(change(list.id));
    expect(Number(after.id)).toBe(Number(before.id) + 1);
    expect(await ofMember.nextData()).toEqual(after);
    expect(await myLists.nextData()).toEqual(after);
  });

  it('is replayed to a member who comes back with Last-Event-ID, never to the owner or a visitor', async () => {
    const { owner, member, friend, list, headphones } = await wishList();
    const first = await stream(list.id, member);
    await addWish(owner, list.id, 'Велосипед');
    const seen = await first.nextData();
    first.close();
    expect((await reserve(friend, list.id, headphones.id, list.access)).status).toBe(200);
    await addWish(owner, list.id, 'Самокат');

    const again = await stream(list.id, member, undefined, seen.id);
    expect((await again.nextData()).data).toEqual(reservation(list.id));
    const next = await again.nextData();
    expect(next.data).toEqual(change(list.id));
    // The owner, and a visitor (the owner signed out among them), are replayed the change alone.
    for (const [user, ac] of [
      [owner, undefined],
      [null, list.access],
    ] as const) {
      expect(await (await stream(list.id, user, ac, seen.id)).nextData()).toEqual(next);
    }
  });
});
