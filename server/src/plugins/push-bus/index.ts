import type { FastifyInstance } from 'fastify';
import { type BusHandlers, busOver, deploymentChannel, localBus, type PushBus } from './bus.js';
import { natsPayloadLimit, natsTransport } from './nats.js';
import { notifyPayloadLimit, postgresTransport } from './postgres.js';
import { redisPayloadLimit, redisTransport } from './redis.js';

/** The bus PUSH_BUS names: PostgreSQL NOTIFY, Redis or NATS publish/subscribe, or none (one process). */
export async function openBus(app: FastifyInstance, handlers: BusHandlers): Promise<PushBus> {
  const { pushBus, databaseUrl, dataDir } = app.config;
  // Processes on one database are one deployment: its channel on a shared broker.
  const deployment = databaseUrl ?? `pglite:${dataDir}`;
  switch (pushBus.kind) {
    case 'local':
      return localBus();
    case 'postgres':
      return busOver('postgres', handlers, notifyPayloadLimit, (hooks) =>
        postgresTransport(app.db, pushBus.url, hooks),
      );
    case 'redis':
      return busOver('redis', handlers, redisPayloadLimit, (hooks) =>
        redisTransport(pushBus.url, deploymentChannel('listok', ':', deployment), hooks),
      );
    case 'nats':
      return busOver('nats', handlers, natsPayloadLimit, (hooks) =>
        natsTransport(pushBus.url, deploymentChannel('listok', '.', deployment), hooks),
      );
  }
}
