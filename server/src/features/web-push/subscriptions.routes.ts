import { pushKey, subscribePush, unsubscribePush } from '@listok/contract/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.js';
import { serve } from '../../lib/serve.js';
import { perUserLimit } from '../../plugins/rate-limit-store.js';
import { requireUser } from '../../plugins/sessions.js';
import { endpointProblem, subscriptionKeyProblems } from './push-endpoint.js';
import { deleteSubscription, saveSubscription } from './subscriptions.repo.js';

/** Web Push: the server's VAPID key, and the devices (browsers) a user gets notifications on. */
export const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.route({ ...serve(pushKey), handler: async () => ({ key: app.webPush.publicKey }) });

  app.route({
    ...serve(subscribePush),
    // Each new endpoint is looked up in DNS: a user cannot make the server do that without end.
    config: { rateLimit: perUserLimit(60, '1 hour') },
    handler: async (request, reply) => {
      const user = requireUser(request);
      const { body } = request;
      // Checked before anything is stored: the server will send to this address, so it must be a public push service.
      const fields: Record<string, string> = subscriptionKeyProblems(body.keys);
      const problem = await endpointProblem(body.endpoint, app.config.webPush.endpointAllow);
      if (problem) fields.endpoint = problem;
      if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', { fields });
      const saved = await saveSubscription(db, { userId: user.id, sessionId: request.sessionId }, body);
      return reply.status(saved.created ? 201 : 200).send({ id: saved.id });
    },
  });

  app.route({
    ...serve(unsubscribePush),
    handler: async (request, reply) => {
      const user = requireUser(request);
      await deleteSubscription(db, user.id, request.body.endpoint);
      return reply.code(204).send();
    },
  });
};
