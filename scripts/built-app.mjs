// The built app on a free port with a fresh embedded database, for the scripts that drive it through its API
// (`npm run lighthouse`, `npm run screenshots`). It builds nothing: `npm run build` first (WEB_DIST picks another web
// build). Every process it starts and every temporary directory it makes goes at stopAll(), however the script ends.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const temporary = [];
const children = [];

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** A temporary directory, removed by stopAll(). */
export function tempDir(prefix) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temporary.push(dir);
  return dir;
}

/** Starts a child process; it is ended by stopAll(). */
export function start(command, args, env) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  return child;
}

export function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  // Chromium may still be writing its profile as it ends: removal is retried rather than failing the run.
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}

/** Waits until `url` answers 2xx; fails if `server` exits first or the time runs out. */
export async function waitFor(url, timeoutMs, server) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** `node server/dist/server.js` on a free port and a fresh DATA_DIR (PGlite); answers its base URL once it is healthy. */
export async function startBuiltApp(name) {
  const webDist = process.env.WEB_DIST ?? 'web/dist';
  for (const built of ['server/dist/server.js', join(webDist, 'index.html')])
    if (!existsSync(built)) throw new Error(`${built} is missing: run \`npm run build\` first`);
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const server = start('node', ['server/dist/server.js'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: tempDir(`listok-${name}-data-`),
    PUBLIC_URL: base,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_ADDRESS: 'off',
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  try {
    await waitFor(`${base}/api/health`, 60_000, server);
  } catch (error) {
    throw new Error(`${error.message}\n${output}`);
  }
  return base;
}

/** Calls the API as a browser of the app would: JSON, the app's Origin, the given cookies. */
export async function call(base, method, path, { cookie, body } = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      Origin: base,
      ...(cookie ? { Cookie: cookie } : {}),
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

/** Signs a user up; answers the session cookie (`listok_session=…`) the sign-up's answer sets. */
export async function signUp(base, { email, username, password }, cookie) {
  const answer = await call(base, 'POST', '/api/signup', {
    cookie,
    body: { email, username, password, password_re: password },
  });
  const session = answer.headers
    .getSetCookie()
    .find((header) => header.startsWith('listok_session='))
    ?.split(';')[0];
  if (!session) throw new Error('the sign-up answer set no session cookie');
  return session;
}
