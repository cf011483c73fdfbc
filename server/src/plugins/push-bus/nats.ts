import { connect, type NatsConnection } from 'nats';
import type { Transport, TransportHooks } from './bus.js';

/** Under NATS's default max_payload of 1 MB. */
export const natsPayloadLimit = 512 * 1024;

/**
 * The bus on NATS core publish/subscribe. The client reconnects by itself, for ever, and holds what is published
 * meanwhile in its reconnect buffer; after a reconnect the hub catches up from the replay log, since the broker keeps
 * nothing for a subscriber that was away.
 */
export async function natsTransport(url: string, subject: string, hooks: TransportHooks): Promise<Transport> {
  let connection: NatsConnection | undefined;
  let up = false;
  let closed = false;

  const watch = async (nc: NatsConnection) => {
    for await (const status of nc.status()) {
      if (status.type === 'disconnect') {
        up = false;
        hooks.log.warn('push bus (NATS) disconnected');
      } else if (status.type === 'reconnect') {
        up = true;
        hooks.log.info('push bus (NATS) reconnected');
        hooks.reconnected();
      }
    }
  };

  const start = async () => {
    // waitOnFirstConnect: a broker away at start is waited for, in the background, like one lost later.
    const nc = await connect({
      servers: url,
      name: 'listok-push',
      maxReconnectAttempts: -1,
      reconnectTimeWait: 250,
      waitOnFirstConnect: true,
    });
    if (closed) {
      await nc.close();
      return;
    }
    connection = nc;
    nc.subscribe(subject, { callback: (error, message) => (error ? undefined : hooks.received(message.string())) });
    await nc.flush();
    up = true;
    void watch(nc);
    hooks.reconnected();
  };
  const starting = start().catch((error: unknown) => hooks.log.error({ err: error }, 'push bus (NATS) failed'));
  // A reachable broker is joined before the server answers; an unreachable one is waited for in the background.
  await Promise.race([starting, new Promise((resolve) => setTimeout(resolve, 2000).unref())]);

  return {
    async send(messages) {
      if (!connection) throw new Error('push bus (NATS) not connected yet');
      for (const message of messages) connection.publish(subject, message);
    },
    connected: () => up,
    async close() {
      closed = true;
      await connection?.drain().catch(() => {});
    },
  };
}
