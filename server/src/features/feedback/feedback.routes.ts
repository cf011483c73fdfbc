import { sendFeedback } from '@listok/contract/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { feedback } from '../../db/schema.js';
import { serve } from '../../lib/serve.js';
import { feedbackMail } from './feedback.mail.js';

export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...serve(sendFeedback),
    config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
    handler: async (request, reply) => {
      const { email, message } = request.body;
      const user = request.user;
      await app.db.transaction(async (tx) => {
        await tx.insert(feedback).values({ userId: user?.id ?? null, email, message, lang: request.lang });
        if (app.config.feedbackTo) {
          const mail = feedbackMail(
            app.config.feedbackTo,
            { email, username: user?.username ?? null, lang: request.lang },
            message,
          );
          await app.mailer.queue(mail, tx);
        }
      });
      void app.mailer.deliverDue();
      return reply.code(201).send({ message: request.t('success.feedbackSent') });
    },
  });
};
