import { isPresenceTopic, presenceEventName, presenceTopic } from '@listok/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/errors.js';
import type { DeliveredEvent } from '../../../plugins/push.js';
import type { SessionUser } from '../../../plugins/sessions.js';
import { loadListAccess } from '../lists/lists.access.js';
import type { ListAccess } from '../lists/lists.policy.js';
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
 */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const topicPattern = new RegExp(`^${app.config.publicUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/lists/(\\d{1,10})$`);
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
      const topics = [...new Set(Array.isArray(request.query.topic) ? request.query.topic : [request.query.topic])];
      if (topics.length === 0) throw new AppError('VALIDATION_FAILED', { fields: { topic: 'validation.required' } });
      const { user } = request;
      const { ac } = request.query;
      const freeSlot = slots?.take(request.ip);
      // Header events of the topics that come while access is checked: the check may have read the state before them.
      const heard = new Map<string, number>();
      const stopHearing = app.push.observe((event) => {
        if (event.data.type === 'header' && topics.includes(event.topic)) heard.set(event.topic, event.id);
      });
      const followed = new Map<string, { listId: number; ground: Ground }>();
      try {
        for (const topic of topics) {
          const id = topic.match(topicPattern)?.[1];
          const access = id ? await loadListAccess(app.db, Number(id), user, ac).catch(() => undefined) : undefined;
          const ground = groundOf(access);
          if (!ground) throw new AppError('FORBIDDEN');
          followed.set(topic, { listId: Number(id), ground });
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
      const heartbeat = setInterval(() => res.write(':\n\n'), app.config.pushHeartbeatMs);
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        stopHearing();
        unsubscribe?.();
        freeSlot?.();
        streams.delete(end);
        if (user) for (const listId of present) void presence.leave(listId, user.id);
        if (!res.writableEnded) res.end();
      };
      streams.add(end);
      request.raw.on('close', end);
      if (user) for (const listId of present) void presence.enter(listId, user.id);

      // Followed topics with a header event not checked yet (its id), checked one after another.
      const due = new Map<string, number>();
      let checking = false;
      const checkDue = async () => {
        if (checking) return;
        checking = true;
        while (due.size > 0 && !ended) {
          const [topic, eventId] = due.entries().next().value!;
          due.delete(topic);
          const { listId, ground } = followed.get(topic)!;
          if (!stillHolds(ground, await accessAfter(eventId, listId, user, ac))) end();
        }
        checking = false;
      };
      const recheck = (topic: string, eventId: number) => {
        due.set(topic, eventId);
        void checkDue();
      };

      const withPresence =
        request.query.presence === '1'
          ? [...topics, ...present.map((listId) => presenceTopic(app.config.publicUrl, listId))]
          : topics;
      unsubscribe = await app.push.subscribe(withPresence, lastEventId, (event) => {
        res.write(messageOf(event));
        if (event.data.type === 'header' && followed.has(event.topic)) recheck(event.topic, event.id);
      });
      stopHearing();
      for (const [topic, eventId] of heard) recheck(topic, eventId);
      // The client may have gone while access was checked (no close event comes any more), or the server is closing.
      if (request.raw.socket?.destroyed) end();
      if (res.writableEnded) unsubscribe();
    },
  );
};
