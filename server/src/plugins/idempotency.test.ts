import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokens, idempotencyKeys, listItems } from '../db/schema.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { createList, productId, signUp, type TestUser } from '../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (user: TestUser, method: 'POST' | 'PATCH', url: string, payload: object, key?: string) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: user.cookie, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
const itemsOf = (listId: number) => t.app.db.select().from(listItems).where(eq(listItems.listId, listId));

describe('Idempotency-Key', () => {
  it('a replayed add gets the first answer and adds nothing twice', async () => {
    const user = await signUp(t.app);
    const list = await createList(t.app, user);
    const payload = { item: await productId(t.app, 'Milk') };
    const first = await send(user, 'POST', `/api/list/${list.id}/add`, payload, 'op-1:add');
    const again = await send(user, 'POST', `/api/list/${list.id}/add`, payload, 'op-1:add');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await itemsOf(list.id)).toHaveLength(1);
    // Without the key the same add is a duplicate.
    expect((await send(user, 'POST', `/api/list/${list.id}/add`, payload)).statusCode).toBe(409);
  });

  it('a replayed toggle is applied once', async () => {
    const user = await signUp(t.app);
    const list = await createList(t.app, user);
    const added = await send(user, 'POST', `/api/list/${list.id}/add`, { item: await productId(t.app, 'Apples') });
    const rowId = added.json().id;
    for (let i = 0; i < 3; i += 1) await send(user, 'PATCH', `/api/list-item/mark/${rowId}`, {}, 'mark-once');
    expect((await itemsOf(list.id))[0]?.completed).toBe(true);
  });

  it('keeps refusals too: a replay of a refused change gets the same refusal', async () => {
    const user = await signUp(t.app);
    const stranger = await signUp(t.app);
    const list = await createList(t.app, user);
    const payload = { item: await productId(t.app, 'Milk') };
    const first = await send(stranger, 'POST', `/api/list/${list.id}/add`, payload, 'k');
    const again = await send(stranger, 'POST', `/api/list/${list.id}/add`, payload, 'k');
    expect([first.statusCode, again.statusCode]).toEqual([404, 404]);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('refuses a key reused for another request (422) and one still running (409), changing nothing', async () => {
    const user = await signUp(t.app);
    const list = await createList(t.app, user);
    await send(user, 'POST', `/api/list/${list.id}/add`, { item: await productId(t.app, 'Milk') }, 'same');
    const reused = await send(
      user,
      'POST',
      `/api/list/${list.id}/add`,
      { item: await productId(t.app, 'Apples') },
      'same',
    );
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    // The first request with this key is still running (no answer recorded yet).
    const apples = { item: await productId(t.app, 'Apples') };
    const fingerprint = createHash('sha256')
      .update(`POST /api/list/${list.id}/add ${JSON.stringify(apples)}`)
      .digest('hex');
    await t.app.db.insert(idempotencyKeys).values({ userId: user.id, key: 'running', fingerprint });
    const running = await send(user, 'POST', `/api/list/${list.id}/add`, apples, 'running');
    expect(running.statusCode).toBe(409);
    expect(running.json().code).toBe('IDEMPOTENCY_IN_PROGRESS');
    expect(running.headers['retry-after']).toBe('1');
    expect(await itemsOf(list.id)).toHaveLength(1);
  });

  it('keys are per user, and a malformed key is a 400', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const listA = await createList(t.app, a);
    const listB = await createList(t.app, b);
    const milk = { item: await productId(t.app, 'Milk') };
    expect((await send(a, 'POST', `/api/list/${listA.id}/add`, milk, 'shared-key')).statusCode).toBe(201);
    expect((await send(b, 'POST', `/api/list/${listB.id}/add`, milk, 'shared-key')).statusCode).toBe(201);
    const bad = await send(a, 'POST', `/api/list/${listA.id}/add`, milk, 'has space');
    expect(bad.statusCode).toBe(400);
  });

  it('never keeps a new API token: the success is remembered without its answer, and a replay is refused', async () => {
    const user = await signUp(t.app);
    const payload = { name: 'Shortcut', scope: 'read', lists: null };
    const first = await send(user, 'POST', '/api/user/tokens', payload, 'new-token');
    expect(first.statusCode).toBe(201);
    const token = first.json().token as string;
    const [kept] = await t.app.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, user.id));
    expect(kept).toMatchObject({ key: 'new-token', status: 201, body: null });

    const again = await send(user, 'POST', '/api/user/tokens', payload, 'new-token');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'IDEMPOTENCY_ANSWER_NOT_KEPT' });
    expect(again.body).not.toContain(token);
    // Applied once all the same.
    expect(await t.app.db.select().from(apiTokens).where(eq(apiTokens.userId, user.id))).toHaveLength(1);
    // A refusal holds no secret: it is kept and replayed as any other.
    const refused = { name: 'Bad', scope: 'read', lists: [999_999] };
    expect((await send(user, 'POST', '/api/user/tokens', refused, 'bad-token')).statusCode).toBe(400);
    const replayed = await send(user, 'POST', '/api/user/tokens', refused, 'bad-token');
    expect(replayed.statusCode).toBe(400);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
  });
});
