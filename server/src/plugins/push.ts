import type { PushEvent } from '@listok/contract';
import { and, asc, gt, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { pushEvents } from '../db/schema.js';

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
    const listeners = new Map<string, Set<Listener>>();
    let count = 0;

    const dispatch = (event: DeliveredEvent) => {
      for (const listener of listeners.get(event.topic) ?? []) listener(event);
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

    const databaseUrl = app.config.databaseUrl;
    const listener = databaseUrl ? await listenForNotifications(app, databaseUrl, dispatch) : undefined;

    const hub: PushHub = {
      async publish(topic, data) {
        if (listener) {
          // The row and the NOTIFY (of the same JSON as `DeliveredEvent`) in one statement: one round trip.
          const json = JSON.stringify(data);
          await db.execute(sql`
            with event as (
              insert into ${pushEvents} (topic, data) values (${topic}, ${json}::jsonb) returning id
            )
            select pg_notify(${channel}, json_build_object('id', id, 'topic', ${topic}::text, 'data', ${json}::jsonb)::text)
            from event`);
          return;
        }
        const [row] = await db.insert(pushEvents).values({ topic, data }).returning({ id: pushEvents.id });
        dispatch({ id: row!.id, topic, data });
      },

      async subscribe(topics, lastEventId, send) {
        // Live events are held back until the replay is sent, so the stream stays in id order without gaps.
        let buffer: DeliveredEvent[] | undefined = [];
        let lastSent = lastEventId ?? 0;
        const deliver = (event: DeliveredEvent) => {
          if (event.id <= lastSent) return;
          lastSent = event.id;
          send(event);
        };
        const own: Listener = (event) => (buffer ? buffer.push(event) : deliver(event));
        for (const topic of topics) {
          const set = listeners.get(topic) ?? new Set<Listener>();
          listeners.set(topic, set);
          set.add(own);
        }
        count += 1;
        try {
          if (lastEventId !== undefined) for (const event of await replay(topics, lastEventId)) deliver(event);
        } finally {
          const held = buffer;
          buffer = undefined;
          for (const event of held.sort((a, b) => a.id - b.id)) deliver(event);
        }
        let active = true;
        return () => {
          if (!active) return;
          active = false;
          count -= 1;
          for (const topic of topics) {
            const set = listeners.get(topic);
            set?.delete(own);
            if (set?.size === 0) listeners.delete(topic);
          }
        };
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

/**
 * A dedicated connection that LISTENs for events of every process. When it drops, it reconnects with a back-off and
 * re-delivers the events recorded meanwhile, so subscribers miss nothing.
 */
async function listenForNotifications(app: FastifyInstance, url: string, dispatch: (event: DeliveredEvent) => void) {
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
        deliver(JSON.parse(message.payload) as DeliveredEvent);
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
