import { listTopic } from '@listok/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.js';
import { otherProcess, testOrigin } from '../../../test/app.js';
import { listWithMember } from '../../../test/factories.js';
import { openStream } from '../../../test/sse.js';
import { streamingApp } from '../../../test/streaming-app.js';

const t = streamingApp({ rateLimitAddress: true, pushStreamsPerAddress: 3 });
const others: FastifyInstance[] = [];
// Runs before the streaming app's own end (hooks after all run in reverse order).
afterAll(async () => {
  for (const app of others) await app.close();
});

const hubUrl = (origin: string, listId: number) =>
  `${origin}/.well-known/mercure?topic=${encodeURIComponent(listTopic(testOrigin, listId))}`;

async function subscribe(url: string, headers: Record<string, string>) {
  const stream = await openStream(url, headers);
  t.streams.push(stream);
  return stream;
}

/** Another app on the same database, listening, with its own configuration. */
async function serverWith(overrides: Parameters<typeof otherProcess>[1]) {
  const app = await otherProcess(t, overrides);
  others.push(app);
  return app.listen({ port: 0, host: '127.0.0.1' });
}

describe('push t.streams per client address', () => {
  it('the stream beyond PUSH_STREAMS_PER_ADDRESS gets 429 with Retry-After and no stream; a close frees a slot', async () => {
    const { member, stranger, list } = await listWithMember(t.app);
    // Refused t.streams hold no slot.
    for (let i = 0; i < 4; i += 1)
      expect((await subscribe(hubUrl(t.base, list.id), { cookie: stranger.cookie })).status).toBe(403);
    const open = [];
    for (let i = 0; i < 3; i += 1) open.push(await subscribe(hubUrl(t.base, list.id), { cookie: member.cookie }));
    expect(open.map((s) => s.status)).toEqual([200, 200, 200]);

    const refused = await fetch(hubUrl(t.base, list.id), {
      headers: { accept: 'text/event-stream', cookie: `${member.cookie}; lang=en` },
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({
      status: 429,
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/^Too many requests/),
    });
    const inRussian = await fetch(hubUrl(t.base, list.id), { headers: { cookie: member.cookie } });
    expect(inRussian.status).toBe(429);
    expect(((await inRussian.json()) as { message: string }).message).toMatch(/^Слишком много запросов/);

    // The server learns of the close when the connection goes: wait for the slot, do not time it.
    open[0]!.close();
    await expect
      .poll(
        async () => {
          const again = await subscribe(hubUrl(t.base, list.id), { cookie: member.cookie });
          return again.status;
        },
        { timeout: 5000, interval: 100 },
      )
      .toBe(200);
    expect((await subscribe(hubUrl(t.base, list.id), { cookie: member.cookie })).status).toBe(429);
  });

  it('counts the address the app sees: behind a trusted proxy, each forwarded client has its own slots', async () => {
    const { member, list } = await listWithMember(t.app);
    const proxied = await serverWith({ rateLimitAddress: true, pushStreamsPerAddress: 1, trustProxy: true });
    const from = (address: string) => ({ cookie: member.cookie, 'x-forwarded-for': address });
    expect((await subscribe(hubUrl(proxied, list.id), from('203.0.113.1'))).status).toBe(200);
    expect((await subscribe(hubUrl(proxied, list.id), from('203.0.113.1'))).status).toBe(429);
    expect((await subscribe(hubUrl(proxied, list.id), from('203.0.113.2'))).status).toBe(200);
  });

  it('RATE_LIMIT_ADDRESS=off lifts the limit', async () => {
    const { member, list } = await listWithMember(t.app);
    const unlimited = await serverWith({ rateLimitAddress: false, pushStreamsPerAddress: 1 });
    for (let i = 0; i < 3; i += 1) {
      expect((await subscribe(hubUrl(unlimited, list.id), { cookie: member.cookie })).status).toBe(200);
    }
  });
});

describe('PUSH_STREAMS_PER_ADDRESS', () => {
  it('is 100 by default and a positive whole number; anything else stops the start', () => {
    expect(loadConfig({}).pushStreamsPerAddress).toBe(100);
    expect(loadConfig({ PUSH_STREAMS_PER_ADDRESS: '3' }).pushStreamsPerAddress).toBe(3);
    for (const bad of ['0', '-1', '2.5', 'many']) {
      expect(() => loadConfig({ PUSH_STREAMS_PER_ADDRESS: bad })).toThrow(/PUSH_STREAMS_PER_ADDRESS/);
    }
  });
});
