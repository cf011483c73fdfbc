import { changeEmail, confirmEmail, sendEmailConfirmation } from '@listok/contract/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/serve.js';
import { perUserLimit } from '../../plugins/rate-limit-store.js';
import { requireUser } from '../../plugins/sessions.js';
import * as emails from './email-change.service.js';

/** Changing the account's email and confirming an address by its mailed link (email-change.service.ts). */
export const emailChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...serve(changeEmail),
    // Each call sends two mails: limited like recovery's.
    config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
    handler: async (request) => {
      const email = await emails.startEmailChange(app, requireUser(request), request.body);
      return { message: request.t('success.emailChangeStarted', { email }) };
    },
  });

  app.route({
    ...serve(sendEmailConfirmation),
    // Each call sends a mail to the same address.
    config: { rateLimit: perUserLimit(5, '1 hour') },
    handler: async (request) => {
      const email = await emails.sendConfirmation(app, requireUser(request));
      return { message: request.t('success.confirmationSent', { email }) };
    },
  });

  app.route({
    ...serve(confirmEmail),
    handler: async (request) => {
      const confirmed = await emails.confirmEmail(app, request.body.token);
      const message = request.t(confirmed.changed ? 'success.emailChanged' : 'success.emailConfirmed');
      return { message, email: confirmed.email };
    },
  });
};
