import { goingShopping, listNotifications, setListNotifications } from '@listok/contract/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/serve.js';
import * as notifications from './list-notifications.service.js';

/** A member's notifications of one list, and "I'm going shopping". */
export const listNotificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...serve(listNotifications),
    handler: async (request) => ({ mode: await notifications.notificationsOf(app, request.params.id, request.user) }),
  });

  app.route({
    ...serve(setListNotifications),
    handler: async (request) => {
      const { mode } = request.body;
      await notifications.setNotifications(app, request.params.id, request.user, mode);
      return { mode };
    },
  });

  app.route({
    ...serve(goingShopping),
    handler: async (request, reply) => {
      await notifications.goingShopping(app, request.params.id, request.user, request.body.store);
      return reply.code(204).send();
    },
  });
};
