// @ts-check
// Load generation: autocannon in this process, with the same settings for the bare route and the app, and what the
// server's database connections and every process's CPU did meanwhile.
import autocannon from 'autocannon';
import { size } from './config.mjs';
import { round, sleep } from './lib.mjs';
import { cpuMeter } from './machine.mjs';
import { log, results } from './report.mjs';

/**
 * @typedef {{ samples: number, active: number, activeWaitingOnLock: number, idleInTransaction: number, idle: number }}
 *   PoolUse
 * @typedef {{
 *   requestsPerSecond: number, total: number,
 *   latencyMs: { p50: number, p90: number, p99: number, max: number, mean: number },
 *   non2xx: number, errors: number, timeouts: number, bytesPerSecond: number, connections: number | undefined,
 *   durationSeconds: number, cpuCores: Record<string, number>, postgresConnectionsOfServer?: PoolUse,
 * }} LoadSummary
 */

/** @param {import('autocannon').Options} options */
export async function cannon(options) {
  const result = await autocannon({ timeout: 10, ...options });
  return result;
}

/**
 * Samples what the server's connections do in PostgreSQL while a load runs.
 * @param {import('pg').Client} client
 */
function poolSampler(client, intervalMs = 250) {
  /** @type {{ state: string, wait: string, n: number }[][]} */
  const samples = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      try {
        const { rows } = await client.query(
          `select state, coalesce(wait_event_type, '') as wait, count(*)::int as n from pg_stat_activity
           where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()
           group by 1, 2`,
        );
        samples.push(rows);
      } catch {
        // a sample less
      }
      await sleep(intervalMs);
    }
  })();
  return {
    /** @returns {Promise<PoolUse>} */
    async stop() {
      running = false;
      await loop;
      /** @param {(r: { state: string, wait: string }) => boolean} filter */
      const per = (filter) =>
        round(
          samples.reduce((sum, s) => sum + s.filter(filter).reduce((a, r) => a + r.n, 0), 0) /
            Math.max(1, samples.length),
          1,
        );
      return {
        samples: samples.length,
        active: per((r) => r.state === 'active'),
        activeWaitingOnLock: per((r) => r.state === 'active' && r.wait === 'Lock'),
        idleInTransaction: per((r) => r.state === 'idle in transaction'),
        idle: per((r) => r.state === 'idle'),
      };
    },
  };
}

/**
 * Warm-up, then a measured run with CPU accounting and pool sampling; its summary is kept as `results.details[name]`.
 * @param {string} name
 * @param {import('autocannon').Options} options
 * @param {{ pids: Record<string, number>, sampleClient?: import('pg').Client }} watch
 * @returns {Promise<LoadSummary>}
 */
export async function measuredLoad(name, options, { pids, sampleClient }) {
  await cannon({ ...options, duration: size.warmup });
  const meter = cpuMeter(pids);
  const sampler = sampleClient ? poolSampler(sampleClient) : undefined;
  const result = await cannon({ ...options, duration: size.duration });
  const cpu = meter.stop();
  const pool = sampler ? await sampler.stop() : undefined;
  /** @type {LoadSummary} */
  const summaryOf = {
    requestsPerSecond: round(result.requests.average, 0),
    total: result.requests.total,
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
      mean: result.latency.average,
    },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    bytesPerSecond: round(result.throughput.average, 0),
    connections: options.connections,
    durationSeconds: size.duration,
    cpuCores: cpu,
    ...(pool ? { postgresConnectionsOfServer: pool } : {}),
  };
  results.details[name] = summaryOf;
  log(
    `${name}: ${summaryOf.requestsPerSecond} req/s, p50 ${summaryOf.latencyMs.p50} ms, p99 ${summaryOf.latencyMs.p99} ms, ` +
      `non-2xx ${result.non2xx}, errors ${result.errors}; cpu ${JSON.stringify(cpu)}${pool ? `; pool ${JSON.stringify(pool)}` : ''}`,
  );
  return summaryOf;
}
