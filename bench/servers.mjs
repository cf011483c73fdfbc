// @ts-check
// The server processes under test: `node server/dist/server.js` on the bench database, with the GC hook preloaded.
import { join } from 'node:path';
import { dbUrl, gcHook, root, serverJs, work } from './config.mjs';
import { sleep, startChild, waitForOk } from './lib.mjs';

/** @typedef {{ child: import('./lib.mjs').Child, pid: number, base: string, label: string }} Server */

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
];

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
 * Starts `node server/dist/server.js` on PostgreSQL. RATE_LIMIT_ADDRESS=off only lifts the per-address limits of
 * sign-up and search (setup signs users up); none of the measured routes has such a limit.
 * @param {{ port: number, publicUrl: string, databaseUrl?: string, webDist?: string, label: string,
 *   nodeArgs?: string[] }} options
 * @returns {Promise<Server>}
 */
export async function startServer({ port, publicUrl, databaseUrl = dbUrl, webDist, label, nodeArgs = [] }) {
  const child = startChild(process.execPath, [...nodeArgs, '--expose-gc', '--require', gcHook, serverJs], {
    cwd: root,
    env: serverEnv({
      PORT: String(port),
      PUBLIC_URL: publicUrl,
      DATABASE_URL: databaseUrl,
      DATA_DIR: join(work, `data-${label}`),
      RATE_LIMIT_ADDRESS: 'off',
      WEB_DIST: webDist ?? join(work, 'no-web'),
    }),
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForOk(`${base}/api/health`, { child, timeoutMs: 60_000 });
  return { child, pid: /** @type {number} */ (child.pid), base, label };
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
