// @ts-check
// What the run measures and where: sizes, switches from the environment, the paths of the built server, and the
// names of the run's own databases and temporary directory.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const here = dirname(fileURLToPath(import.meta.url));
export const root = join(here, '..');
export const serverJs = join(root, 'server/dist/server.js');
export const gcHook = join(here, 'gc-hook.cjs');

export const quick = process.env.BENCH_QUICK === '1';
export const skipBrowser = process.env.BENCH_SKIP_BROWSER === '1';
export const profiling = process.env.BENCH_PROFILE === '1';
export const size = quick
  ? { duration: 2, warmup: 1, products: 10_000, subscribers: 100, marks: 10, idle: 1000, bigList: 2000, reps: 3 }
  : { duration: 8, warmup: 2, products: 100_000, subscribers: 1000, marks: 30, idle: 10_000, bigList: 2000, reps: 10 };
/** The yardstick of the phone's screens (measure/screens.mjs): a page of one line the bench writes into its web build. */
export const staticPage = { file: 'bench-static.html', text: 'Листок: страница из одной строки.' };
/** The city step: processes, helper processes, and streams each helper opens (spread evenly over the processes). */
export const city = { processes: 4, helpers: 4, perHelper: quick ? 1000 : 15_000 };
/** The whole run is bounded by this watchdog (minutes). */
export const watchdogMinutes = 15;

/** The push buses measured side by side, and the brokers of the two that are not PostgreSQL. */
export const buses = /** @type {const} */ (['postgres', 'redis', 'nats']);
export const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const natsUrl = process.env.BENCH_NATS_URL ?? 'nats://127.0.0.1:4222';

export const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const dbName = `listok_bench_${randomBytes(5).toString('hex')}`;
/** A second database, for starting two processes at once on an empty database. */
export const raceDbName = `${dbName}_race`;
export const dbUrl = (() => {
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
})();
export const work = mkdtempSync(join(tmpdir(), 'listok-bench-'));
