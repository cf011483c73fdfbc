import { isPresenceTopic, listTopic, myListsTopic, presenceEventName, presenceTopic } from '@listok/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/errors.js';
import type { DeliveredEvent } from '../../../plugins/push.js';
import type { SessionUser } from '../../../plugins/sessions.js';
import { loadListAccess } from '../lists/lists.access.js';
import { userListsTopic } from '../lists/lists.events.js';
import type { ListAccess } from '../lists/lists.policy.js';
import { listIdsOfUser } from '../lists/lists.repo.js';
import { MyListsFollow, myListsFollowLimit } from './my-lists.js';
import { Presence } from './presence.js';
import { StreamSlots } from './push.slots.js';

const maxTopics = 20;

const HubQuery = z.object({
  topic: z.union([z.string().max(2048), z.array(z.string().max(2048)).max(maxTopics)], {
    error: 'validation.required',
  }),
  ac: z.string().max(64).optional(),
  /** Beyond the contract: also the header events of members opening and closing the lists (presenceTopic). */
  presence: z.enum(['0', '1']).optional(),
  lastEventID: z.string().max(20).optional(),
});

/** The SSE message of an event, written once for all its subscribers; presence events are named (presenceEventName). */
const messages = new WeakMap<DeliveredEvent, string>();
function messageOf(event: DeliveredEvent): string {
  let message = messages.get(event);
  if (message === undefined) {
    const name = isPresenceTopic(event.topic) ? `event: ${presenceEventName}\n` : '';
    message = `${name}id: ${event.id}\ndata: ${JSON.stringify(event.data)}\n\n`;
    messages.set(event, message);
  }
  return message;
}

const parseEventId = (value: string | undefined) => {
  if (value === undefined || !/^\d{1,18}$/.test(value)) return undefined;
  return Number(value);
};

/**
 * What let a stream follow a list: membership (the stream ends when the membership does, even if it also carries the
 * code) or the list's code (it ends when the code changes: a new link revokes the old).
 */
type Ground = 'member' | 'code';

const groundOf = (access: ListAccess | undefined): Ground | undefined =>
  access?.isMember ? 'member' : access?.hasCode ? 'code' : undefined;

/** Whether the ground a stream was let in on still holds (a code stream may also go on as a member). */
const stillHolds = (ground: Ground, access: ListAccess | undefined) =>
  ground === 'member' ? access?.isMember === true : groundOf(access) !== undefined;

/**
 * The push hub of the contract: `GET /.well-known/mercure?topic=<list page URL>` streams Server-Sent Events to members
 * of the list, or to anyone with the list's code as `ac`. Everyone else gets 403 and no stream. Every header event of a
 * followed list (members and the code change only with one, on whichever process) checks the stream's access again.
 * Beyond the contract, `topic=<PUBLIC_URL>/lists` (My lists) streams a signed-in user the events of all their lists.
 */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const topicPattern = new RegExp(`^${app.config.publicUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/lists/(\\d{1,10})$`);
  const listIdOf = (topic: string) => {
    const id = topic.match(topicPattern)?.[1];
    return id === undefined ? undefined : Number(id);
  };
  const myLists = myListsTopic(app.config.publicUrl);
  const userTopicOf = (userId: number) => userListsTopic(app.config.publicUrl, userId);
  const streams = new Set<() => void>();
  // With RATE_LIMIT_ADDRESS=off the per-address limits are lifted, this one too.
  const slots = app.config.rateLimitAddress ? new StreamSlots(app.config.pushStreamsPerAddress) : undefined;
  // A member opening or closing the list anywhere changes who is shown as there: its header is published again.
  const presence = new Presence(
    app.db,
    app.config.pushHeartbeatMs,
    (listId) => app.push.publish(presenceTopic(app.config.publicUrl, listId), { type: 'header', listId }),
    (error) => app.log.error({ err: error }, 'list presence failed'),
  );

  // One check per header event, list, user and code, however many streams of this process heard the event.
  const checks = new Map<string, Promise<ListAccess | undefined>>();
  const accessAfter = (eventId: number, listId: number, user: SessionUser | null, ac: string | undefined) => {
    const key = `${eventId}:${listId}:${user?.id ?? ''}:${ac ?? ''}`;
    let check = checks.get(key);
    if (!check) {
      check = loadListAccess(app.db, listId, user, ac).catch(() => undefined);
      checks.set(key, check);
      void check.then(() => checks.delete(key));
    }
    return check;
  };

  app.addHook('preClose', async () => {
    for (const end of streams) end();
    await presence.close();
  });

  app.get(
    '/.well-known/mercure',
    {
      schema: {
        tags: ['realtime'],
        summary: 'Server-Sent Events of lists (topic = absolute URL of the list page; ac = access code)',
        querystring: HubQuery,
      },
    },
    async (request, reply) => {
      const asked = [...new Set(Array.isArray(request.query.topic) ? request.query.topic : [request.query.topic])];
      if (asked.length === 0) throw new AppError('VALIDATION_FAILED', { fields: { topic: 'validation.required' } });
      const topics = asked.filter((topic) => topic !== myLists);
      const { user } = request;
      const { ac } = request.query;
      const freeSlot = slots?.take(request.ip);
      // Header events of lists, and lists announced to the user, that come while access is checked: the check may
      // have read the state before them.
      const heard = new Map<string, number>();
      const announced: DeliveredEvent[] = [];
      const stopHearing = app.push.observe((event) => {
        if (event.data.type === 'header' && listIdOf(event.topic) !== undefined) heard.set(event.topic, event.id);
        if (user && event.topic === userTopicOf(user.id)) announced.push(event);
      });
      const followed = new Map<string, { listId: number; ground: Ground }>();
      let mine: MyListsFollow | undefined;
      try {
        for (const topic of topics) {
          const id = listIdOf(topic);
          const access = id ? await loadListAccess(app.db, id, user, ac).catch(() => undefined) : undefined;
          const ground = groundOf(access);
          if (!ground) throw new AppError('FORBIDDEN');
          followed.set(topic, { listId: id!, ground });
        }
        if (topics.length < asked.length) {
          if (!user) throw new AppError('FORBIDDEN');
          const listIds = await listIdsOfUser(app.db, user.id, myListsFollowLimit);
          mine = new MyListsFollow(app.config.publicUrl, user.id, listIds);
        }
      } catch (error) {
        stopHearing();
        freeSlot?.();
        throw error;
      }
      // Lists whose members see this user as there while the stream is open.
      const present = [...followed.values()].filter((f) => f.ground === 'member').map((f) => f.listId);
      const header = request.headers['last-event-id'];
      const lastEventId = parseEventId(typeof header === 'string' ? header : request.query.lastEventID);

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
        'X-Content-Type-Options': 'nosniff',
      });
      res.write('retry: 2000\n\n');

      let unsubscribe: (() => void) | undefined;
      // Lists My lists follows that were announced after the stream began: a subscription each.
      const later = new Map<string, () => void>();
      const heartbeat = setInterval(() => res.write(':\n\n'), app.config.pushHeartbeatMs);
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        stopHearing();
        unsubscribe?.();
        for (const stop of later.values()) stop();
        freeSlot?.();
        streams.delete(end);
        if (user) for (const listId of present) void presence.leave(listId, user.id);
        if (!res.writableEnded) res.end();
      };
      streams.add(end);
      request.raw.on('close', end);
      if (user) for (const listId of present) void presence.enter(listId, user.id);

      // Lists with a header event not checked yet (its id), checked one after another: a list followed by its topic
      // ends the stream when its ground is gone; a list My lists follows is dropped when the membership is.
      const due = new Map<number, number>();
      let checking = false;
      const checkDue = async () => {
        if (checking) return;
        checking = true;
        while (due.size > 0 && !ended) {
          const [listId, eventId] = due.entries().next().value!;
          due.delete(listId);
          const topic = listTopic(app.config.publicUrl, listId);
          const since = mine?.announced(listId) ?? 0;
          const access = await accessAfter(eventId, listId, user, ac);
          const explicit = followed.get(topic);
          if (explicit && !stillHolds(explicit.ground, access)) end();
          if (mine?.follows(listId) && !access?.isMember && mine.drop(listId, since)) {
            later.get(topic)?.();
            later.delete(topic);
          }
        }
        checking = false;
      };
      const recheck = (listId: number, eventId: number) => {
        due.set(listId, eventId);
        void checkDue();
      };

      const subscribed = new Set<string>();
      const deliver = (event: DeliveredEvent) => {
        const listId = listIdOf(event.topic);
        const explicit = followed.has(event.topic) || isPresenceTopic(event.topic);
        const verdict = mine?.take(event, listId);
        if (explicit || verdict?.send) res.write(messageOf(event));
        if (listId !== undefined && event.data.type === 'header' && (followed.has(event.topic) || verdict?.check))
          recheck(listId, event.id);
        if (verdict?.follow !== undefined) void followLater(verdict.follow);
      };
      const followLater = async (listId: number) => {
        const topic = listTopic(app.config.publicUrl, listId);
        if (subscribed.has(topic) || later.has(topic) || ended) return;
        const stop = await app.push.subscribe([topic], undefined, deliver);
        if (ended || later.has(topic)) stop();
        else later.set(topic, stop);
      };

      const withPresence =
        request.query.presence === '1'
          ? [...topics, ...present.map((listId) => presenceTopic(app.config.publicUrl, listId))]
          : topics;
      for (const topic of [...withPresence, ...(mine?.topics() ?? [])]) subscribed.add(topic);
      unsubscribe = await app.push.subscribe([...subscribed], lastEventId, deliver);
      stopHearing();
      for (const [topic, eventId] of heard) {
        const listId = listIdOf(topic)!;
        if (followed.has(topic) || mine?.follows(listId)) recheck(listId, eventId);
      }
      // A list announced before the subscription began, and not read with the user's lists either.
      for (const event of announced) if (!mine?.follows(event.data.listId)) deliver(event);
      // The client may have gone while access was checked (no close event comes any more), or the server is closing.
      if (request.raw.socket?.destroyed) end();
      if (res.writableEnded) {
        unsubscribe();
        for (const stop of later.values()) stop();
      }
    },
  );
};
