import { isPresenceTopic, presenceEventName, presenceTopic } from '@listok/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import type { DeliveredEvent } from '../../plugins/push.js';
import { loadListAccess } from './lists.access.js';
import { Presence } from './presence.js';

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
 * The push hub of the contract: `GET /.well-known/mercure?topic=<list page URL>` streams Server-Sent Events to members
 * of the list, or to anyone with the list's code as `ac`. Everyone else gets 403 and no stream.
 */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const topicPattern = new RegExp(`^${app.config.publicUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/lists/(\\d{1,10})$`);
  const streams = new Set<() => void>();
  // A member opening or closing the list anywhere changes who is shown as there: its header is published again.
  const presence = new Presence(
    app.db,
    app.config.pushHeartbeatMs,
    (listId) => app.push.publish(presenceTopic(app.config.publicUrl, listId), { type: 'header', listId }),
    (error) => app.log.error({ err: error }, 'list presence failed'),
  );

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
      // Lists this stream may follow only through the code: it ends when the code changes (a new link revokes the old).
      const byCode = new Map<string, number>();
      // Lists whose members see this user as there while the stream is open.
      const present: number[] = [];
      const mayFollow = async (topic: string, listId: number) => {
        const access = await loadListAccess(app.db, listId, request.user, request.query.ac).catch(() => undefined);
        if (access && !access.isMember && access.hasCode) byCode.set(topic, listId);
        return access !== undefined && (access.isMember || access.hasCode);
      };
      for (const topic of topics) {
        const id = topic.match(topicPattern)?.[1];
        if (!id || !(await mayFollow(topic, Number(id)))) throw new AppError('FORBIDDEN');
        if (request.user && !byCode.has(topic)) present.push(Number(id));
      }
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
      const user = request.user;
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        unsubscribe?.();
        streams.delete(end);
        if (user) for (const listId of present) void presence.leave(listId, user.id);
        if (!res.writableEnded) res.end();
      };
      streams.add(end);
      request.raw.on('close', end);
      if (user) for (const listId of present) void presence.enter(listId, user.id);
      const withPresence =
        request.query.presence === '1'
          ? [...topics, ...present.map((listId) => presenceTopic(app.config.publicUrl, listId))]
          : topics;
      unsubscribe = await app.push.subscribe(withPresence, lastEventId, (event) => {
        res.write(messageOf(event));
        const listId = byCode.get(event.topic);
        if (listId !== undefined && event.data.type === 'header') {
          byCode.delete(event.topic);
          void mayFollow(event.topic, listId).then((allowed) => allowed || end(), end);
        }
      });
      if (res.writableEnded) unsubscribe();
    },
  );
};
