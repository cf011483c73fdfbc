import { type ListMember, type ListSummary, listTopic, myListsTopic } from '@listok/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testOrigin } from '../../../test/app.js';
import { addItem, call, listWithMember, type TestUser } from '../../../test/factories.js';
import { openStream } from '../../../test/sse.js';
import { streamingApp } from '../../../test/streaming-app.js';

const t = streamingApp({ pushHeartbeatMs: 150 });

const headerMember = async (reader: TestUser, listId: number, member: TestUser) => {
  const header = (await call(t.app, reader, 'GET', `/api/list/${listId}/header`)).body as { members: ListMember[] };
  return header.members.find((m) => m.id === member.id);
};
const shoppersOf = async (reader: TestUser, listId: number) => {
  const lists = (await call(t.app, reader, 'GET', '/api/lists')).body as ListSummary[];
  return lists.find((list) => list.id === listId)?.shoppers;
};
const goShopping = (user: TestUser, listId: number, body?: { store: number }) =>
  call(t.app, user, 'POST', `/api/list/${listId}/shopping`, body);
const addStore = async (user: TestUser, listId: number, name: string) =>
  (await call(t.app, user, 'POST', `/api/list/${listId}/stores`, { name })).body as { id: number; name: string };

async function subscribe(topic: string, cookie: string) {
  const stream = await openStream(`${t.base}/.well-known/mercure?topic=${encodeURIComponent(topic)}`, { cookie });
  t.streams.push(stream);
  expect(stream.status).toBe(200);
  return stream;
}

describe('a member’s trip', () => {
  it('going shopping shows the member going in the others’ header and My lists; the caller is no shopper of theirs', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    expect(await shoppersOf(owner, list.id)).toEqual([]);
    expect(await headerMember(owner, list.id, member)).toMatchObject({ goingShopping: false, store: null });

    expect((await goShopping(member, list.id)).status).toBe(204);
    expect(await headerMember(owner, list.id, member)).toMatchObject({ goingShopping: true, store: null });
    expect(await headerMember(member, list.id, owner)).toMatchObject({ goingShopping: false });
    expect(await shoppersOf(owner, list.id)).toEqual([{ username: member.username, store: null, onTheWay: false }]);
    expect(await shoppersOf(member, list.id)).toEqual([]);
  });

  it('going to a shop names it, on the way until the member ticks something or says “I’m at”', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    const ashan = await addStore(owner, list.id, 'Ашан');
    expect((await goShopping(member, list.id, { store: ashan.id })).status).toBe(204);
    expect(await headerMember(owner, list.id, member)).toMatchObject({
      goingShopping: true,
      store: { id: ashan.id, name: 'Ашан' },
      onTheWay: true,
    });
    const atAshan = { username: member.username, store: { id: ashan.id, name: 'Ашан' } };
    expect(await shoppersOf(owner, list.id)).toEqual([{ ...atAshan, onTheWay: true }]);
    expect(await shoppersOf(member, list.id)).toEqual([]);

    // The first tick on the list: there (the tick counts for the shop, as any made there).
    const milk = await addItem(t.app, owner, list.id, 'Milk');
    await call(t.app, member, 'PATCH', `/api/list-item/mark/${milk.id}`);
    expect(await headerMember(owner, list.id, member)).toMatchObject({ store: { id: ashan.id }, onTheWay: false });
    expect(await shoppersOf(owner, list.id)).toEqual([{ ...atAshan, onTheWay: false }]);

    // Going again, then saying "I'm at" it: there too; going nowhere in particular leaves the shop as it is.
    await t.app.db.execute(sql`delete from shopping_notices where list_id = ${list.id}`);
    await goShopping(member, list.id, { store: ashan.id });
    expect(await headerMember(owner, list.id, member)).toMatchObject({ onTheWay: true });
    expect((await call(t.app, member, 'PUT', `/api/list/${list.id}/here`, { store: ashan.id })).status).toBe(204);
    expect(await headerMember(owner, list.id, member)).toMatchObject({ store: { id: ashan.id }, onTheWay: false });
  });

  it('a member in a shop is a shopper without going shopping; the trip ends after its hours, or with its shop', async () => {
    const { owner, member, stranger, list } = await listWithMember(t.app);
    await call(t.app, stranger, 'GET', `/api/list/${list.id}/join?ac=${list.access}`);
    const market = await addStore(owner, list.id, 'Рынок');
    expect((await call(t.app, stranger, 'PUT', `/api/list/${list.id}/here`, { store: market.id })).status).toBe(204);
    await goShopping(member, list.id);
    // In the header's order: the member joined before the stranger.
    expect(await shoppersOf(owner, list.id)).toEqual([
      { username: member.username, store: null, onTheWay: false },
      { username: stranger.username, store: { id: market.id, name: 'Рынок' }, onTheWay: false },
    ]);
    expect(await headerMember(owner, list.id, stranger)).toMatchObject({
      goingShopping: false,
      store: { id: market.id },
    });

    await call(t.app, owner, 'DELETE', `/api/list/${list.id}/stores/${market.id}`);
    expect(await shoppersOf(owner, list.id)).toEqual([{ username: member.username, store: null, onTheWay: false }]);
    await t.app.db.execute(sql`
      update shopping_notices set sent_at = now() - interval '3 hours 1 minute' where list_id = ${list.id}`);
    expect(await shoppersOf(owner, list.id)).toEqual([]);
    expect(await headerMember(owner, list.id, member)).toMatchObject({ goingShopping: false, store: null });
  });

  it('going shopping, with a shop or without, is a header event on the list’s and My lists’ t.streams', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    const onList = await subscribe(listTopic(testOrigin, list.id), owner.cookie);
    const onMyLists = await subscribe(myListsTopic(testOrigin), owner.cookie);
    expect((await goShopping(member, list.id)).status).toBe(204);
    expect((await onList.nextData(10_000)).data).toEqual({ type: 'header', listId: list.id });
    expect((await onMyLists.nextData(10_000)).data).toEqual({ type: 'header', listId: list.id });

    const ashan = await addStore(owner, list.id, 'Ашан');
    expect((await onList.nextData(10_000)).data).toEqual({ type: 'header', listId: list.id });
    await t.app.db.execute(sql`delete from shopping_notices where list_id = ${list.id}`);
    expect((await goShopping(member, list.id, { store: ashan.id })).status).toBe(204);
    expect((await onList.nextData(10_000)).data).toEqual({ type: 'header', listId: list.id });
  });
});
