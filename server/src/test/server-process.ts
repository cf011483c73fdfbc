import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>;
}

/**
 * Starts `server.ts` as a real process (as `npm start` does, from the sources) and waits until it answers. The port is
 * picked at random below Linux's range of ports for outgoing connections (32768–60999), and picked again when it is
 * taken all the same.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(env, 20000 + Math.floor(Math.random() * 12000));
    } catch (error) {
      if (attempt >= 5 || !String((error as Error).message).includes('EADDRINUSE')) throw error;
    }
  }
}

/** How long a server process may take to answer its first health check before it counts as hung. */
const startBoundMs = 150_000;

async function startOnce(env: Record<string, string>, port: number): Promise<ServerProcess> {
  // `node --import tsx` (not the tsx CLI, which runs the script in a child process): signals reach the server itself.
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=source', join(process.cwd(), 'server/src/server.ts')],
    {
      env: {
        ...process.env,
        LISTOK_TEST_DB: '',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://localhost:${port}`,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_ADDRESS: 'off',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<number | string>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  const url = `http://127.0.0.1:${port}`;
  let ended = false;
  // 'close' comes once the process has ended and its stderr has been read to the end.
  const closed = new Promise<void>((resolve) => child.on('close', () => resolve()));
  void closed.then(() => {
    ended = true;
  });
  // Until it answers or ends: a busy host starts it in seconds or in well over 30 (tsx compiling the sources, a new
  // PGlite), so only a server that hangs meets the bound; the callers' tests allow for it.
  const deadline = Date.now() + startBoundMs;
  while (!ended && Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, child, exited };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  await closed;
  throw new Error(`server process did not start: ${stderr}`);
}

/** Signs up through a running process and returns the session cookie. */
export async function signUpVia(url: string, tag: string): Promise<string> {
  const response = await fetch(`${url}/api/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `${tag}@example.com`,
      username: tag,
      password: 'secret-pw1',
      password_re: 'secret-pw1',
    }),
  });
  if (response.status !== 201) throw new Error(`signup failed: ${response.status}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}
