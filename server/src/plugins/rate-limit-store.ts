import type { FastifyRateLimitStore, RateLimitOptions } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Db, rowsOf } from '../db/client.js';
import { rateLimits } from '../db/schema.js';

/**
 * A store for @fastify/rate-limit in the database, so that every server process counts against the same limits.
 * One statement per request: it starts a new window when the old one has ended, otherwise counts one more.
 */
export function databaseRateLimitStore(db: Db) {
  class DatabaseStore implements FastifyRateLimitStore {
    private readonly prefix: string;
    /** The plugin constructs the root store with its options; route stores get a key prefix. */
    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : '';
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      const id = `${this.prefix}${key}`;
      db.execute(sql`
        insert into rate_limits (key, count, reset_at)
        values (${id}, 1, now() + ${timeWindow} * interval '1 millisecond')
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
          reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
        returning count, greatest(0, extract(epoch from (reset_at - now())) * 1000)::bigint as ttl`)
        .then((result) => {
          const row = rowsOf<{ count: number; ttl: string | number }>(result)[0]!;
          callback(null, { current: Number(row.count), ttl: Number(row.ttl) });
        })
        .catch((error: Error) => callback(error));
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      const { method, url } = (routeOptions as unknown as { routeInfo: { method: string; url: string } }).routeInfo;
      return new DatabaseStore(`${method} ${url} `);
    }
  }
  return DatabaseStore;
}

/** Deletes counters whose window has ended. */
export async function purgeRateLimits(db: Db) {
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, new Date()));
}

/**
 * Route options that count a route's calls per signed-in user rather than per address, in the same store (so shared by
 * every process with the database store). Always on: RATE_LIMIT_ADDRESS lifts only the per-address limits. Visitors
 * are not counted; the route answers them 401.
 */
export function perUserLimit(max: number, timeWindow: string): RateLimitOptions {
  return {
    max,
    timeWindow,
    keyGenerator: (request: FastifyRequest) => `user:${request.user?.id}`,
    allowList: (request: FastifyRequest) => request.user === null,
  };
}
