import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>;
}

/** Starts `server.ts` as a real process (as `npm start` does, from the sources) and waits until it answers. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = 20000 + Math.floor(Math.random() * 30000);
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
  for (let i = 0; i < 150; i += 1) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, child, exited };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
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
