import { randomUUID } from 'node:crypto';
import type { PushEvent } from '@listok/contract';
import { and, asc, gt, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { pushEvents } from '../db/schema.js';
import { Fanout } from './push-fanout.js';

export interface DeliveredEvent {
  id: number;
  topic: string;
  data: PushEvent;
}

type Listener = (event: DeliveredEvent) => void;

export interface PushHub {
  /** Records the event (for replay) and delivers it to subscribers of its topic on every server process. */
  publish(topic: string, data: PushEvent): Promise<void>;
  /**
   * Starts delivering events of the topics to `listener`, first the ones after `lastEventId` (replay), then live ones.
   * Returns the function that stops it.
   */
  subscribe(topics: string[], lastEventId: number | undefined, listener: Listener): Promise<() => void>;
  /**
   * Delivers an event whose push_events row a change recorded in its own transaction, after that commit (as `publish`
   * does after recording it).
   */
  recorded(event: DeliveredEvent): void;
  /**
   * Calls `listener` with every event this process delivers, as it comes and before any subscriber gets it (a stream
   * being opened learns of changes made while its access was checked). Answers the function that stops it.
   */
  observe(listener: Listener): () => void;
  /** Subscribers right now, per process (for health and benchmarks). */
  subscriberCount(): number;
  /** Deletes events older than the replay window. */
  purge(olderThan: Date): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    push: PushHub;
  }
}

const channel = 'listok_push';
const replayLimit = 1000;

/**
 * Server push. Events are rows of push_events (their id is the SSE event id, so a client that reconnects with
 * Last-Event-ID is replayed what it missed). On PostgreSQL every process LISTENs and publishing is a NOTIFY, so an event
 * reaches subscribers on every process; the embedded database has one process and delivers in-process.
 */
export const pushPlugin = fp(
  async (app: FastifyInstance) => {
    const { db } = app;
    const fanout = new Fanout<DeliveredEvent>();
    const observers = new Set<Listener>();
    let count = 0;
    const dispatch = (event: DeliveredEvent) => {
      for (const observer of observers) observer(event);
      fanout.deliver(event);
    };

    const replay = async (topics: string[], afterId: number) =>
      (
        await db
          .select()
          .from(pushEvents)
          .where(and(inArray(pushEvents.topic, topics), gt(pushEvents.id, afterId)))
          .orderBy(asc(pushEvents.id))
          .limit(replayLimit)
      ).map((row) => ({ id: row.id, topic: row.topic, data: row.data as PushEvent }));

    // On PostgreSQL, events of this process reach the others by NOTIFY, and theirs reach it by LISTEN.
    const databaseUrl = app.config.databaseUrl;
    const origin = randomUUID();
    const listener = databaseUrl ? await listenForNotifications(app, databaseUrl, origin, dispatch) : undefined;
    const notifier = databaseUrl ? batchedNotifier(app, origin) : undefined;

    const hub: PushHub = {
      async publish(topic, data) {
        const [row] = await db.insert(pushEvents).values({ topic, data }).returning({ id: pushEvents.id });
        hub.recorded({ id: row!.id, topic, data });
      },

      recorded(event) {
        dispatch(event);
        notifier?.send(event);
      },

      async subscribe(topics, lastEventId, send) {
        // Live events are held back until the replay is sent, and those the replay sent too are sent once. After that
        // every live event is sent as it comes, even one numbered below an earlier one: ids are taken inside changes'
        // transactions, which commit in another order, and a dropped event would leave the subscriber stale (a second
        // delivery only makes it reload once more).
        let buffer: DeliveredEvent[] | undefined = [];
        const own: Listener = (event) => (buffer ? buffer.push(event) : send(event));
        const stop = fanout.add(topics, own);
        count += 1;
        const replayed = new Set<number>();
        try {
          if (lastEventId !== undefined) {
            for (const event of await replay(topics, lastEventId)) {
              replayed.add(event.id);
              send(event);
            }
          }
        } finally {
          const held = buffer;
          buffer = undefined;
          for (const event of held.sort((a, b) => a.id - b.id)) if (!replayed.has(event.id)) send(event);
        }
        let active = true;
        return () => {
          if (!active) return;
          active = false;
          count -= 1;
          stop();
        };
      },

      observe(listener) {
        const own: Listener = (event) => listener(event);
        observers.add(own);
        return () => observers.delete(own);
      },

      subscriberCount: () => count,

      async purge(olderThan) {
        await db.delete(pushEvents).where(lt(pushEvents.createdAt, olderThan));
      },
    };
    app.decorate('push', hub);
    app.addHook('onClose', async () => {
      await listener?.close();
    });
  },
  { name: 'push' },
);

/** What goes over the channel: events of one process, which the others deliver to their subscribers. */
interface Notification {
  origin: string;
  events: DeliveredEvent[];
}

/** The most bytes of one NOTIFY payload (PostgreSQL allows under 8,000). */
const payloadLimit = 7000;

/**
 * Sends this process's events to the others. A NOTIFY serialises the commits of every process that sends one (the
 * notification queue is locked until the commit is on disk), so changes never NOTIFY in their own transactions: the
 * events are sent after them, together, one statement at a time per process — one commit for as many events as came
 * in while the previous one was being sent.
 */
function batchedNotifier(app: FastifyInstance, origin: string) {
  let queue: DeliveredEvent[] = [];
  let sending = false;

  // A Notification's JSON, around the events' JSON texts (each event is written once, and measured as written).
  const notification = (events: string[]) => `{"origin":${JSON.stringify(origin)},"events":[${events.join(',')}]}`;
  const payloads = (events: DeliveredEvent[]) => {
    const result: string[] = [];
    let batch: string[] = [];
    let size = 0;
    for (const event of events) {
      const json = JSON.stringify(event);
      const length = Buffer.byteLength(json);
      if (batch.length > 0 && size + length > payloadLimit) {
        result.push(notification(batch));
        batch = [];
        size = 0;
      }
      batch.push(json);
      size += length + 1;
    }
    if (batch.length > 0) result.push(notification(batch));
    return result;
  };

  const flush = async () => {
    sending = true;
    try {
      while (queue.length > 0) {
        const events = queue;
        queue = [];
        try {
          await app.db.execute(
            sql`select pg_notify(${channel}, payload)
                from json_array_elements_text(${JSON.stringify(payloads(events))}::json) as payload`,
          );
        } catch (error) {
          // Subscribers of other processes see these changes at their next event or reconnection (replay).
          app.log.error({ err: error, events: events.length }, 'notifying other processes of push events failed');
        }
      }
    } finally {
      sending = false;
    }
  };

  return {
    send(event: DeliveredEvent) {
      queue.push(event);
      if (!sending) void flush();
    },
  };
}

/**
 * A dedicated connection that LISTENs for events of every process. When it drops, it reconnects with a back-off and
 * re-delivers the events recorded meanwhile, so subscribers miss nothing.
 */
async function listenForNotifications(
  app: FastifyInstance,
  url: string,
  origin: string,
  dispatch: (event: DeliveredEvent) => void,
) {
  let client: pg.Client | undefined;
  let closed = false;
  let lastId = 0;
  let retryMs = 250;

  const deliver = (event: DeliveredEvent) => {
    lastId = Math.max(lastId, event.id);
    dispatch(event);
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel !== channel || !message.payload) return;
      try {
        const notification = JSON.parse(message.payload) as Notification;
        // This process delivered its own events when it recorded them.
        if (notification.origin === origin) return;
        for (const event of notification.events) deliver(event);
      } catch (error) {
        app.log.warn({ err: error }, 'malformed push notification');
      }
    });
    next.on('error', (error) => {
      app.log.warn({ err: error }, 'push listener connection failed');
    });
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

  const catchUp = async () => {
    const missed = await app.db
      .select()
      .from(pushEvents)
      .where(gt(pushEvents.id, lastId))
      .orderBy(asc(pushEvents.id))
      .limit(replayLimit);
    for (const row of missed) deliver({ id: row.id, topic: row.topic, data: row.data as PushEvent });
  };

  const scheduleReconnect = () => {
    if (closed) return;
    setTimeout(async () => {
      try {
        await connect();
        await catchUp();
        app.log.info('push listener reconnected');
      } catch (error) {
        app.log.warn({ err: error }, 'push listener reconnect failed');
        retryMs = Math.min(retryMs * 2, 10_000);
        scheduleReconnect();
      }
    }, retryMs).unref();
  };

  await connect();
  const [latest] = await app.db.select({ id: sql<number>`coalesce(max(${pushEvents.id}), 0)::int` }).from(pushEvents);
  lastId = Number(latest?.id ?? 0);

  return {
    async close() {
      closed = true;
      await client?.end().catch(() => {});
    },
  };
}
