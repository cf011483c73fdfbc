import { listTopic } from '@listok/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { listPresence } from '../../../db/schema.js';
import { testOrigin } from '../../../test/app.js';
import { testDatabaseKind } from '../../../test/database.js';
import {
  addItem,
  call,
  createList,
  listWithMember,
  productId,
  signUp,
  type TestUser,
} from '../../../test/factories.js';
import { type ServerProcess, startServerProcess } from '../../../test/server-process.js';
import { openStream, type SseStream } from '../../../test/sse.js';
import { streamingApp } from '../../../test/streaming-app.js';

const t = streamingApp({ pushHeartbeatMs: 150 });

const hubUrl = (origin: string, listId: number, extra = '') =>
  `${origin}/.well-known/mercure?topic=${encodeURIComponent(listTopic(testOrigin, listId))}${extra}`;

async function subscribe(url: string, cookie?: string) {
  const stream = await openStream(url, cookie ? { cookie } : {});
  t.streams.push(stream);
  expect(stream.status).toBe(200);
  return stream;
}

/** Settles when the server ends the stream; rejects if it is still open after `ms`. */
function ended(stream: SseStream, ms = 10_000) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('the stream is still open')), ms);
  });
  return Promise.race([stream.ended, late]).finally(() => clearTimeout(timer));
}

/** The next event with data that is not a heartbeat; items events prove the stream still delivers. */
async function nextItems(stream: SseStream, timeoutMs = 10_000) {
  for (;;) {
    const event = await stream.nextData(timeoutMs);
    if ((event.data as { type: string }).type === 'items') return event.data;
  }
}

async function joined(user: TestUser, list: { id: number; access: string }) {
  expect((await call(t.app, user, 'GET', `/api/list/${list.id}/join?ac=${list.access}`)).status).toBe(200);
}

const presenceRows = async (listId: number, userId: number) =>
  (
    await t.app.db
      .select()
      .from(listPresence)
      .where(and(eq(listPresence.listId, listId), eq(listPresence.userId, userId)))
  ).length;

describe('push t.streams follow membership', () => {
  it("a removed member's t.streams of the list end at once, with their presence; others' t.streams stay", async () => {
    const { owner, member, stranger, list } = await listWithMember(t.app);
    const colleague = await signUp(t.app);
    await joined(colleague, list);
    const elsewhereList = await createList(t.app, owner, 'Дача');
    await joined(member, elsewhereList);

    const plain = await subscribe(hubUrl(t.base, list.id), member.cookie);
    const withPresence = await subscribe(hubUrl(t.base, list.id, '&presence=1'), member.cookie);
    // A stream that followed the list as a member ends with the membership even when it also carries the code.
    const withCode = await subscribe(hubUrl(t.base, list.id, `&ac=${list.access}`), member.cookie);
    const ofColleague = await subscribe(hubUrl(t.base, list.id), colleague.cookie);
    const ofVisitor = await subscribe(hubUrl(t.base, list.id, `&ac=${list.access}`), stranger.cookie);
    const ofOwner = await subscribe(hubUrl(t.base, list.id), owner.cookie);
    const ofElsewhere = await subscribe(hubUrl(t.base, elsewhereList.id), member.cookie);
    await expect.poll(() => presenceRows(list.id, member.id), { timeout: 5000 }).toBe(1);

    const removed = await call(t.app, owner, 'POST', `/api/list/${list.id}/members/remove/${member.id}`);
    expect(removed.status).toBe(200);
    await Promise.all([ended(plain), ended(withPresence), ended(withCode)]);
    await expect.poll(() => presenceRows(list.id, member.id), { timeout: 5000 }).toBe(0);

    await addItem(t.app, owner, list.id, 'Milk');
    for (const stream of [ofColleague, ofVisitor, ofOwner]) {
      expect(await nextItems(stream)).toEqual({ type: 'items', listId: list.id, itemsVersion: expect.any(Number) });
    }
    await addItem(t.app, owner, elsewhereList.id, 'Apples');
    expect(await nextItems(ofElsewhere)).toEqual({
      type: 'items',
      listId: elsewhereList.id,
      itemsVersion: expect.any(Number),
    });
    expect(await presenceRows(elsewhereList.id, member.id)).toBe(1);
  });

  it('a member who leaves has their t.streams of the list end; the owner keeps theirs', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    const ofMember = await subscribe(hubUrl(t.base, list.id), member.cookie);
    const ofOwner = await subscribe(hubUrl(t.base, list.id), owner.cookie);
    await expect.poll(() => presenceRows(list.id, member.id), { timeout: 5000 }).toBe(1);

    expect((await call(t.app, member, 'POST', `/api/list/${list.id}/exit`)).status).toBe(204);
    await ended(ofMember);
    await expect.poll(() => presenceRows(list.id, member.id), { timeout: 5000 }).toBe(0);
    await addItem(t.app, owner, list.id, 'Milk');
    expect(await nextItems(ofOwner)).toEqual({ type: 'items', listId: list.id, itemsVersion: expect.any(Number) });
  });

  it('a member removed from one list of a stream that follows two loses the whole stream', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    const other = await createList(t.app, owner, 'Дача');
    await joined(member, other);
    const both = await subscribe(
      `${hubUrl(t.base, list.id)}&topic=${encodeURIComponent(listTopic(testOrigin, other.id))}`,
      member.cookie,
    );
    await call(t.app, owner, 'POST', `/api/list/${list.id}/members/remove/${member.id}`);
    await ended(both);
  });

  it('a member who is still a member keeps the stream through header changes', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    const ofMember = await subscribe(hubUrl(t.base, list.id), member.cookie);
    await call(t.app, owner, 'PATCH', `/api/list/${list.id}/close`);
    await call(t.app, owner, 'PATCH', `/api/list/${list.id}/recover`);
    await call(t.app, owner, 'POST', `/api/list/${list.id}/access-code`);
    await addItem(t.app, owner, list.id, 'Milk');
    expect(await nextItems(ofMember)).toEqual({ type: 'items', listId: list.id, itemsVersion: expect.any(Number) });
  });
});

describe.runIf(testDatabaseKind === 'postgres')('two server processes on one PostgreSQL', () => {
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((s) => s.exited));
  });

  it('a member removed or leaving on one process loses their t.streams on the other; others keep theirs', async () => {
    const env = { DATABASE_URL: t.testDb.url!, PUBLIC_URL: testOrigin };
    servers.push(...(await Promise.all([startServerProcess(env), startServerProcess(env)])));
    const [a, b] = servers.map((s) => s.url) as [string, string];
    const { owner, member, list } = await listWithMember(t.app);
    const leaver = await signUp(t.app);
    await joined(leaver, list);

    const ofMember = await subscribe(hubUrl(b, list.id, '&presence=1'), member.cookie);
    const ofLeaver = await subscribe(hubUrl(b, list.id), leaver.cookie);
    const ofOwner = await subscribe(hubUrl(b, list.id), owner.cookie);
    await expect.poll(() => presenceRows(list.id, member.id), { timeout: 10_000 }).toBe(1);

    const removed = await fetch(`${a}/api/list/${list.id}/members/remove/${member.id}`, {
      method: 'POST',
      headers: { cookie: owner.cookie },
    });
    expect(removed.status).toBe(200);
    await ended(ofMember);
    await expect.poll(() => presenceRows(list.id, member.id), { timeout: 10_000 }).toBe(0);

    const left = await fetch(`${a}/api/list/${list.id}/exit`, { method: 'POST', headers: { cookie: leaver.cookie } });
    expect(left.status).toBe(204);
    await ended(ofLeaver);

    const added = await fetch(`${a}/api/list/${list.id}/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: owner.cookie },
      body: JSON.stringify({ item: await productId(t.app, 'Milk') }),
    });
    expect(added.status).toBe(201);
    expect(await nextItems(ofOwner)).toEqual({ type: 'items', listId: list.id, itemsVersion: expect.any(Number) });
  }, 180_000);
});
