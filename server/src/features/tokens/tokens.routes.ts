import { apiTokenCreationsPerHour } from '@listok/contract';
import { apiTokens, createApiToken, revokeApiToken } from '@listok/contract/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors.js';
import { serve } from '../../lib/serve.js';
import { announceRevoked } from '../../plugins/api-tokens.js';
import { perUserLimit } from '../../plugins/rate-limit-store.js';
import { requireUser } from '../../plugins/sessions.js';
import { calendarDevicesRoutes } from './calendar-devices.routes.js';
import * as repo from './tokens.repo.js';
import * as tokens from './tokens.service.js';

/** Personal API tokens: a user's keys for programs (a shortcut, a home automation, a script). */
export const tokensRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.route({
    ...serve(apiTokens),
    handler: async (request) => repo.tokensOf(db, requireUser(request).id),
  });

  app.route({
    ...serve(createApiToken),
    // The token is in this answer only: a replay with the same Idempotency-Key must not hand it out again.
    config: { rateLimit: perUserLimit(apiTokenCreationsPerHour, '1 hour'), secretAnswer: true },
    handler: async (request, reply) => {
      const created = await tokens.createToken(db, requireUser(request), request.body);
      return reply.code(201).send({ ...repo.presentToken(created.row), token: created.token });
    },
  });

  app.route({
    ...serve(revokeApiToken),
    handler: async (request, reply) => {
      const user = requireUser(request);
      if (!(await repo.deleteToken(db, user.id, request.params.id))) throw notFound();
      await announceRevoked(app, [request.params.id]);
      return reply.code(204).send();
    },
  });

  await app.register(calendarDevicesRoutes);
};
