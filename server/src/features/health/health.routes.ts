import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const HealthAnswer = z.object({
  /** ok; degraded: serving, but the push bus's broker is away (other processes' events wait for it); unavailable. */
  status: z.enum(['ok', 'degraded', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
  bus: z.object({ kind: z.enum(['local', 'postgres', 'redis', 'nats']), connected: z.boolean() }),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether the server can reach its database and its push bus',
        response: { 200: HealthAnswer, 503: HealthAnswer },
      },
    },
    async (_request, reply) => {
      const database = app.database.kind;
      const bus = { kind: app.push.bus.kind, connected: app.push.bus.connected() };
      try {
        await app.db.execute(sql`select 1`);
        // Without its broker a process still serves (its own events reach its own streams): 200, so a load balancer
        // keeps it, and the status says what is missing.
        return { status: bus.connected ? ('ok' as const) : ('degraded' as const), database, bus };
      } catch {
        return reply.code(503).send({ status: 'unavailable' as const, database, bus });
      }
    },
  );
};
