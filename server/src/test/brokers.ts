import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';

/** The machine's own brokers (started before the tests, shared by every test run). */
export const machineRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const machineNatsUrl = process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222';

export type BrokerKind = 'redis' | 'nats';

export interface Broker {
  url: string;
  /** Ends the broker process (as a crash or a restart would). */
  stop(): Promise<void>;
  /** Starts it again on the same port. */
  start(): Promise<void>;
}

const binaries: Record<BrokerKind, string[]> = {
  redis: ['/usr/bin/redis-server', '/usr/local/bin/redis-server'],
  nats: ['/usr/sbin/nats-server', '/usr/bin/nats-server', '/usr/local/bin/nats-server'],
};

function binaryOf(kind: BrokerKind): string {
  const found = binaries[kind].find((path) => existsSync(path));
  if (!found) throw new Error(`${kind} server not installed (looked at ${binaries[kind].join(', ')})`);
  return found;
}

async function reachable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * A broker of the test's own, on a random port, that the test may stop and start again (a restart of the machine's
 * shared broker would disturb every other test running at the time). Nothing is kept on disk.
 */
export async function startOwnBroker(kind: BrokerKind): Promise<Broker> {
  // Below the ports of outgoing connections (32768–60999), which a busy test run may hold, and apart from the app's.
  const port = 10000 + Math.floor(Math.random() * 4000);
  const binary = binaryOf(kind);
  const args =
    kind === 'redis'
      ? ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']
      : ['-a', '127.0.0.1', '-p', String(port)];
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(binary, args, { stdio: 'ignore' });
    for (let i = 0; i < 100; i += 1) {
      if (await reachable(port)) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`${kind} server did not start on port ${port}`);
  };
  const stop = async () => {
    const ending = child;
    if (!ending || ending.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      ending.once('exit', () => resolve());
      ending.kill('SIGKILL');
    });
  };
  await start();
  return { url: `${kind}://127.0.0.1:${port}`, start, stop };
}
