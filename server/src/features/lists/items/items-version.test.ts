import { listTopic } from '@listok/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lists, units } from '../../../db/schema.js';
import { testOrigin } from '../../../test/app.js';
import { addItem, call, listWithMember, productId } from '../../../test/factories.js';
import { openStream } from '../../../test/sse.js';
import { streamingApp } from '../../../test/streaming-app.js';

const t = streamingApp();

/** The list's items version in the database. */
const versionOf = async (listId: number) =>
  (await t.app.db.select({ v: lists.itemsVersion }).from(lists).where(eq(lists.id, listId)))[0]!.v;

/** The `Items-Version` header of an answer, as a number; undefined when there is none. */
const headerOf = (answer: { response: { headers: Record<string, unknown> } }) => {
  const value = answer.response.headers['items-version'];
  return value === undefined ? undefined : Number(value);
};

describe('Items-Version', () => {
  it('each change answers the version it made, the database version after it, rising', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    const seen: number[] = [];
    const expectVersion = async (answer: Awaited<ReturnType<typeof call>>, status: number) => {
      expect(answer.status).toBe(status);
      const version = headerOf(answer);
      expect(version).toBe(await versionOf(list.id));
      seen.push(version!);
    };

    const added = await call(t.app, member, 'POST', `/api/list/${list.id}/add`, {
      item: await productId(t.app, 'Milk'),
    });
    await expectVersion(added, 201);
    const created = await call(t.app, member, 'POST', `/api/list/${list.id}/item/user-create`, { name: 'Quince jam' });
    await expectVersion(created, 201);
    const [kg] = await t.app.db.select().from(units).where(eq(units.code, 'kg'));
    const updated = await call(t.app, owner, 'PATCH', `/api/list/item/update/${added.body.id}`, {
      amount: 2,
      unit: kg!.id,
    });
    await expectVersion(updated, 200);
    const marked = await call(t.app, owner, 'PATCH', `/api/list-item/mark/${created.body.id}`);
    await expectVersion(marked, 200);
    const pasted = await call(t.app, member, 'POST', `/api/list/${list.id}/add-text`, { text: 'Bread\nApples' });
    await expectVersion(pasted, 201);
    const removed = await call(t.app, member, 'POST', `/api/list/${list.id}/remove/${added.body.id}`);
    await expectVersion(removed, 200);

    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('a read answers the same version while nothing changes, and the new one after another member’s change', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    await addItem(t.app, owner, list.id, 'Milk');
    const first = await call(t.app, member, 'GET', `/api/list/${list.id}`);
    // The second read comes from the answer cache: the same version.
    const again = await call(t.app, member, 'GET', `/api/list/${list.id}`);
    expect(headerOf(first)).toBe(await versionOf(list.id));
    expect(headerOf(again)).toBe(headerOf(first));
    expect(again.body).toEqual(first.body);

    const bread = await addItem(t.app, owner, list.id, 'Bread');
    const after = await call(t.app, member, 'GET', `/api/list/${list.id}`);
    expect(headerOf(after)).toBe(await versionOf(list.id));
    expect(headerOf(after)).toBeGreaterThan(headerOf(first)!);
    expect(after.body.map((i: { id: number }) => i.id)).toContain(bread.id);
    // Compressed or not, the same version.
    const compressed = await t.app.inject({
      method: 'GET',
      url: `/api/list/${list.id}`,
      headers: { cookie: member.cookie, 'accept-encoding': 'gzip' },
    });
    expect(Number(compressed.headers['items-version'])).toBe(headerOf(after));
  });

  it('a preview of pasted text changes nothing and names no version', async () => {
    const { member, list } = await listWithMember(t.app);
    const before = await versionOf(list.id);
    const preview = await call(t.app, member, 'POST', `/api/list/${list.id}/add-text?preview=1`, { text: 'Bread' });
    expect(preview.status).toBe(200);
    expect(preview.response.headers['items-version']).toBeUndefined();
    expect(await versionOf(list.id)).toBe(before);
  });

  it('a refused change or mark names no version', async () => {
    const { member, stranger, list } = await listWithMember(t.app);
    const item = await addItem(t.app, member, list.id, 'Milk');
    const refused = await call(t.app, stranger, 'PATCH', `/api/list-item/mark/${item.id}`);
    expect(refused.status).toBe(404);
    expect(refused.response.headers['items-version']).toBeUndefined();
    const again = await call(t.app, member, 'POST', `/api/list/${list.id}/add`, {
      item: await productId(t.app, 'Milk'),
    });
    expect(again.status).toBe(409);
    expect(again.response.headers['items-version']).toBeUndefined();
  });

  it('the push events of an add and of a mark carry the version their answers named', async () => {
    const { owner, member, list } = await listWithMember(t.app);
    const url = `${t.base}/.well-known/mercure?topic=${encodeURIComponent(listTopic(testOrigin, list.id))}`;
    const stream = await openStream(url, { cookie: owner.cookie });
    t.streams.push(stream);
    expect(stream.status).toBe(200);

    const added = await call(t.app, member, 'POST', `/api/list/${list.id}/add`, {
      item: await productId(t.app, 'Milk'),
    });
    expect((await stream.nextData()).data).toEqual({ type: 'items', listId: list.id, itemsVersion: headerOf(added) });
    const marked = await call(t.app, member, 'PATCH', `/api/list-item/mark/${added.body.id}`);
    expect((await stream.nextData()).data).toEqual({ type: 'items', listId: list.id, itemsVersion: headerOf(marked) });
    expect(headerOf(marked)).toBe(headerOf(added)! + 1);

    // A stream opened afterwards replays the events as recorded: the mark's row (its SQL function) has it too.
    const replay = await openStream(url, { cookie: owner.cookie, 'last-event-id': '0' });
    t.streams.push(replay);
    const replayed: unknown[] = [];
    for (;;) {
      const next = await replay.nextData(400).catch(() => undefined);
      if (!next) break;
      replayed.push(next.data);
    }
    expect(replayed.slice(-2)).toEqual([
      { type: 'items', listId: list.id, itemsVersion: headerOf(added) },
      { type: 'items', listId: list.id, itemsVersion: headerOf(marked) },
    ]);
  });
});
