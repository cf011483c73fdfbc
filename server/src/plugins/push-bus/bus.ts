import { createHash, randomUUID } from 'node:crypto';
import type { PushEvent } from '@listok/contract';
import type { FastifyBaseLogger } from 'fastify';

/**
 * What the hub carries: the events of lists that clients read (the contract's `PushEvent`), and, on a token's own topic
 * (`tokenTopic`), the revocation of an API token, which no client reads: the streams opened with it end.
 */
export type HubEvent = PushEvent | { type: 'revoked'; tokenId: number };

/**
 * An event as delivered to subscribers: its push_events id (the SSE id), topic and data. An event of a side topic
 * (push_side_events) has no id of its own: `id` is then the push_events row it follows, and `side` its own row.
 */
export interface DeliveredEvent {
  id: number;
  topic: string;
  data: HubEvent;
  side?: number;
}

export type BusKind = 'local' | 'postgres' | 'redis' | 'nats';

/** The most events kept to send again when the broker is back (as many as a reconnecting client is replayed). */
const unsentLimit = 1000;

/** A broker connection that carries text messages between the server processes of one deployment. */
export interface Transport {
  /** Sends the messages in order; rejects when the broker does not take them. */
  send(messages: string[]): Promise<void>;
  /** Whether it is connected to its broker right now. */
  connected(): boolean;
  close(): Promise<void>;
}

/** What a transport tells the bus. */
export interface TransportHooks {
  /** A message of any process of the deployment (this one's own too, on brokers that echo). */
  received(message: string): void;
  /** The connection came back after a loss: messages sent meanwhile may not have arrived. */
  reconnected(): void;
  log: FastifyBaseLogger;
}

/** What goes over the broker: events of one process, and wake-ups of work every process does. */
interface BusMessage {
  origin: string;
  events: DeliveredEvent[];
  signals?: string[];
}

export interface PushBus {
  kind: BusKind;
  /** Sends an event this process delivered (after the commit that made it) to the other processes. */
  publish(event: DeliveredEvent): void;
  /** Wakes the work of that name in every other process (see `onSignal`). */
  signal(name: string): void;
  /** Calls `listener` when another process signals `name`. */
  onSignal(name: string, listener: () => void): void;
  connected(): boolean;
  close(): Promise<void>;
}

export interface BusHandlers {
  /** Events of other processes, to deliver to this one's subscribers. */
  events(events: DeliveredEvent[]): void;
  /** The broker was lost and is back: events of other processes may have been missed meanwhile. */
  reconnected(): void;
  log: FastifyBaseLogger;
}

/**
 * The name of a deployment's channel on a shared broker: processes on one database are one deployment, so two
 * deployments (or two test runs) on one Redis or NATS never hear each other.
 */
export function deploymentChannel(prefix: string, separator: string, database: string): string {
  const url = URL.parse(database);
  const identity = url ? `${url.hostname}:${url.port || '5432'}${url.pathname}` : database;
  return `${prefix}${separator}${createHash('sha256').update(identity).digest('hex').slice(0, 16)}`;
}

/**
 * The bus over a transport: a process's events are sent after their commits, together, one send at a time — one
 * broker round for as many events as came in while the previous one was being sent — in messages of at most
 * `payloadLimit` bytes. A process's own messages are dropped on arrival (it delivered its events when it recorded them).
 */
export async function busOver(
  kind: BusKind,
  handlers: BusHandlers,
  payloadLimit: number,
  open: (hooks: TransportHooks) => Promise<Transport>,
): Promise<PushBus> {
  const origin = randomUUID();
  const signalListeners = new Map<string, Set<() => void>>();
  let events: DeliveredEvent[] = [];
  let signals = new Set<string>();
  let sending = false;
  // Events the broker did not take (it was away): sent again when it is back.
  let unsent: DeliveredEvent[] = [];
  // Set once open; nothing is sent before (a transport says `reconnected` only once it is open).
  let transport: Transport | undefined;

  // A message's JSON around the events' JSON texts (each event is written once, and measured as written).
  const message = (texts: string[], names: string[]) =>
    `{"origin":${JSON.stringify(origin)},"events":[${texts.join(',')}]${names.length > 0 ? `,"signals":${JSON.stringify(names)}` : ''}}`;
  const messages = (batch: DeliveredEvent[], names: string[]) => {
    const result: string[] = [];
    let texts: string[] = [];
    let size = 0;
    for (const event of batch) {
      const json = JSON.stringify(event);
      const length = Buffer.byteLength(json);
      if (texts.length > 0 && size + length > payloadLimit) {
        result.push(message(texts, []));
        texts = [];
        size = 0;
      }
      texts.push(json);
      size += length + 1;
    }
    if (texts.length > 0 || names.length > 0) result.push(message(texts, names));
    return result;
  };

  const soon = () => {
    if (!sending && transport) void flush();
  };
  const flush = async () => {
    sending = true;
    try {
      while (events.length > 0 || signals.size > 0) {
        const batch = events;
        const names = [...signals];
        events = [];
        signals = new Set();
        try {
          await transport!.send(messages(batch, names));
        } catch (error) {
          // Sent again when the broker is back (the newest ones, up to the replay limit); subscribers that miss more
          // are replayed the rest when they reconnect.
          unsent = [...unsent, ...batch].slice(-unsentLimit);
          handlers.log.error(
            { err: error, events: batch.length, bus: kind },
            'sending push events to other processes failed',
          );
        }
      }
    } finally {
      sending = false;
    }
  };

  transport = await open({
    log: handlers.log,
    reconnected() {
      if (unsent.length > 0) {
        events = [...unsent, ...events];
        unsent = [];
        soon();
      }
      handlers.reconnected();
    },
    received(text) {
      try {
        const parsed = JSON.parse(text) as BusMessage;
        if (parsed.origin === origin) return;
        if (parsed.events.length > 0) handlers.events(parsed.events);
        for (const name of parsed.signals ?? []) for (const listener of signalListeners.get(name) ?? []) listener();
      } catch (error) {
        handlers.log.warn({ err: error }, 'malformed push bus message');
      }
    },
  });
  soon();

  return {
    kind,
    publish(event) {
      events.push(event);
      soon();
    },
    signal(name) {
      signals.add(name);
      soon();
    },
    onSignal(name, listener) {
      const set = signalListeners.get(name) ?? new Set();
      set.add(listener);
      signalListeners.set(name, set);
    },
    connected: () => transport!.connected(),
    close: () => transport!.close(),
  };
}

/** One process alone (the embedded database): nothing to send, nobody to hear. */
export function localBus(): PushBus {
  return {
    kind: 'local',
    publish() {},
    signal() {},
    onSignal() {},
    connected: () => true,
    close: async () => {},
  };
}
