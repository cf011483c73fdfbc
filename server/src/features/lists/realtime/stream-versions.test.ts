import { listTopic, myListsTopic } from '@listok/contract';
import { describe, expect, it } from 'vitest';
import { testOrigin } from '../../../test/app.js';
import { addItem, call, createList, listWithMember, signUp } from '../../../test/factories.js';
import { openStream } from '../../../test/sse.js';
import { streamingApp } from '../../../test/streaming-app.js';

// `versions=1`: a list's stream begins with the list's items version, so a client that read the items before the
// stream began reads them again only when they changed meanwhile (opening a list reads its items once).

const t = streamingApp({ pushHeartbeatMs: 150 });

const hubUrl = (topics: string[], extra = '') =>
  `${t.base}/.well-known/mercure?${topics.map((topic) => `topic=${encodeURIComponent(topic)}`).join('&')}${extra}`;

async function subscribe(url: string, cookie: string) {
  const stream = await openStream(url, { cookie });
  t.streams.push(stream);
  return stream;
}

const itemsVersionOf = async (cookie: { cookie: string }, listId: number) =>
  Number((await call(t.app, cookie, 'GET', `/api/list/${listId}`)).response.headers['items-version']);

describe('a stream asked for the versions', () => {
  it('begins with each list’s items version, without an id, and then tells the changes as before', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    const other = await createList(t.app, member, 'Дача');
    await addItem(t.app, owner, list.id, 'Milk');
    const version = await itemsVersionOf(member, list.id);
    const topics = [listTopic(testOrigin, list.id), listTopic(testOrigin, other.id)];
    const stream = await subscribe(hubUrl(topics, '&versions=1'), member.cookie);
    expect(stream.status).toBe(200);
    const first = await stream.nextData();
    expect(first).toEqual({ id: '', data: { type: 'items', listId: list.id, itemsVersion: version } });
    expect((await stream.nextData()).data).toEqual({
      type: 'items',
      listId: other.id,
      itemsVersion: await itemsVersionOf(member, other.id),
    });
    await addItem(t.app, owner, list.id, 'Bread');
    const change = await stream.nextData();
    expect(change.data).toEqual({ type: 'items', listId: list.id, itemsVersion: version + 1 });
    expect(change.id).toMatch(/^\d+$/);
  });

  it('begins with no such event when not asked, and with none for My lists alone', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    const plain = await subscribe(hubUrl([listTopic(testOrigin, list.id)]), member.cookie);
    const mine = await subscribe(hubUrl([myListsTopic(testOrigin)], '&versions=1'), member.cookie);
    await addItem(t.app, owner, list.id, 'Milk');
    const version = await itemsVersionOf(member, list.id);
    for (const stream of [plain, mine]) {
      const event = await stream.nextData();
      expect(event.data).toEqual({ type: 'items', listId: list.id, itemsVersion: version });
      expect(event.id).toMatch(/^\d+$/);
    }
  });

  it('names no version to a reader of a wish list’s reservations, which raise none; its owner gets one', async () => {
    const [owner, friend] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const list = (await call(t.app, owner!, 'POST', '/api/lists', { name: 'День рождения', kind: 'wishlist' })).body;
    await call(t.app, friend!, 'GET', `/api/list/${list.id}/join?ac=${list.access}`);
    const url = hubUrl([listTopic(testOrigin, list.id)], '&versions=1');
    const friends = await subscribe(url, friend!.cookie);
    expect((await friends.nextData()).data).toEqual({ type: 'items', listId: list.id });
    const owners = await subscribe(url, owner!.cookie);
    expect((await owners.nextData()).data).toEqual({
      type: 'items',
      listId: list.id,
      itemsVersion: await itemsVersionOf(owner!, list.id),
    });
  });
});
