import { healthCheck } from '@listok/contract/api';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/serve.js';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...serve(healthCheck),
    handler: async (_request, reply) => {
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
  });
};
