import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { loadListAccess } from './lists.access.js';

const maxTopics = 20;

const HubQuery = z.object({
  topic: z.union([z.string().max(2048), z.array(z.string().max(2048)).max(maxTopics)], {
    error: 'validation.required',
  }),
  ac: z.string().max(64).optional(),
  lastEventID: z.string().max(20).optional(),
});

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

  app.addHook('preClose', async () => {
    for (const end of streams) end();
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
      for (const topic of topics) {
        const id = topic.match(topicPattern)?.[1];
        if (!id) throw new AppError('FORBIDDEN');
        const access = await loadListAccess(app.db, Number(id), request.user, request.query.ac).catch(() => undefined);
        if (!access || !(access.isMember || access.hasCode)) throw new AppError('FORBIDDEN');
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
      const end = () => {
        clearInterval(heartbeat);
        unsubscribe?.();
        streams.delete(end);
        if (!res.writableEnded) res.end();
      };
      streams.add(end);
      request.raw.on('close', end);
      unsubscribe = await app.push.subscribe(topics, lastEventId, (event) => {
        res.write(`id: ${event.id}\ndata: ${JSON.stringify(event.data)}\n\n`);
      });
      if (res.writableEnded) unsubscribe();
    },
  );
};
