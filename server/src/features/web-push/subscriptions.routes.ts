import { PushKeyAnswer, PushSubscriptionAnswer, PushSubscriptionBody, PushUnsubscribeBody } from '@listok/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.js';
import { perUserLimit } from '../../plugins/rate-limit-store.js';
import { requireUser } from '../../plugins/sessions.js';
import { endpointProblem, subscriptionKeyProblems } from './push-endpoint.js';
import { deleteSubscription, saveSubscription } from './subscriptions.repo.js';

const tags = ['notifications'];

/** Web Push: the server's VAPID key, and the devices (browsers) a user gets notifications on. */
export const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/api/push/key',
    {
      schema: {
        tags,
        summary:
          'The VAPID public key (base64url, an uncompressed P-256 point): the applicationServerKey to subscribe with',
        response: { 200: PushKeyAnswer },
      },
    },
    async () => ({ key: app.webPush.publicKey }),
  );

  app.post(
    '/api/push/subscriptions',
    {
      schema: {
        tags,
        summary:
          'Get notifications on this device: the browser’s PushSubscription.toJSON(); 201 new, 200 an endpoint already known (updated)',
        body: PushSubscriptionBody,
        response: { 200: PushSubscriptionAnswer, 201: PushSubscriptionAnswer },
      },
      // Each new endpoint is looked up in DNS: a user cannot make the server do that without end.
      config: { rateLimit: perUserLimit(60, '1 hour') },
    },
    async (request, reply) => {
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
  );

  app.delete(
    '/api/push/subscriptions',
    {
      schema: {
        tags,
        summary: 'No more notifications on this device (204 also when the endpoint was not subscribed)',
        body: PushUnsubscribeBody,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await deleteSubscription(db, user.id, request.body.endpoint);
      return reply.code(204).send();
    },
  );
};
