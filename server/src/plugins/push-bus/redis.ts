import { Redis } from 'ioredis';
import type { Transport, TransportHooks } from './bus.js';

/** Redis has no payload limit worth the name (512 MB); messages are kept small for the subscribers' sake. */
export const redisPayloadLimit = 256 * 1024;

/**
 * The bus on Redis publish/subscribe: one connection publishes, one subscribes (a subscribed connection can do nothing
 * else). Both reconnect by themselves with a back-off; the subscriber subscribes again. A publish while the broker is
 * away fails at once (no offline queue), so the bus keeps the events and sends them when the broker is back.
 */
export async function redisTransport(url: string, channel: string, hooks: TransportHooks): Promise<Transport> {
  const options = {
    // Every attempt waits a little longer, up to 5 s: a broker back from a restart is found within seconds.
    retryStrategy: (times: number) => Math.min(times * 200, 5000),
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
  };
  const publisher = new Redis(url, { ...options, connectionName: 'listok-push-publish' });
  // The subscriber's SUBSCRIBE waits for the broker however long it takes (and ioredis repeats it on reconnect).
  const subscriber = new Redis(url, {
    ...options,
    connectionName: 'listok-push-subscribe',
    enableOfflineQueue: true,
    maxRetriesPerRequest: null,
  });
  let lost = false;
  let warned = false;
  for (const connection of [publisher, subscriber]) {
    connection.on('error', (error) => {
      // One warning per outage: a broker that is away fails every attempt.
      if (warned) return;
      warned = true;
      hooks.log.warn({ err: error }, 'push bus (Redis) connection failed');
    });
    connection.on('end', () => {
      lost = true;
    });
    connection.on('close', () => {
      lost = true;
    });
    connection.on('ready', () => {
      if (!lost || publisher.status !== 'ready' || subscriber.status !== 'ready') return;
      lost = false;
      warned = false;
      hooks.log.info('push bus (Redis) reconnected');
      hooks.reconnected();
    });
  }
  subscriber.on('message', (from: string, message: string) => {
    if (from === channel) hooks.received(message);
  });

  // The server starts even when the broker is away; it joins when the broker comes (health tells meanwhile).
  const ready = (connection: Redis) =>
    connection.status === 'ready' ? Promise.resolve() : new Promise((resolve) => connection.once('ready', resolve));
  const joined = Promise.all([ready(publisher), subscriber.subscribe(channel)]);
  await Promise.race([joined.catch(() => {}), new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
  if (!(publisher.status === 'ready' && subscriber.status === 'ready')) lost = true;

  return {
    async send(messages) {
      if (messages.length === 1) await publisher.publish(channel, messages[0]!);
      else {
        const results = await publisher.pipeline(messages.map((m) => ['publish', channel, m])).exec();
        const failed = results?.find(([error]) => error);
        if (failed) throw failed[0];
      }
    },
    connected: () => publisher.status === 'ready' && subscriber.status === 'ready',
    async close() {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
