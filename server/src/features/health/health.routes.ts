import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const HealthAnswer = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['pglite', 'postgres']) });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether the server can reach its database',
        response: { 200: HealthAnswer, 503: HealthAnswer },
      },
    },
    async (_request, reply) => {
      const database = app.database.kind;
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const, database };
      } catch {
        return reply.code(503).send({ status: 'unavailable' as const, database });
      }
    },
  );
};
