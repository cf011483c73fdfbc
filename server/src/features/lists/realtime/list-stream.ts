import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  isPresenceTopic,
  isWishesTopic,
  listTopic,
  presenceEventName,
  presenceTopic,
  wishesTopic,
} from '@listok/contract';
import { tokenTopic } from '../../../plugins/api-tokens.js';
import type { DeliveredEvent, PushHub } from '../../../plugins/push.js';
import type { SessionUser } from '../../../plugins/sessions.js';
import type { ListAccess } from '../basics/lists.policy.js';
import { chunkOf, type EventStream, type EventStreams } from './event-stream.js';
import type { MyListsFollow } from './my-lists.js';
import type { Presence } from './presence.js';

/**
 * What let a stream follow a list: membership (the stream ends when the membership does, even if it also carries the
 * code) or the list's code (it ends when the code changes: a new link revokes the old).
 */
export type Ground = 'member' | 'code';

export const groundOf = (access: ListAccess | undefined): Ground | undefined =>
  access?.isMember ? 'member' : access?.hasCode ? 'code' : undefined;

/** A list a stream follows by its topic: why it may, and whether it also hears the list's reservations. */
export interface Followed {
  listId: number;
  ground: Ground;
  /** A wish list's reader who may reserve (`seesReservations`): the wishes topic is theirs to hear. */
  wishes: boolean;
}

/** Whether the ground a stream was let in on still holds (a code stream may also go on as a member). */
const stillHolds = (ground: Ground, access: ListAccess | undefined) =>
  ground === 'member' ? access?.isMember === true : groundOf(access) !== undefined;

/** The SSE message of an event, made once for all its subscribers; presence events are named (presenceEventName). */
const messages = new WeakMap<DeliveredEvent, Buffer>();
function messageOf(event: DeliveredEvent): Buffer {
  let message = messages.get(event);
  if (message === undefined) {
    const name = isPresenceTopic(event.topic) ? `event: ${presenceEventName}\n` : '';
    message = chunkOf(`${name}id: ${event.id}\ndata: ${JSON.stringify(event.data)}\n\n`);
    messages.set(event, message);
  }
  return message;
}

/** What every stream of one server shares. */
export interface ListStreamHost {
  readonly publicUrl: string;
  readonly push: PushHub;
  readonly presence: Presence;
  readonly streams: EventStreams;
  /** The list of a list topic, else undefined. */
  listIdOf(topic: string): number | undefined;
  /** The list of an event's topic (read once per event, for all its streams), else undefined. */
  listOf(event: DeliveredEvent): number | undefined;
  /** The access of a user (or code) to a list after a header event (one check per event for all streams). */
  accessAfter(
    eventId: number,
    listId: number,
    user: SessionUser | null,
    ac: string | undefined,
  ): Promise<ListAccess | undefined>;
  /** Whether an API token is still there (not revoked). */
  tokenAlive(tokenId: number): Promise<boolean>;
}

/** How the stream began: what was heard while access was checked, and where its replay starts. */
export interface StreamStart {
  topics: readonly string[];
  /** With the presence events of the lists the user is a member of. */
  withPresence: boolean;
  lastEventId: number | undefined;
  /** Header events of lists (topic → event id) heard while access was checked: the check may have read the state before. */
  heard: ReadonlyMap<string, number>;
  /** Lists announced to the user meanwhile. */
  announced: readonly DeliveredEvent[];
  /**
   * Asked for (`versions=1`): each list topic's items version as the stream began to hear it, kept up to date until
   * `stopHearing`; the stream begins with it (`firstEvents`).
   */
  itemsVersions?: ReadonlyMap<string, number> | undefined;
  /** Stops hearing those (called once the subscription began). */
  stopHearing: () => void;
}

/**
 * One open push stream after its access was checked: held by thousands of clients for hours, so it is one object with
 * its state in fields (no closures over a request's scope) and its stream written straight to the connection
 * (`EventStreams`). Every header event of a followed list checks the stream's access again: a list followed by its
 * topic ends the stream when its ground is gone; a list My lists follows is dropped when the membership is. A stream
 * opened with an API token also listens to the token's topic, and ends when the token is revoked (on any process).
 */
export class ListStream {
  private stream: EventStream | undefined;
  private unsubscribe: (() => void) | undefined;
  /** Lists My lists follows that were announced after the stream began: a subscription each. */
  private later: Map<string, () => void> | undefined;
  /** The topics My lists subscribed to; other streams keep no such set. */
  private subscribed: Set<string> | undefined;
  /** Lists with a header event not checked yet (its id), checked one after another. */
  private due: Map<number, number> | undefined;
  private checking = false;
  private ended = false;

  constructor(
    private readonly host: ListStreamHost,
    private readonly user: SessionUser | null,
    private readonly ac: string | undefined,
    private readonly followed: ReadonlyMap<string, Followed>,
    private readonly mine: MyListsFollow | undefined,
    private readonly freeSlot: (() => void) | undefined,
  ) {}

  /** Lists whose members see this user as there while the stream is open. */
  private get present(): number[] {
    return [...this.followed.values()].filter((f) => f.ground === 'member').map((f) => f.listId);
  }

  /** Answers the request with the stream and subscribes it (after the replay from `lastEventId`). */
  async start(req: IncomingMessage, res: ServerResponse, start: StreamStart) {
    const { host, user } = this;
    this.stream = host.streams.open(req, res, this.onEnd);
    if (!this.stream) {
      // The client went while access was checked.
      start.stopHearing();
      this.freeSlot?.();
      return;
    }
    if (user) for (const listId of this.present) void host.presence.enter(listId, user.id);
    const presenceTopics = start.withPresence
      ? this.present.map((listId) => presenceTopic(host.publicUrl, listId))
      : [];
    const token = user?.token;
    const revocation = token ? [tokenTopic(host.publicUrl, token.id)] : [];
    const wishesTopics = [...this.followed.values()]
      .filter((f) => f.wishes)
      .map((f) => wishesTopic(host.publicUrl, f.listId));
    const topics = [...start.topics, ...presenceTopics, ...wishesTopics, ...(this.mine?.topics() ?? []), ...revocation];
    if (this.mine) this.subscribed = new Set(topics);
    try {
      this.unsubscribe = await host.push.subscribe(topics, start.lastEventId, this.deliver);
    } catch (error) {
      // The replay could not be read: the client comes back after its retry delay.
      this.stream.end();
      throw error;
    } finally {
      start.stopHearing();
    }
    for (const [topic, eventId] of start.heard) {
      const listId = host.listIdOf(topic);
      if (listId !== undefined && (this.followed.has(topic) || this.mine?.follows(listId)))
        this.recheck(listId, eventId);
    }
    // A list announced before the subscription began, and not read with the user's lists either.
    for (const event of start.announced) {
      if (event.data.type !== 'revoked' && !this.mine?.follows(event.data.listId)) this.deliver(event);
    }
    // A token revoked before its topic was listened to (after the request found it).
    if (token && !(await host.tokenAlive(token.id).catch(() => false))) this.stream.end();
    // Only now the client learns the stream is open: what it reads after that, the stream's events follow; what
    // changed before, the first events say.
    this.stream.begin(start.itemsVersions && this.firstEvents(start.itemsVersions));
    // The client may have gone while the subscription began (no close event comes any more), or the server is closing.
    if (req.socket?.destroyed) this.stream.end();
    if (this.ended) this.stopAll();
  }

  /**
   * The stream's first events (no id, so a reconnection's `Last-Event-ID` stays the last real event's): an items event
   * of each list topic with its items version as the stream began to hear it, so a client holding that version reads
   * nothing on open. A reader of a wish list's reservations gets it without a version: a reservation raises none, so
   * one made before the stream began is not told by it, and the client reads as before.
   */
  private firstEvents(versions: ReadonlyMap<string, number>): Buffer | undefined {
    let text = '';
    for (const [topic, { listId, wishes }] of this.followed) {
      const itemsVersion = wishes ? undefined : versions.get(topic);
      text += `data: ${JSON.stringify({ type: 'items', listId, itemsVersion })}\n\n`;
    }
    // An empty chunk would end the answer: My lists alone begins with nothing.
    return text === '' ? undefined : chunkOf(text);
  }

  private readonly onEnd = () => {
    this.ended = true;
    this.stopAll();
    this.freeSlot?.();
    const { user } = this;
    if (user) for (const listId of this.present) void this.host.presence.leave(listId, user.id);
  };

  private stopAll() {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    for (const stop of this.later?.values() ?? []) stop();
    this.later = undefined;
  }

  private readonly deliver = (event: DeliveredEvent) => {
    // Only the stream's own token's topic carries a revocation.
    if (event.data.type === 'revoked') {
      this.stream?.end();
      return;
    }
    const listId = this.host.listOf(event);
    const explicit = this.followed.has(event.topic) || isPresenceTopic(event.topic) || isWishesTopic(event.topic);
    const verdict = this.mine?.take(event, listId);
    if (explicit || verdict?.send) this.stream?.write(messageOf(event));
    if (listId !== undefined && event.data.type === 'header' && (this.followed.has(event.topic) || verdict?.check))
      this.recheck(listId, event.id);
    if (verdict?.follow !== undefined) void this.followLater(verdict.follow);
  };

  private recheck(listId: number, eventId: number) {
    this.due ??= new Map();
    this.due.set(listId, eventId);
    void this.checkDue();
  }

  private async checkDue() {
    const { due, host, mine } = this;
    if (this.checking || !due) return;
    this.checking = true;
    while (due.size > 0 && !this.ended) {
      const [listId, eventId] = due.entries().next().value!;
      due.delete(listId);
      const topic = listTopic(host.publicUrl, listId);
      const since = mine?.announced(listId) ?? 0;
      const access = await host.accessAfter(eventId, listId, this.user, this.ac);
      const explicit = this.followed.get(topic);
      if (explicit && !stillHolds(explicit.ground, access)) this.stream?.end();
      if (mine?.follows(listId) && !access?.isMember && mine.drop(listId, since)) {
        this.later?.get(topic)?.();
        this.later?.delete(topic);
      }
    }
    this.checking = false;
  }

  private async followLater(listId: number) {
    const topic = listTopic(this.host.publicUrl, listId);
    if (this.subscribed?.has(topic) || this.later?.has(topic) || this.ended) return;
    const stop = await this.host.push.subscribe([topic], undefined, this.deliver);
    this.later ??= new Map();
    if (this.ended || this.later.has(topic)) stop();
    else this.later.set(topic, stop);
  }
}
