import { listTopic, myListsTopic } from '@listok/contract';
import { describe, expect, it } from 'vitest';
import { testOrigin } from '../../../test/app.js';
import { addContact, addItem, call, createList, listWithMember, signUp } from '../../../test/factories.js';
import { openStream, type SseStream } from '../../../test/sse.js';
import { streamingApp } from '../../../test/streaming-app.js';
import { MyListsFollow } from './my-lists.js';

const t = streamingApp({ pushHeartbeatMs: 150 });

const myListsUrl = (extra = '') =>
  `${t.base}/.well-known/mercure?topic=${encodeURIComponent(myListsTopic(testOrigin))}${extra}`;

async function subscribe(url: string, cookie?: string, headers: Record<string, string> = {}) {
  const stream = await openStream(url, { ...(cookie ? { cookie } : {}), ...headers });
  t.streams.push(stream);
  expect(stream.status).toBe(200);
  return stream;
}

/** The next event with data (heartbeats skipped), with its id. */
const next = async (stream: SseStream) => {
  const event = await stream.nextData(10_000);
  return { id: event.id, ...(event.data as Record<string, unknown>) };
};
const data = async (stream: SseStream) => {
  const { id: _id, ...rest } = await next(stream);
  return rest;
};

describe('the stream of My lists', () => {
  it('carries the changes of every list the user belongs to, and of no other list', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    const own = await createList(t.app, member, 'Своя');
    const foreign = await createList(t.app, owner, 'Чужая');
    const stream = await subscribe(myListsUrl(), member.cookie);

    await addItem(t.app, owner, foreign.id, 'Milk');
    await addItem(t.app, owner, list.id, 'Milk');
    expect(await data(stream)).toEqual({ type: 'items', listId: list.id, itemsVersion: expect.any(Number) });
    await call(t.app, member, 'PATCH', `/api/list/${own.id}`, { name: 'Моя' });
    expect(await data(stream)).toEqual({ type: 'header', listId: own.id });
    await call(t.app, owner, 'PATCH', `/api/list/${list.id}/close`);
    expect(await data(stream)).toEqual({ type: 'header', listId: list.id });
  });

  it('follows a list the user is added to, joins or creates elsewhere from then on', async () => {
    const owner = await signUp(t.app);
    const user = await signUp(t.app);
    await addContact(t.app, owner, user);
    await addContact(t.app, user, owner);
    const stream = await subscribe(myListsUrl(), user.cookie);

    const added = await createList(t.app, owner, 'Семейный');
    expect((await call(t.app, owner, 'POST', `/api/list/${added.id}/members/add/${user.id}`)).status).toBe(200);
    expect(await data(stream)).toEqual({ type: 'header', listId: added.id });
    await addItem(t.app, owner, added.id, 'Milk');
    expect(await data(stream)).toEqual({ type: 'items', listId: added.id, itemsVersion: expect.any(Number) });

    const linked = await createList(t.app, owner, 'По ссылке');
    await call(t.app, user, 'GET', `/api/list/${linked.id}/join?ac=${linked.access}`);
    // The list's own header event comes before the stream follows it; the announcement to the user says it.
    expect(await data(stream)).toEqual({ type: 'header', listId: linked.id });
    await addItem(t.app, owner, linked.id, 'Apples');
    expect(await data(stream)).toEqual({ type: 'items', listId: linked.id, itemsVersion: expect.any(Number) });

    const created = await createList(t.app, user, 'Новая');
    expect(await data(stream)).toEqual({ type: 'header', listId: created.id });
    await addItem(t.app, user, created.id, 'Milk');
    expect(await data(stream)).toEqual({ type: 'items', listId: created.id, itemsVersion: expect.any(Number) });
  });

  it('sends the event that took a list away (removed, left, deleted), and nothing of that list after it', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    const left = await createList(t.app, owner, 'Уйду');
    const deleted = await createList(t.app, owner, 'Удалю');
    const kept = await createList(t.app, owner, 'Останется');
    for (const l of [left, deleted, kept]) await call(t.app, member, 'GET', `/api/list/${l.id}/join?ac=${l.access}`);
    const stream = await subscribe(myListsUrl(), member.cookie);
    const ofList = await subscribe(
      `${t.base}/.well-known/mercure?topic=${encodeURIComponent(listTopic(testOrigin, deleted.id))}`,
      member.cookie,
    );

    await call(t.app, owner, 'POST', `/api/list/${list.id}/members/remove/${member.id}`);
    expect(await data(stream)).toEqual({ type: 'header', listId: list.id });
    await call(t.app, member, 'POST', `/api/list/${left.id}/exit`);
    expect(await data(stream)).toEqual({ type: 'header', listId: left.id });
    expect((await call(t.app, owner, 'DELETE', `/api/list/${deleted.id}`)).status).toBe(204);
    expect(await data(stream)).toEqual({ type: 'header', listId: deleted.id, deleted: true });
    // The open page of the deleted list hears it too, and its stream ends.
    expect(await data(ofList)).toEqual({ type: 'header', listId: deleted.id, deleted: true });
    await ofList.ended;

    // Changes of the lists taken away no longer come; the next event is of the list kept.
    await addItem(t.app, owner, list.id, 'Milk');
    await addItem(t.app, owner, left.id, 'Milk');
    await addItem(t.app, owner, kept.id, 'Milk');
    expect(await data(stream)).toEqual({ type: 'items', listId: kept.id, itemsVersion: expect.any(Number) });

    // Added again: followed again.
    await addContact(t.app, owner, member);
    await addContact(t.app, member, owner);
    await call(t.app, owner, 'POST', `/api/list/${list.id}/members/add/${member.id}`);
    expect(await data(stream)).toEqual({ type: 'header', listId: list.id });
    await addItem(t.app, owner, list.id, 'Apples');
    expect(await data(stream)).toEqual({ type: 'items', listId: list.id, itemsVersion: expect.any(Number) });
  });

  it('replays what was missed after Last-Event-ID', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    const first = await subscribe(myListsUrl(), member.cookie);
    await addItem(t.app, owner, list.id, 'Milk');
    const seen = await next(first);
    first.close();
    await addItem(t.app, owner, list.id, 'Apples');
    await call(t.app, owner, 'PATCH', `/api/list/${list.id}`, { name: 'Другое имя' });
    const again = await subscribe(myListsUrl(), member.cookie, { 'last-event-id': seen.id as string });
    expect(await data(again)).toEqual({ type: 'items', listId: list.id, itemsVersion: expect.any(Number) });
    expect(await data(again)).toEqual({ type: 'header', listId: list.id });
  });

  it('is for signed-in users only: a visitor gets 403 and no stream, with or without a code', async () => {
    const { list } = await listWithMember(t.app);
    for (const url of [myListsUrl(), myListsUrl(`&ac=${list.access}`)]) {
      const refused = await openStream(url);
      expect(refused.status).toBe(403);
    }
  });

  it('refuses the internal topic of announcements asked for by name, even its own user’s', async () => {
    const user = await signUp(t.app);
    const topic = `${myListsTopic(testOrigin)}#user-${user.id}`;
    const refused = await openStream(`${t.base}/.well-known/mercure?topic=${encodeURIComponent(topic)}`, {
      cookie: user.cookie,
    });
    expect(refused.status).toBe(403);
  });

  it('goes with list topics in one stream', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    const stranger = await signUp(t.app);
    const foreign = await createList(t.app, stranger, 'Не моя');
    const both = await subscribe(
      `${myListsUrl()}&topic=${encodeURIComponent(listTopic(testOrigin, foreign.id))}&ac=${foreign.access}`,
      member.cookie,
    );
    await addItem(t.app, stranger, foreign.id, 'Milk');
    expect(await data(both)).toEqual({ type: 'items', listId: foreign.id, itemsVersion: expect.any(Number) });
    await addItem(t.app, owner, list.id, 'Milk');
    expect(await data(both)).toEqual({ type: 'items', listId: list.id, itemsVersion: expect.any(Number) });
  });
});

describe('MyListsFollow', () => {
  const event = (topic: string, listId: number, type: 'items' | 'header' = 'header') => ({
    id: 1,
    topic,
    data: { type, listId },
  });

  it('keeps a list whose membership check began before the user was added back to it', () => {
    const follow = new MyListsFollow(testOrigin, 7, [1]);
    const topic = listTopic(testOrigin, 1);
    expect(follow.topics()).toEqual([follow.userTopic, topic]);
    expect(follow.take(event(topic, 1), 1)).toEqual({ send: true, check: 1 });
    const since = follow.announced(1);
    // Removed, then added back while the check of the removal was reading.
    expect(follow.take(event(follow.userTopic, 1), undefined)).toEqual({ send: true });
    expect(follow.drop(1, since)).toBe(false);
    expect(follow.take(event(topic, 1, 'items'), 1)).toEqual({ send: true });
    // A check that began after it drops the list; its events are no longer sent, and an announcement brings it back.
    expect(follow.drop(1, follow.announced(1))).toBe(true);
    expect(follow.take(event(topic, 1, 'items'), 1)).toEqual({ send: false });
    expect(follow.take(event(follow.userTopic, 1), undefined)).toEqual({ send: true, follow: 1 });
    expect(follow.follows(1)).toBe(true);
  });
});
