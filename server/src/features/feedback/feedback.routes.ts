import { sendFeedback } from '@listok/contract/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/serve.js';
import * as feedback from './feedback.service.js';

export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...serve(sendFeedback),
    config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
    handler: async (request, reply) => {
      await feedback.sendFeedback(app, request.user, request.body, request.lang);
      return reply.code(201).send({ message: request.t('success.feedbackSent') });
    },
  });
};
