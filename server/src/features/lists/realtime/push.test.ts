import { listTopic, wishesTopic } from '@listok/contract';
import { max } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { pushEvents, pushSideEvents } from '../../../db/schema.js';
import type { DeliveredEvent } from '../../../plugins/push.js';
import { testOrigin } from '../../../test/app.js';
import { machineNatsUrl, machineRedisUrl } from '../../../test/brokers.js';
import { testDatabaseKind } from '../../../test/database.js';
import { addItem, call, createList, listWithMember, productId } from '../../../test/factories.js';
import { type ServerProcess, startServerProcess } from '../../../test/server-process.js';
import { openStream } from '../../../test/sse.js';
import { streamingApp } from '../../../test/streaming-app.js';

const t = streamingApp({ pushHeartbeatMs: 150 });

const hubUrl = (listId: number, extra = '') =>
  `${t.base}/.well-known/mercure?topic=${encodeURIComponent(listTopic(testOrigin, listId))}${extra}`;

async function subscribe(url: string, cookie?: string, headers: Record<string, string> = {}) {
  const stream = await openStream(url, { ...(cookie ? { cookie } : {}), ...headers });
  t.streams.push(stream);
  return stream;
}

describe('GET /.well-known/mercure', () => {
  it('a member receives an event when another member changes the items', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    const stream = await subscribe(hubUrl(list.id), member.cookie);
    expect(stream.status).toBe(200);
    await addItem(t.app, owner, list.id, 'Milk');
    const event = await stream.nextData();
    expect(event.data).toEqual({ type: 'items', listId: list.id, itemsVersion: expect.any(Number) });
    expect(event.id).toMatch(/^\d+$/);
  });

  it('publishes header events for joins, member changes, closing and recovering', async () => {
    const { owner, stranger, list } = await listWithMember(t.app);
    const stream = await subscribe(hubUrl(list.id), owner.cookie);
    await call(t.app, stranger, 'GET', `/api/list/${list.id}/join?ac=${list.access}`);
    expect((await stream.nextData()).data).toEqual({ type: 'header', listId: list.id });
    await call(t.app, owner, 'PATCH', `/api/list/${list.id}/close`);
    expect((await stream.nextData()).data).toMatchObject({ type: 'header' });
    await call(t.app, owner, 'PATCH', `/api/list/${list.id}/recover`);
    expect((await stream.nextData()).data).toMatchObject({ type: 'header' });
    await call(t.app, stranger, 'POST', `/api/list/${list.id}/exit`);
    expect((await stream.nextData()).data).toMatchObject({ type: 'header' });
  });

  it('a visitor with the code may subscribe; without it, a stranger or a wrong code get 403 and no stream', async () => {
    const { stranger, list } = await listWithMember(t.app);
    expect((await subscribe(hubUrl(list.id, `&ac=${list.access}`))).status).toBe(200);
    for (const [cookie, extra] of [
      [undefined, ''],
      [stranger.cookie, ''],
      [stranger.cookie, '&ac=wrong'],
      [undefined, '&ac=wrong'],
    ] as const) {
      const refused = await subscribe(hubUrl(list.id, extra), cookie);
      expect(refused.status).toBe(403);
    }
  });

  it('refuses topics that are not list pages of this app, and a list that does not exist', async () => {
    const { member } = await listWithMember(t.app);
    for (const topic of ['https://evil.example/lists/1', `${testOrigin}/lists/abc`, `${testOrigin}/lists/99999999`]) {
      const url = `${t.base}/.well-known/mercure?topic=${encodeURIComponent(topic)}`;
      expect((await subscribe(url, member.cookie)).status).toBe(403);
    }
    expect((await subscribe(`${t.base}/.well-known/mercure`, member.cookie)).status).toBe(400);
  });

  it('subscribing to several topics needs the right to every one of them', async () => {
    const a = await listWithMember(t.app);
    const b = await listWithMember(t.app);
    const both = `${t.base}/.well-known/mercure?topic=${encodeURIComponent(listTopic(testOrigin, a.list.id))}&topic=${encodeURIComponent(listTopic(testOrigin, b.list.id))}`;
    expect((await subscribe(both, a.member.cookie)).status).toBe(403);
  });

  it('replays what a client missed when it reconnects with Last-Event-ID', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    const first = await subscribe(hubUrl(list.id), member.cookie);
    await addItem(t.app, owner, list.id, 'Milk');
    const seen = await first.nextData();
    first.close();
    await addItem(t.app, owner, list.id, 'Apples');
    await addItem(t.app, owner, list.id, 'Bananas');
    const again = await subscribe(hubUrl(list.id), member.cookie, { 'last-event-id': seen.id });
    const replayed = [await again.nextData(), await again.nextData()];
    expect(replayed.map((e) => Number(e.id))).toEqual([...replayed.map((e) => Number(e.id))].sort((x, y) => x - y));
    expect(Number(replayed[0]!.id)).toBeGreaterThan(Number(seen.id));
    await expect(again.nextData(400)).rejects.toThrow('no event arrived');
  });

  it('keeps idle t.streams open with comment heartbeats', async () => {
    const { member, list } = await listWithMember(t.app);
    const stream = await subscribe(hubUrl(list.id), member.cookie);
    const event = await stream.next(2000);
    expect(event.comment).toBe('');
  });

  it('a new access code ends the t.streams opened with the old one, and only those', async () => {
    const { owner, member, stranger, list } = await listWithMember(t.app);
    const visitor = await subscribe(hubUrl(list.id, `&ac=${list.access}`));
    const holder = await subscribe(hubUrl(list.id, `&ac=${list.access}`), stranger.cookie);
    const ofMember = await subscribe(hubUrl(list.id), member.cookie);
    const memberWithCode = await subscribe(hubUrl(list.id, `&ac=${list.access}`), member.cookie);
    for (const stream of [visitor, holder, ofMember, memberWithCode]) expect(stream.status).toBe(200);
    const renewed = await call(t.app, owner, 'POST', `/api/list/${list.id}/access-code`);
    expect(renewed.status).toBe(200);
    // Everyone hears that the header changed; then the t.streams let in by the old code end.
    expect((await visitor.nextData()).data).toEqual({ type: 'header', listId: list.id });
    await Promise.all([visitor.ended, holder.ended]);
    await addItem(t.app, owner, list.id, 'Milk');
    expect((await ofMember.nextData()).data).toMatchObject({ type: 'header' });
    expect((await ofMember.nextData()).data).toEqual({
      type: 'items',
      listId: list.id,
      itemsVersion: expect.any(Number),
    });
    expect((await memberWithCode.nextData()).data).toMatchObject({ type: 'header' });
    expect((await memberWithCode.nextData()).data).toEqual({
      type: 'items',
      listId: list.id,
      itemsVersion: expect.any(Number),
    });
    expect((await subscribe(hubUrl(list.id, `&ac=${list.access}`))).status).toBe(403);
    expect((await subscribe(hubUrl(list.id, `&ac=${renewed.body.access}`))).status).toBe(200);
  });

  it('members see who has the list open, and who is shopping; opening and closing publish the header', async () => {
    const { owner, member, stranger, list } = await listWithMember(t.app);
    const header = async () => (await call(t.app, owner, 'GET', `/api/list/${list.id}/header`)).body;
    const statusOf = async (id: number) =>
      (await header()).members.find((m: { id: number }) => m.id === id) as { online: boolean; shopping: boolean };
    expect(await statusOf(member.id)).toMatchObject({ online: false, shopping: false });

    // Only a stream that asks for presence hears of it: clients of the contract get the events it lists, no more.
    const watching = await subscribe(hubUrl(list.id, '&presence=1'), owner.cookie);
    // The owner's first stream announces them (awaited here: it may come after the stream opened), as a named event:
    // a client reloads the header for it, not the items.
    expect(await watching.nextData()).toMatchObject({ event: 'presence', data: { type: 'header', listId: list.id } });
    // The owner is there already: their second stream announces nothing.
    const plain = await subscribe(hubUrl(list.id), owner.cookie);
    await expect(watching.nextData(400)).rejects.toThrow('no event arrived');
    expect(await statusOf(owner.id)).toMatchObject({ online: true });
    const first = await subscribe(hubUrl(list.id), member.cookie);
    expect((await watching.nextData()).data).toEqual({ type: 'header', listId: list.id });
    expect(await statusOf(member.id)).toEqual(expect.objectContaining({ online: true, shopping: false }));

    // A second tab of the same member changes nothing for the others.
    const second = await subscribe(hubUrl(list.id), member.cookie);
    await expect(watching.nextData(400)).rejects.toThrow('no event arrived');

    // Ticking while the list is open: shopping.
    const milk = await addItem(t.app, owner, list.id, 'Milk');
    await call(t.app, member, 'PATCH', `/api/list-item/mark/${milk.id}`);
    expect(await statusOf(member.id)).toMatchObject({ online: true, shopping: true });

    // A visitor or a stranger with the code is not a member: never listed, never announced.
    const viewer = await subscribe(hubUrl(list.id, `&ac=${list.access}`), stranger.cookie);
    expect(viewer.status).toBe(200);
    expect((await header()).members.map((m: { id: number }) => m.id)).not.toContain(stranger.id);

    first.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await statusOf(member.id)).toMatchObject({ online: true });
    second.close();
    await expect.poll(async () => (await statusOf(member.id)).online, { timeout: 3000 }).toBe(false);
    expect(await statusOf(member.id)).toMatchObject({ shopping: false });
    const events: unknown[] = [];
    for (;;) {
      const next = await watching.nextData(400).catch(() => undefined);
      if (!next) break;
      events.push(next.data);
    }
    expect(events).toContainEqual({ type: 'header', listId: list.id });
    // The plain stream heard the two item changes and nothing else; the list's own events have no name.
    expect(await plain.nextData()).toEqual({
      id: expect.any(String),
      data: { type: 'items', listId: list.id, itemsVersion: expect.any(Number) },
    });
    expect((await plain.nextData()).data).toEqual({ type: 'items', listId: list.id, itemsVersion: expect.any(Number) });
    await expect(plain.nextData(400)).rejects.toThrow('no event arrived');
  });

  it('presence is of this list only: a member who has another list open, or is shopping there, is not shown here', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    const elsewhere = await createList(t.app, member, 'Своё');
    const milk = await addItem(t.app, member, elsewhere.id, 'Milk');
    const there = await subscribe(hubUrl(elsewhere.id), member.cookie);
    expect(there.status).toBe(200);
    await call(t.app, member, 'PATCH', `/api/list-item/mark/${milk.id}`);
    const own = (await call(t.app, member, 'GET', `/api/list/${elsewhere.id}/header`)).body;
    expect(own.members[0]).toMatchObject({ id: member.id, online: true, shopping: true });
    const here = (await call(t.app, owner, 'GET', `/api/list/${list.id}/header`)).body;
    expect(here.members.find((m: { id: number }) => m.id === member.id)).toMatchObject({
      online: false,
      shopping: false,
    });
  });

  it('delivers a live event numbered below one sent before: ids are taken in transactions that commit in any order', async () => {
    const topic = listTopic(testOrigin, 2_000_000);
    const heard: number[] = [];
    const stop = await t.app.push.subscribe([topic], undefined, (event) => heard.push(event.id));
    const data = { type: 'items' as const, listId: 2_000_000 };
    t.app.push.recorded({ id: 10_000_001, topic, data });
    t.app.push.recorded({ id: 10_000_000, topic, data });
    stop();
    t.app.push.recorded({ id: 10_000_002, topic, data });
    expect(heard).toEqual([10_000_001, 10_000_000]);
  });

  it('a purge keeps the latest event: a side event after a quiet hour follows it and is replayed from its id', async () => {
    const listId = 2_000_001;
    const [topic, side] = [listTopic(testOrigin, listId), wishesTopic(testOrigin, listId)];
    const data = { type: 'items' as const, listId };
    await t.app.push.publish(topic, data);
    await t.app.push.publishSide(side, data);
    const [latest] = await t.app.db.select({ id: max(pushEvents.id) }).from(pushEvents);
    // An hour passed: every event is older than the replay window.
    await t.app.push.purge(new Date(Date.now() + 60_000));
    expect(await t.app.db.select({ id: pushEvents.id }).from(pushEvents)).toEqual([{ id: latest!.id }]);
    expect(await t.app.db.select().from(pushSideEvents)).toEqual([]);

    await t.app.push.publishSide(side, data);
    const replayed: DeliveredEvent[] = [];
    const stop = await t.app.push.subscribe([topic, side], latest!.id!, (event) => replayed.push(event));
    stop();
    expect(replayed).toEqual([{ id: latest!.id, topic: side, data, side: expect.any(Number) }]);
  });

  it('a removed member stops seeing the list: a new subscription is refused', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    await call(t.app, owner, 'POST', `/api/list/${list.id}/members/remove/${member.id}`);
    expect((await subscribe(hubUrl(list.id), member.cookie)).status).toBe(403);
  });
});

describe.runIf(testDatabaseKind === 'postgres')('two server processes on one PostgreSQL', () => {
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((s) => s.exited));
  });

  it.each<{ bus: string; env: Record<string, string> }>([
    { bus: 'postgres', env: {} },
    { bus: 'redis', env: { REDIS_URL: machineRedisUrl } },
    { bus: 'nats', env: { NATS_URL: machineNatsUrl } },
  ])(
    'an event caused on one process reaches a subscriber of the other ($bus bus)',
    async ({ bus, env: busEnv }) => {
      // Both processes serve one public origin, as behind a load balancer.
      const env = { DATABASE_URL: t.testDb.url!, PUBLIC_URL: testOrigin, PUSH_BUS: bus, ...busEnv };
      const pair = await Promise.all([startServerProcess(env), startServerProcess(env)]);
      servers.push(...pair);
      const [a, b] = pair.map((s) => s.url) as [string, string];
      for (const url of [a, b]) {
        expect(await (await fetch(`${url}/api/health`)).json()).toMatchObject({ status: 'ok', bus: { kind: bus } });
      }
      const { owner, member, list } = await listWithMember(t.app);
      // Sessions live in the database, so a cookie from one process works on the other.
      const stream = await openStream(
        `${b}/.well-known/mercure?topic=${encodeURIComponent(listTopic(testOrigin, list.id))}`,
        { cookie: member.cookie },
      );
      t.streams.push(stream);
      expect(stream.status).toBe(200);
      const added = await fetch(`${a}/api/list/${list.id}/add`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: owner.cookie },
        body: JSON.stringify({ item: await productId(t.app, 'Milk') }),
      });
      expect(added.status).toBe(201);
      expect((await stream.nextData(10_000)).data).toEqual({
        type: 'items',
        listId: list.id,
        itemsVersion: expect.any(Number),
      });
    },
    180_000,
  );
});
