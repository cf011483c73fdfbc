import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { call, createList, signUp } from '../test/factories.js';
import type { SessionUser } from './sessions.js';
import { type Deadline, WorkGate } from './work-limits.js';

const user = (id: number) => ({ id }) as SessionUser;
/** A piece of work that ends when told. */
function held() {
  let end = () => {};
  const ended = new Promise<void>((resolve) => {
    end = resolve;
  });
  return { end, work: () => ended };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('a gate of costly work', () => {
  it('refuses a user past their calls a minute (429 with the seconds to wait), and lets them in as the bucket refills', async () => {
    vi.useFakeTimers();
    const gate = new WorkGate({ perMinute: 3, perUser: 10 });
    for (let i = 0; i < 3; i += 1) await gate.run(user(1), async () => i);
    await expect(gate.run(user(1), async () => 0)).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      options: { params: { seconds: 20 } },
    });
    // Another user has a bucket of their own.
    await expect(gate.run(user(2), async () => 'other')).resolves.toBe('other');
    vi.advanceTimersByTime(20_000);
    await expect(gate.run(user(1), async () => 'again')).resolves.toBe('again');
  });

  it('runs at most `perUser` calls of one user at once (429), whatever the process runs for others', async () => {
    const gate = new WorkGate({ perMinute: 100, perUser: 1 });
    const first = held();
    const running = gate.run(user(1), first.work);
    await expect(gate.run(user(1), async () => 0)).rejects.toMatchObject({ code: 'TOO_MANY_AT_ONCE' });
    await expect(gate.run(user(2), async () => 'other')).resolves.toBe('other');
    first.end();
    await running;
    await expect(gate.run(user(1), async () => 'next')).resolves.toBe('next');
  });

  it('runs `running` calls of the process at once, the others in their order; 503 when too many wait', async () => {
    const gate = new WorkGate({ perMinute: 100, perUser: 5, running: 1, waiting: 2, budgetMs: 60_000 });
    const order: string[] = [];
    const first = held();
    const a = gate.run(user(1), async () => {
      order.push('a');
      await first.work();
    });
    const b = gate.run(user(2), async () => void order.push('b'));
    const c = gate.run(user(3), async () => void order.push('c'));
    await expect(gate.run(user(4), async () => 0)).rejects.toMatchObject({ code: 'BUSY' });
    await Promise.resolve();
    expect(order).toEqual(['a']);
    first.end();
    await Promise.all([a, b, c]);
    expect(order).toEqual(['a', 'b', 'c']);
  });

  it('gives up waiting for a turn at the deadline (503), and the work then finds its deadline passed', async () => {
    vi.useFakeTimers();
    const gate = new WorkGate({ perMinute: 100, perUser: 5, running: 1, waiting: 5, budgetMs: 1000 });
    const first = held();
    let seen: Deadline | undefined;
    const a = gate.run(user(1), async (deadline) => {
      seen = deadline;
      await first.work();
    });
    const waiting = gate.run(user(2), async () => 'never');
    const refused = expect(waiting).rejects.toMatchObject({ code: 'BUSY' });
    vi.advanceTimersByTime(1001);
    await refused;
    expect(() => seen?.check()).toThrow(expect.objectContaining({ code: 'BUSY' }));
    first.end();
    await a;
    // The place it waited for is free again.
    await expect(gate.run(user(3), async () => 'free')).resolves.toBe('free');
  });
});

describe('the costly calls of the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ limits: { searchesPerMinute: 5, pastesPerMinute: 2, importsPerMinute: 10 } });
  });
  afterAll(() => t.close());

  it('a user pastes at most PASTES_PER_MINUTE lists a minute: 429 in their language, nothing added', async () => {
    const anna = await signUp(t.app);
    const list = await createList(t.app, anna);
    const paste = (text: string) => call(t.app, anna, 'POST', `/api/list/${list.id}/add-text`, { text }, 'en');
    expect((await paste('хлеб')).status).toBe(201);
    expect((await paste('сыр')).status).toBe(201);
    const refused = await paste('молоко');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(refused.body.message).toMatch(/^Too many requests\. Try again in \d+ s$/);
    expect(Number(refused.response.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call(t.app, anna, 'GET', `/api/list/${list.id}`)).body).toHaveLength(2);
    // Another user is not held back.
    const boris = await signUp(t.app);
    const own = await createList(t.app, boris);
    expect((await call(t.app, boris, 'POST', `/api/list/${own.id}/add-text`, { text: 'хлеб' })).status).toBe(201);
  });

  it('a user pastes one list at a time: a paste while another of theirs runs is refused (429)', async () => {
    const anna = await signUp(t.app);
    const list = await createList(t.app, anna);
    const first = held();
    const running = t.app.work.paste.run(user(anna.id), first.work);
    const refused = await call(t.app, anna, 'POST', `/api/list/${list.id}/add-text?preview=1`, { text: 'молоко' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Предыдущий такой запрос ещё выполняется. Дождитесь его ответа и повторите');
    first.end();
    await running;
  });

  it('a user searches at most SEARCHES_PER_MINUTE times a minute (429)', async () => {
    const anna = await signUp(t.app);
    const search = () => call(t.app, anna, 'GET', '/api/item/autocomplete?name=%D1%85%D0%BB');
    for (let i = 0; i < 5; i += 1) expect((await search()).status).toBe(200);
    const refused = await search();
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });
});
