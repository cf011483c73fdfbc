import { and, asc, gt, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pushEvents } from '../db/schema.js';
import type { DeliveredEvent, HubEvent, PushBus } from './push-bus/bus.js';
import { openBus } from './push-bus/index.js';
import { Fanout } from './push-fanout.js';

export type { DeliveredEvent, HubEvent } from './push-bus/bus.js';

type Listener = (event: DeliveredEvent) => void;

export interface PushHub {
  /** Records the event (for replay) and delivers it to subscribers of its topic on every server process. */
  publish(topic: string, data: HubEvent): Promise<void>;
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
  /** What carries events and wake-ups between server processes (PUSH_BUS). */
  bus: PushBus;
  /** Deletes events older than the replay window. */
  purge(olderThan: Date): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    push: PushHub;
  }
}

const replayLimit = 1000;

/**
 * Server push. Events are rows of push_events (their id is the SSE event id, so a client that reconnects with
 * Last-Event-ID is replayed what it missed). Every process delivers its own events to its subscribers and sends them
 * over the bus (push-bus/: PostgreSQL NOTIFY, Redis or NATS) to the others; the embedded database has one process.
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

    /** Recorded events after `afterId`, oldest first, up to the replay limit: of `topics`, or of every topic. */
    const eventsAfter = async (afterId: number, topics?: string[]): Promise<DeliveredEvent[]> =>
      (
        await db
          .select()
          .from(pushEvents)
          .where(and(topics ? inArray(pushEvents.topic, topics) : undefined, gt(pushEvents.id, afterId)))
          .orderBy(asc(pushEvents.id))
          .limit(replayLimit)
      ).map((row) => ({ id: row.id, topic: row.topic, data: row.data as HubEvent }));

    // Events of other processes come over the bus. The last one heard is where a catch-up from the replay log starts
    // when the bus was lost and is back.
    let lastId = 0;
    const hear = (event: DeliveredEvent) => {
      lastId = Math.max(lastId, event.id);
      dispatch(event);
    };
    const catchUp = async () => {
      try {
        for (const event of await eventsAfter(lastId)) hear(event);
      } catch (error) {
        app.log.error({ err: error }, 'catching up on push events failed');
      }
    };
    const bus = await openBus(app, {
      events: (events) => {
        for (const event of events) hear(event);
      },
      reconnected: () => void catchUp(),
      log: app.log,
    });
    if (bus.kind !== 'local') {
      const [latest] = await db.select({ id: sql<number>`coalesce(max(${pushEvents.id}), 0)::int` }).from(pushEvents);
      lastId = Math.max(lastId, Number(latest?.id ?? 0));
    }

    const hub: PushHub = {
      async publish(topic, data) {
        const [row] = await db.insert(pushEvents).values({ topic, data }).returning({ id: pushEvents.id });
        hub.recorded({ id: row!.id, topic, data });
      },

      recorded(event) {
        dispatch(event);
        bus.publish(event);
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
            for (const event of await eventsAfter(lastEventId, topics)) {
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

      bus,

      async purge(olderThan) {
        await db.delete(pushEvents).where(lt(pushEvents.createdAt, olderThan));
      },
    };
    app.decorate('push', hub);
    app.addHook('onClose', async () => {
      await bus.close();
    });
  },
  { name: 'push' },
);
