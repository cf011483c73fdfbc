import { and, asc, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pushEvents, pushSideEvents } from '../db/schema.js';
import type { DeliveredEvent, HubEvent, PushBus } from './push-bus/bus.js';
import { openBus } from './push-bus/index.js';
import { Fanout } from './push-fanout.js';

export type { DeliveredEvent, HubEvent } from './push-bus/bus.js';

type Listener = (event: DeliveredEvent) => void;

export interface PushHub {
  /** Records the event (for replay) and delivers it to subscribers of its topic on every server process. */
  publish(topic: string, data: HubEvent): Promise<void>;
  /**
   * Records an event of a side topic, one that some readers of a list must not hear (a wish list's reservations), and
   * delivers it as `publish` does, but it takes no id: it follows the latest event recorded and goes under its id, so
   * the ids the other readers see run on without a gap. A client that comes back with that id is replayed it again.
   */
  publishSide(topic: string, data: HubEvent): Promise<void>;
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

/** Events in the order they happened: by id, an event before the side events that follow it, those in their order. */
const byPosition = (a: DeliveredEvent, b: DeliveredEvent) => a.id - b.id || (a.side ?? 0) - (b.side ?? 0);
/** Which event it is (a side event shares its id with the event it follows). */
const identity = (event: DeliveredEvent) => (event.side === undefined ? event.id : -event.side);

/**
 * Server push. Events are rows of push_events (their id is the SSE event id, so a client that reconnects with
 * Last-Event-ID is replayed what it missed), or of push_side_events (`publishSide`: under the id of the event they
 * follow). Every process delivers its own events to its subscribers and sends them over the bus (push-bus/: PostgreSQL
 * NOTIFY, Redis or NATS) to the others; the embedded database has one process.
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

    /**
     * Recorded side events, in their order, up to the replay limit: of `topics` that follow the event `fromId` or a
     * later one (a client that heard `fromId` may have heard those that follow it too), or of every topic after the
     * side event `afterSide`.
     */
    const sideEvents = async (after: { fromId: number; topics: string[] } | { afterSide: number }) =>
      (
        await db
          .select()
          .from(pushSideEvents)
          .where(
            'afterSide' in after
              ? gt(pushSideEvents.id, after.afterSide)
              : and(inArray(pushSideEvents.topic, after.topics), gte(pushSideEvents.afterId, after.fromId)),
          )
          .orderBy(asc(pushSideEvents.id))
          .limit(replayLimit)
      ).map((row) => ({ id: row.afterId, topic: row.topic, data: row.data as HubEvent, side: row.id }));

    // Events of other processes come over the bus. The last one heard (and the last side event) is where a catch-up
    // from the replay log starts when the bus was lost and is back.
    let lastId = 0;
    let lastSide = 0;
    const hear = (event: DeliveredEvent) => {
      if (event.side === undefined) lastId = Math.max(lastId, event.id);
      else lastSide = Math.max(lastSide, event.side);
      dispatch(event);
    };
    const catchUp = async () => {
      try {
        const missed = [...(await eventsAfter(lastId)), ...(await sideEvents({ afterSide: lastSide }))];
        for (const event of missed.sort(byPosition)) hear(event);
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
      const [side] = await db
        .select({ id: sql<number>`coalesce(max(${pushSideEvents.id}), 0)::int` })
        .from(pushSideEvents);
      lastSide = Math.max(lastSide, Number(side?.id ?? 0));
    }

    const hub: PushHub = {
      async publish(topic, data) {
        const [row] = await db.insert(pushEvents).values({ topic, data }).returning({ id: pushEvents.id });
        hub.recorded({ id: row!.id, topic, data });
      },

      async publishSide(topic, data) {
        const latest = sql`(select coalesce(max(${pushEvents.id}), 0) from ${pushEvents})`;
        const [row] = await db
          .insert(pushSideEvents)
          .values({ afterId: latest, topic, data })
          .returning({ id: pushSideEvents.id, afterId: pushSideEvents.afterId });
        hub.recorded({ id: row!.afterId, topic, data, side: row!.id });
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
            const [events, side] = await Promise.all([
              eventsAfter(lastEventId, topics),
              sideEvents({ fromId: lastEventId, topics }),
            ]);
            for (const event of [...events, ...side].sort(byPosition)) {
              replayed.add(identity(event));
              send(event);
            }
          }
        } finally {
          const held = buffer;
          buffer = undefined;
          for (const event of held.sort(byPosition)) if (!replayed.has(identity(event))) send(event);
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
        // The latest event stays, however old: a side event recorded after a quiet hour follows it. Without it, the side
        // event would follow id 0, and a client coming back with the id it last heard would not be replayed it.
        const latest = sql`(select max(${pushEvents.id}) from ${pushEvents})`;
        await db.delete(pushEvents).where(and(lt(pushEvents.createdAt, olderThan), lt(pushEvents.id, latest)));
        await db.delete(pushSideEvents).where(lt(pushSideEvents.createdAt, olderThan));
      },
    };
    app.decorate('push', hub);
    app.addHook('onClose', async () => {
      await bus.close();
    });
  },
  { name: 'push' },
);
