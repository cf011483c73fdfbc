import { apiTokenCreationsPerHour, apiTokensMax } from '@listok/contract';
import { apiTokens, createApiToken, revokeApiToken } from '@listok/contract/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../../lib/errors.js';
import { serve } from '../../lib/serve.js';
import { announceRevoked } from '../../plugins/api-tokens.js';
import { perUserLimit } from '../../plugins/rate-limit-store.js';
import { requireUser } from '../../plugins/sessions.js';
import * as repo from './tokens.repo.js';

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
      const user = requireUser(request);
      const { name, scope, lists } = request.body;
      const created = await db.transaction(async (tx) => {
        if ((await repo.tokenCount(tx, user.id)) >= apiTokensMax) {
          throw new AppError('TOKEN_QUOTA', { params: { limit: apiTokensMax } });
        }
        const unique = lists && [...new Set(lists)];
        if (unique && (await repo.listsOutOfReach(tx, user.id, unique)).length > 0) {
          throw new AppError('VALIDATION_FAILED', { fields: { lists: 'validation.tokenLists' } });
        }
        return repo.createToken(tx, user.id, { name, scope, lists: unique });
      });
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
};
