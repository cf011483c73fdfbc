import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { MetricsListener } from '../config.js';
import { rowsOf } from '../db/client.js';
import { bearerToken, isSameSecret } from '../lib/tokens.js';

export type SignInMethod = 'password' | 'oidc';
/** success; bad_credentials (unknown account or wrong password); locked (too many failures); refused (anything else). */
export type SignInOutcome = 'success' | 'bad_credentials' | 'locked' | 'refused';

export interface Metrics {
  registry: Registry;
  /** Counts a sign-in attempt that reached its route's handler. */
  signIn(method: SignInMethod, outcome: SignInOutcome): void;
  /**
   * Serves `/metrics` on a listener of its own (never the app's port), to scrapes that bring the bearer token when one
   * is set; answers the port it listens on.
   */
  serve(listener: MetricsListener): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** A request no route matched (unknown paths, the web client's history fallback) is counted under one name. */
const unmatched = '(unmatched)';

/** Seconds from a timestamp the database answered as text or Date, or 0 when there is none. */
function ageSeconds(oldest: unknown): number {
  if (oldest === null || oldest === undefined) return 0;
  return Math.max(0, (Date.now() - new Date(oldest as string).getTime()) / 1000);
}

/**
 * Prometheus metrics (prom-client, in a registry of the app's own): the process's defaults, HTTP durations by route
 * pattern and status, open push streams, the push and mail outboxes, the database pool, rate-limit refusals, sign-ins
 * by outcome. The gauges that need the database are read when scraped. They are served only by `serve` (METRICS_PORT),
 * so the public port never shows them.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });

    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request reaching the app to its answer, by route pattern and status (event streams not counted)',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const refusals = new Counter({
      name: 'listok_rate_limit_refusals_total',
      help: 'Requests refused with 429 (address, account, quota, token and push-stream limits), by route pattern',
      labelNames: ['route'] as const,
      registers: [registry],
    });
    const signIns = new Counter({
      name: 'listok_sign_ins_total',
      help: 'Sign-in attempts by method and outcome',
      labelNames: ['method', 'outcome'] as const,
      registers: [registry],
    });
    new Gauge({
      name: 'listok_push_streams_open',
      help: 'Server push (SSE) streams open in this process',
      registers: [registry],
      collect() {
        this.set(app.push.subscriberCount());
      },
    });
    new Gauge({
      name: 'listok_push_bus_connected',
      help: 'Whether this process is connected to the push bus (PUSH_BUS) that carries events between processes',
      labelNames: ['bus'] as const,
      registers: [registry],
      collect() {
        this.set({ bus: app.push.bus.kind }, app.push.bus.connected() ? 1 : 0);
      },
    });
    // Both outbox gauges are read by one query per scrape, which the first of them to be collected starts.
    let reading: Promise<{ outbox: string; depth: number; oldest: unknown }[]> | undefined;
    const readOutboxes = () => {
      reading ??= app.db
        .execute(sql`
          select 'mail' as outbox, count(*)::int as depth, min(created_at) as oldest
            from mail_outbox where sent_at is null and next_attempt_at < '9999-01-01'
          union all
          select 'push', count(*)::int, min(created_at) from push_outbox`)
        .then((result) => rowsOf<{ outbox: string; depth: number; oldest: unknown }>(result))
        .finally(() => {
          reading = undefined;
        });
      return reading;
    };
    new Gauge({
      name: 'listok_outbox_depth',
      help: 'Messages waiting to be sent, by outbox (mail, push); mails given up on are not counted',
      labelNames: ['outbox'] as const,
      registers: [registry],
      async collect() {
        for (const row of await readOutboxes()) this.set({ outbox: row.outbox }, row.depth);
      },
    });
    new Gauge({
      name: 'listok_outbox_oldest_age_seconds',
      help: 'Age of the oldest message waiting to be sent, by outbox (0 when none waits)',
      labelNames: ['outbox'] as const,
      registers: [registry],
      async collect() {
        for (const row of await readOutboxes()) this.set({ outbox: row.outbox }, ageSeconds(row.oldest));
      },
    });
    const pool = app.database.poolUse;
    if (pool) {
      new Gauge({
        name: 'listok_db_pool_connections',
        help: 'Database pool of this process: connections open (total, idle), requests waiting for one, and the maximum',
        labelNames: ['state'] as const,
        registers: [registry],
        collect() {
          const use = pool();
          for (const state of ['total', 'idle', 'waiting', 'max'] as const) this.set({ state }, use[state]);
        },
      });
    }

    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? unmatched;
      if (reply.statusCode === 429) refusals.inc({ route });
      if (String(reply.getHeader('content-type') ?? '').startsWith('text/event-stream')) return;
      duration.observe(
        { method: request.method, route, status_code: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    });

    const servers: Server[] = [];
    app.addHook('onClose', async () => {
      await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
    });

    app.decorate('metrics', {
      registry,
      signIn(method, outcome) {
        signIns.inc({ method, outcome });
      },
      async serve({ port, host, token }) {
        const server = createServer((request, response) => {
          if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
            response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: metrics are at /metrics\n');
            return;
          }
          const given = bearerToken(request);
          if (token !== undefined && (given === undefined || !isSameSecret(given, token))) {
            response
              .writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer' })
              .end('Unauthorized: METRICS_TOKEN is set; scrape with Authorization: Bearer <token>\n');
            return;
          }
          registry.metrics().then(
            (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
            (error: unknown) => {
              app.log.error({ err: error }, 'collecting metrics failed');
              response.writeHead(503, { 'content-type': 'text/plain' }).end('Metrics unavailable\n');
            },
          );
        });
        await new Promise<void>((listening, failed) => {
          server.once('error', failed);
          server.listen(port, host, () => listening());
        });
        servers.push(server);
        return (server.address() as AddressInfo).port;
      },
    } satisfies Metrics);
  },
  { name: 'metrics', dependencies: ['push'] },
);
