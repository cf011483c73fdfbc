import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../../db/client.js';
import type { Transport, TransportHooks } from './bus.js';

/** The most bytes of one NOTIFY payload (PostgreSQL allows under 8,000). */
export const notifyPayloadLimit = 7000;

const channel = 'listok_push';

/**
 * The bus on the deployment's own PostgreSQL: a send is one statement of NOTIFYs through the pool, and a dedicated
 * connection LISTENs. A NOTIFY serialises the commits of every process that sends one (the notification queue is locked
 * until the commit is on disk), so changes never NOTIFY in their own transactions: the bus sends after them. When the
 * listening connection drops, it reconnects with a back-off and says so, so the hub catches up from the replay log.
 */
export async function postgresTransport(db: Db, url: string, hooks: TransportHooks): Promise<Transport> {
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = 250;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) hooks.received(message.payload);
    });
    next.on('error', (error) => hooks.log.warn({ err: error }, 'push listener connection failed'));
    next.on('end', () => {
      if (closed || client !== next) return;
      client = undefined;
      scheduleReconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    client = next;
    retryMs = 250;
  };

  const scheduleReconnect = () => {
    if (closed) return;
    setTimeout(async () => {
      try {
        await connect();
        hooks.reconnected();
        hooks.log.info('push listener reconnected');
      } catch (error) {
        hooks.log.warn({ err: error }, 'push listener reconnect failed');
        retryMs = Math.min(retryMs * 2, 10_000);
        scheduleReconnect();
      }
    }, retryMs).unref();
  };

  await connect();
  return {
    async send(messages) {
      await db.execute(
        sql`select pg_notify(${channel}, payload)
            from json_array_elements_text(${JSON.stringify(messages)}::json) as payload`,
      );
    },
    connected: () => client !== undefined,
    async close() {
      closed = true;
      await client?.end().catch(() => {});
    },
  };
}
