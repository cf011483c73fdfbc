import { join } from 'node:path';
import { myListsTopic } from '@listok/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createTestApp, type TestApp, testOrigin } from '../test/app.js';
import { seedDataDir } from '../test/data-dir.js';
import { testDatabaseKind } from '../test/database.js';
import { logIn, signUp, type TestUser } from '../test/factories.js';
import { type Family, parsePrometheusText, sampleValue } from '../test/prometheus.js';
import { startServerProcess } from '../test/server-process.js';
import { openStream } from '../test/sse.js';

let t: TestApp;
let metricsUrl: string;
let base: string;
let user: TestUser;

beforeAll(async () => {
  t = await createTestApp({ quotas: { listsPerDay: 1, ownProductsPerDay: 1000 } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  metricsUrl = `http://127.0.0.1:${await t.app.metrics.serve({ port: 0, host: '127.0.0.1' })}/metrics`;
  user = await signUp(t.app);
}, 60_000);
afterAll(async () => t.close());

/** Scrapes the metrics listener and parses its Prometheus text. */
async function scrape() {
  const response = await fetch(metricsUrl);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  const families = parsePrometheusText(await response.text());
  return (name: string): Family => {
    const family = families.get(name);
    if (!family) throw new Error(`no metric ${name}`);
    return family;
  };
}

describe(`metrics (${testDatabaseKind})`, () => {
  it('serves the process defaults and request durations by route pattern and status', async () => {
    const list = await t.app.inject({
      method: 'POST',
      url: '/api/lists',
      headers: { cookie: user.cookie },
      payload: { name: 'A' },
    });
    const { id } = list.json() as { id: number };
    for (let i = 0; i < 3; i += 1) {
      await t.app.inject({ method: 'GET', url: `/api/list/${id}`, headers: { cookie: user.cookie } });
    }
    await t.app.inject({ method: 'GET', url: '/api/list/999999', headers: { cookie: user.cookie } });
    await t.app.inject({ method: 'GET', url: '/no/such/page' });
    const metric = await scrape();
    expect(sampleValue(metric('process_resident_memory_bytes'))).toBeGreaterThan(1_000_000);
    expect(metric('nodejs_eventloop_lag_seconds').type).toBe('gauge');
    const durations = metric('http_request_duration_seconds');
    expect(durations.type).toBe('histogram');
    const reads = { method: 'GET', route: '/api/list/:id', status_code: '200' };
    // The pattern, never the id: one series for every list.
    expect(sampleValue(durations, reads, 'http_request_duration_seconds_count')).toBe(3);
    expect(sampleValue(durations, { ...reads, le: '+Inf' }, 'http_request_duration_seconds_bucket')).toBe(3);
    expect(sampleValue(durations, reads, 'http_request_duration_seconds_sum')).toBeGreaterThan(0);
    const missing = { method: 'GET', route: '/api/list/:id', status_code: '404' };
    expect(sampleValue(durations, missing, 'http_request_duration_seconds_count')).toBe(1);
    expect(
      sampleValue(durations, { route: '(unmatched)', status_code: '404' }, 'http_request_duration_seconds_count'),
    ).toBe(1);
    expect(durations.samples.some((m) => m.labels.route?.includes('999999'))).toBe(false);
  });

  it('counts sign-ins by outcome and refusals by limit', async () => {
    const before = await scrape();
    const signIns = (outcome: string) =>
      sampleValue(before('listok_sign_ins_total'), { method: 'password', outcome }) ?? 0;
    const [success, bad] = [signIns('success'), signIns('bad_credentials')];
    expect((await logIn(t.app, user.username, user.password)).statusCode).toBe(200);
    expect((await logIn(t.app, user.username, 'wrong password')).statusCode).toBe(401);
    expect((await logIn(t.app, 'nobody_here', 'wrong password')).statusCode).toBe(401);
    // A second list today is over this app's quota of one.
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/lists',
      headers: { cookie: user.cookie },
      payload: { name: 'B' },
    });
    expect(refused.statusCode).toBe(429);
    const after = await scrape();
    expect(sampleValue(after('listok_sign_ins_total'), { method: 'password', outcome: 'success' })).toBe(success + 1);
    expect(sampleValue(after('listok_sign_ins_total'), { method: 'password', outcome: 'bad_credentials' })).toBe(
      bad + 2,
    );
    expect(sampleValue(after('listok_rate_limit_refusals_total'), { route: '/api/lists' })).toBe(1);
  });

  it('tells open push streams, outbox depth and age, and the pool on PostgreSQL', async () => {
    const stream = await openStream(
      `${base}/.well-known/mercure?topic=${encodeURIComponent(myListsTopic(testOrigin))}`,
      {
        cookie: user.cookie,
      },
    );
    expect(stream.status).toBe(200);
    try {
      await t.app.mailer.queue({ to: 'someone@example.com', subject: 'S', text: 'T', html: '<p>T</p>' });
      // The mail is sent (written) in the background; the depth tells what is still waiting when scraped.
      const metric = await scrape();
      expect(sampleValue(metric('listok_push_streams_open'))).toBe(1);
      expect(sampleValue(metric('listok_push_bus_connected'), { bus: 'local' })).toBe(1);
      const outboxes = metric('listok_outbox_depth').samples.map((m) => m.labels.outbox);
      expect(outboxes.sort()).toEqual(['mail', 'push']);
      expect(sampleValue(metric('listok_outbox_depth'), { outbox: 'push' })).toBe(0);
      expect(sampleValue(metric('listok_outbox_oldest_age_seconds'), { outbox: 'push' })).toBe(0);
      if (testDatabaseKind === 'postgres') {
        const pool = (state: string) => sampleValue(metric('listok_db_pool_connections'), { state }) ?? Number.NaN;
        // The tests' pool is smaller than the server's default of 10.
        expect(pool('max')).toBe(t.testDb.database.poolUse?.().max);
        expect(pool('total')).toBeGreaterThan(0);
        expect(pool('total')).toBeLessThanOrEqual(pool('max'));
        expect(pool('idle')).toBeLessThanOrEqual(pool('total'));
        expect(pool('waiting')).toBeGreaterThanOrEqual(0);
      } else expect(() => metric('listok_db_pool_connections')).toThrow();
    } finally {
      stream.close();
    }
    await stream.ended;
    // The server sees the stream close a moment later.
    await expect.poll(async () => sampleValue((await scrape())('listok_push_streams_open'))).toBe(0);
  });

  it('counts a waiting mail and its age, and the event stream is not a request duration', async () => {
    // A mail that failed once waits for its next attempt.
    await t.app.db.execute(
      `insert into mail_outbox ("to", subject, text, html, next_attempt_at, created_at)
       values ('late@example.com', 'S', 'T', '<p>T</p>', now() + interval '1 hour', now() - interval '90 seconds')` as never,
    );
    const metric = await scrape();
    expect(sampleValue(metric('listok_outbox_depth'), { outbox: 'mail' })).toBeGreaterThanOrEqual(1);
    expect(sampleValue(metric('listok_outbox_oldest_age_seconds'), { outbox: 'mail' })).toBeGreaterThanOrEqual(89);
    const durations = metric('http_request_duration_seconds');
    expect(durations.samples.some((m) => m.labels.route === '/.well-known/mercure')).toBe(false);
  });

  it('answers only /metrics on its listener', async () => {
    expect((await fetch(metricsUrl.replace('/metrics', '/'))).status).toBe(404);
    expect((await fetch(metricsUrl, { method: 'POST' })).status).toBe(404);
  });

  it('with a token, answers 401 to a scrape without it or with another', async () => {
    const token = 'scrape-token-of-the-tests-0123456789';
    const url = `http://127.0.0.1:${await t.app.metrics.serve({ port: 0, host: '127.0.0.1', token })}/metrics`;
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${token}x`, `Basic ${token}`, token]) {
      const response = await fetch(url, { headers: authorization ? { authorization } : {} });
      expect(response.status, authorization).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
      expect(await response.text()).not.toContain('process_cpu');
    }
    const scraped = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    expect(scraped.status).toBe(200);
    expect(parsePrometheusText(await scraped.text()).has('listok_push_streams_open')).toBe(true);
  });
});

describe('the metrics listener of a server process', () => {
  it('serves /metrics on METRICS_PORT only, never on the app port', async () => {
    // Below the ports of outgoing connections (32768–60999) and of the app (server-process.ts: 20000–31999).
    const metricsPort = 14000 + Math.floor(Math.random() * 6000);
    const token = 'scrape-token-of-the-tests-0123456789';
    // On the test's own PostgreSQL database, or an embedded one made ready: the listener is the subject, not the start.
    const dataDir = join(t.app.config.dataDir, 'process');
    seedDataDir(dataDir);
    const server = await startServerProcess({
      METRICS_PORT: String(metricsPort),
      METRICS_TOKEN: token,
      DATA_DIR: dataDir,
      ...(t.testDb.url && { DATABASE_URL: t.testDb.url }),
    });
    try {
      expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).status).toBe(401);
      const scraped = await fetch(`http://127.0.0.1:${metricsPort}/metrics`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(scraped.status).toBe(200);
      const names = [...parsePrometheusText(await scraped.text()).keys()];
      expect(names).toEqual(expect.arrayContaining(['process_cpu_seconds_total', 'listok_push_streams_open']));
    } finally {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    }
  }, 180_000);

  it('listens on 127.0.0.1 unless METRICS_HOST says otherwise, whatever HOST is', () => {
    expect(loadConfig({ HOST: '0.0.0.0', METRICS_PORT: '9464' }).metrics).toEqual({
      port: 9464,
      host: '127.0.0.1',
      token: undefined,
    });
    const config = loadConfig({ HOST: '0.0.0.0', METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' });
    expect(config.metrics?.host).toBe('0.0.0.0');
  });

  it('takes METRICS_TOKEN of at least 16 characters', () => {
    const token = 'a-long-enough-token';
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_TOKEN: token }).metrics?.token).toBe(token);
    expect(() => loadConfig({ METRICS_PORT: '9464', METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });

  it('refuses METRICS_PORT equal to PORT', () => {
    expect(() => loadConfig({ PORT: '4000', METRICS_PORT: '4000' })).toThrow(/METRICS_PORT must differ from PORT/);
  });
});
