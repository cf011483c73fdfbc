// @ts-check
// The server processes under test: `node server/dist/server.js` on the bench database, with the GC hook preloaded,
// and the push bus each one uses (PostgreSQL NOTIFY by default, or Redis or NATS when asked and reachable).
import net from 'node:net';
import { join } from 'node:path';
import { dbUrl, gcHook, natsUrl, redisUrl, root, serverJs, work } from './config.mjs';
import { freePort, now, request, sleep, startChild, waitForOk } from './lib.mjs';

/**
 * @typedef {{ child: import('./lib.mjs').Child, pid: number, base: string, label: string, bus?: Bus, probe: string }}
 *   Server
 * @typedef {(typeof import('./config.mjs').buses)[number]} Bus
 */

/** Settings of the server that would leak in from the caller's environment. */
const serverVars = [
  'PORT',
  'HOST',
  'DATA_DIR',
  'DATABASE_URL',
  'SMTP_URL',
  'PUBLIC_URL',
  'FEEDBACK_TO',
  'PAGE_SIZE',
  'LOG_LEVEL',
  'RATE_LIMIT_ADDRESS',
  'RATE_LIMIT_STORE',
  'TRUST_PROXY',
  'PUSH_HEARTBEAT_SECONDS',
  'WEB_DIST',
  'LISTOK_BOOTSTRAP_ADMIN',
  'PUSH_BUS',
  'REDIS_URL',
  'NATS_URL',
  'METRICS_PORT',
  'METRICS_HOST',
  'SEARCHES_PER_MINUTE',
  'PASTES_PER_MINUTE',
  'OWN_PRODUCTS_PER_DAY',
  'LISTS_PER_DAY',
].flatMap((name) => [name, `${name}_FILE`]);

/** The broker of a bus that is not PostgreSQL: its URL and its name in messages. */
const brokers = {
  redis: { url: redisUrl, name: 'Redis', port: 6379 },
  nats: { url: natsUrl, name: 'NATS', port: 4222 },
};

/**
 * The server's settings for a bus (nothing: the server's default, NOTIFY on its database).
 * @param {Bus | undefined} bus
 * @returns {Record<string, string>}
 */
function busVars(bus) {
  if (bus === 'redis') return { PUSH_BUS: 'redis', REDIS_URL: redisUrl };
  if (bus === 'nats') return { PUSH_BUS: 'nats', NATS_URL: natsUrl };
  if (bus === 'postgres') return { PUSH_BUS: 'postgres' };
  return {};
}

/**
 * Why a bus cannot be measured here — "no Redis at 127.0.0.1:6379" — or undefined when its broker accepts a TCP
 * connection within `timeoutMs` (PostgreSQL is always there: it holds the bench database). The server would start
 * without its broker and wait for it, so a missing broker is found before.
 * @param {Bus} bus
 * @returns {Promise<string | undefined>}
 */
export async function brokerMissing(bus, timeoutMs = 1500) {
  if (bus === 'postgres') return undefined;
  const broker = brokers[bus];
  const url = new URL(broker.url);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1') || '127.0.0.1';
  const port = Number(url.port || broker.port);
  const where = `${url.protocol}//${url.host}`; // without credentials
  const error = await new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const timer = setTimeout(() => {
      socket.destroy();
      resolve('no answer');
    }, timeoutMs);
    socket.once('connect', () => {
      clearTimeout(timer);
      socket.end();
      resolve(undefined);
    });
    socket.once('error', (/** @type {NodeJS.ErrnoException} */ e) => {
      clearTimeout(timer);
      resolve(e.code ?? e.message);
    });
  });
  return error === undefined ? undefined : `no ${broker.name} at ${where} (${error})`;
}

/**
 * The caller's environment without the server's settings, then ours.
 * @param {Record<string, string>} values
 */
export function serverEnv(values) {
  const env = { ...process.env };
  for (const name of serverVars) delete env[name];
  return { ...env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...values };
}

/**
 * Starts `node server/dist/server.js` on PostgreSQL (or, with `pglite`, on an embedded database of its own).
 * RATE_LIMIT_ADDRESS=off only lifts the per-address limits of sign-up and search (setup signs users up), and the
 * per-user limits of the costly calls are raised far above what the loads ask (they measure the cost, not the limits).
 * `bus` picks the push bus (PUSH_BUS); without it the server uses its default, NOTIFY on PostgreSQL. A bus whose broker
 * does not answer is an error (brokerMissing). `probe` answers the process's event loop delays (bench/gc-hook.cjs).
 * @param {{ port: number, publicUrl: string, databaseUrl?: string, webDist?: string, label: string,
 *   nodeArgs?: string[], bus?: Bus, pglite?: boolean }} options
 * @returns {Promise<Server>}
 */
export async function startServer({
  port,
  publicUrl,
  databaseUrl = dbUrl,
  webDist,
  label,
  nodeArgs = [],
  bus,
  pglite,
}) {
  const missing = bus ? await brokerMissing(bus) : undefined;
  if (missing) throw new Error(missing);
  const probePort = await freePort();
  const child = startChild(process.execPath, [...nodeArgs, '--expose-gc', '--require', gcHook, serverJs], {
    cwd: root,
    env: serverEnv({
      PORT: String(port),
      PUBLIC_URL: publicUrl,
      ...(pglite ? {} : { DATABASE_URL: databaseUrl }),
      DATA_DIR: join(work, `data-${label}`),
      RATE_LIMIT_ADDRESS: 'off',
      SEARCHES_PER_MINUTE: '10000000',
      PASTES_PER_MINUTE: '100000',
      OWN_PRODUCTS_PER_DAY: '10000000',
      LISTS_PER_DAY: '100000',
      TOKEN_REQUESTS_PER_MINUTE: '1000000',
      WEB_DIST: webDist ?? join(work, 'no-web'),
      BENCH_PROBE_PORT: String(probePort),
      ...busVars(bus),
    }),
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForOk(`${base}/api/health`, { child, timeoutMs: 60_000 });
  if (bus) await busJoined(base, bus);
  return {
    child,
    pid: /** @type {number} */ (child.pid),
    base,
    label,
    probe: `http://127.0.0.1:${probePort}`,
    ...(bus ? { bus } : {}),
  };
}

/**
 * Waits until the server's health names the bus and says it is connected (a process serves before its broker is
 * joined, and its health says "degraded" meanwhile).
 * @param {string} base
 * @param {Bus} bus
 */
async function busJoined(base, bus, timeoutMs = 15_000) {
  const since = now();
  for (;;) {
    const answer = await request(`${base}/api/health`, { timeoutMs: 2000 });
    const health = JSON.parse(answer.text);
    if (health.bus?.kind !== bus) throw new Error(`the server runs bus ${health.bus?.kind}, not ${bus}`);
    if (health.status === 'ok' && health.bus.connected) return;
    if (now() - since > timeoutMs) throw new Error(`bus ${bus} not connected after ${timeoutMs} ms: ${answer.text}`);
    await sleep(100);
  }
}

/**
 * Two full garbage collections of a server process (bench/gc-hook.cjs), so that its memory is read after a settle.
 * @param {number} pid
 */
export async function gcSettle(pid) {
  process.kill(pid, 'SIGUSR2');
  await sleep(1500);
  process.kill(pid, 'SIGUSR2');
  await sleep(1000);
}
