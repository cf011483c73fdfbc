import { listTopic, myListsTopic } from '@listok/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { testOrigin } from '../../test/app.js';
import { testDatabaseKind } from '../../test/database.js';
import { addContact, addItem, call, createList, listWithMember, signUp, type TestUser } from '../../test/factories.js';
import { recoverPassword } from '../../test/outbox.js';
import { type ServerProcess, startServerProcess } from '../../test/server-process.js';
import { openStream, type SseStream } from '../../test/sse.js';
import { streamingApp } from '../../test/streaming-app.js';

const t = streamingApp({ pushHeartbeatMs: 150 });

const myListsUrl = (origin: string) =>
  `${origin}/.well-known/mercure?topic=${encodeURIComponent(myListsTopic(testOrigin))}`;
const listUrl = (origin: string, listId: number) =>
  `${origin}/.well-known/mercure?topic=${encodeURIComponent(listTopic(testOrigin, listId))}`;

async function makeToken(user: TestUser, lists: number[] | null = null) {
  const answer = await call(t.app, user, 'POST', '/api/user/tokens', { name: 'Home Assistant', scope: 'read', lists });
  expect(answer.status).toBe(201);
  return answer.body as { id: number; token: string };
}

async function subscribe(url: string, token: string) {
  const stream = await openStream(url, { authorization: `Bearer ${token}` });
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

/** The next event with data (heartbeats skipped). */
const data = async (stream: SseStream) => (await stream.nextData(10_000)).data;

describe('event t.streams opened with an API token', () => {
  it('end when the token is revoked, the list stream and My lists alike; another token’s go on', async () => {
    const { owner, list } = await listWithMember(t.app);
    const revoked = await makeToken(owner);
    const kept = await makeToken(owner);
    const ofList = await subscribe(listUrl(t.base, list.id), revoked.token);
    const mine = await subscribe(myListsUrl(t.base), revoked.token);
    const other = await subscribe(listUrl(t.base, list.id), kept.token);

    expect((await call(t.app, owner, 'DELETE', `/api/user/tokens/${revoked.id}`)).status).toBe(204);
    await ended(ofList);
    await ended(mine);
    await addItem(t.app, owner, list.id, 'Milk');
    expect(await data(other)).toEqual({ type: 'items', listId: list.id, itemsVersion: expect.any(Number) });
    // Back with the revoked token: refused.
    const again = await t.app.inject({
      url: listUrl('', list.id),
      headers: { accept: 'text/event-stream', authorization: `Bearer ${revoked.token}` },
    });
    expect(again.statusCode).toBe(401);
  });

  it('end when a password recovery revokes every token of the account', async () => {
    const owner = await signUp(t.app);
    const list = await createList(t.app, owner, 'Дом');
    const token = await makeToken(owner);
    const stream = await subscribe(listUrl(t.base, list.id), token.token);
    expect(await recoverPassword(t.app, owner.email, 'recovered1')).toBe(200);
    await ended(stream);
  });

  it('of a token limited to lists: My lists carries only those lists, and follows no list joined or made later', async () => {
    const owner = await signUp(t.app);
    const friend = await signUp(t.app);
    await addContact(t.app, friend, owner);
    await addContact(t.app, owner, friend);
    const home = await createList(t.app, owner, 'Дом');
    const dacha = await createList(t.app, owner, 'Дача');
    const token = await makeToken(owner, [home.id]);
    const mine = await subscribe(myListsUrl(t.base), token.token);

    await addItem(t.app, owner, dacha.id, 'Milk');
    const created = await createList(t.app, owner, 'Новый');
    await addItem(t.app, owner, created.id, 'Milk');
    const shared = await createList(t.app, friend, 'Общий');
    expect((await call(t.app, friend, 'POST', `/api/list/${shared.id}/members/add/${owner.id}`)).status).toBe(200);
    await addItem(t.app, friend, shared.id, 'Milk');
    await addItem(t.app, owner, home.id, 'Milk');
    // The first event the stream carries is of its own list: nothing of the others came before it.
    expect(await data(mine)).toEqual({ type: 'items', listId: home.id, itemsVersion: expect.any(Number) });
    await call(t.app, owner, 'PATCH', `/api/list/${dacha.id}`, { name: 'Дача 2' });
    await call(t.app, owner, 'PATCH', `/api/list/${home.id}`, { name: 'Дом 2' });
    expect(await data(mine)).toEqual({ type: 'header', listId: home.id });
  });
});

describe.runIf(testDatabaseKind === 'postgres')('two server processes on one PostgreSQL', () => {
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((s) => s.exited));
  });

  it('a token revoked on one process ends its t.streams on the other', async () => {
    const env = { DATABASE_URL: t.testDb.url!, PUBLIC_URL: testOrigin };
    servers.push(...(await Promise.all([startServerProcess(env), startServerProcess(env)])));
    const [a, b] = servers.map((s) => s.url) as [string, string];
    const owner = await signUp(t.app);
    const list = await createList(t.app, owner, 'Дом');
    const token = await makeToken(owner);
    const stream = await subscribe(listUrl(b, list.id), token.token);
    const mine = await subscribe(myListsUrl(b), token.token);

    const revoked = await fetch(`${a}/api/user/tokens/${token.id}`, {
      method: 'DELETE',
      headers: { cookie: owner.cookie, origin: testOrigin },
    });
    expect(revoked.status).toBe(204);
    await ended(stream);
    await ended(mine);
  }, 180_000);
});
