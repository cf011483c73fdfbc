import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestProvider, type TestProvider } from '../../server/src/test/oidc-provider';
import { e2ePorts } from '../ports';

export const urlOf = (port: number) => `http://localhost:${port}`;
export const providerName = 'Test ID';

/** The provider the Listok servers below sign people in with, on 127.0.0.1 (another site than localhost). */
export const startProvider = (): Promise<TestProvider> =>
  startTestProvider({
    port: e2ePorts.oidcProvider,
    redirectUris: [e2ePorts.oidcBoth, e2ePorts.oidcSsoOnly].map((port) => `${urlOf(port)}/api/auth/oidc/callback`),
  });

export interface ListokServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * A built Listok (as the suite's own, `npm run build` first) on `port` with its own data and single sign-on through
 * the provider; `env` adds to it (PASSWORD_LOGIN). Stopped by its process id.
 */
export async function startListok(port: number, provider: TestProvider, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'listok-e2e-sso-'));
  const url = urlOf(port);
  const child: ChildProcess = spawn(process.execPath, [process.env.E2E_SERVER ?? 'server/dist/server.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_ADDRESS: 'off',
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_NAME: providerName,
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  // A fresh embedded database is migrated and seeded first: tens of seconds while other specs run beside it. The
  // deadline stays within the spec's set-up time (oidc.spec.ts).
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, stop } satisfies ListokServer;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`Listok on ${url} did not start`);
}
