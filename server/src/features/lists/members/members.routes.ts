import { addMember, removeMember } from '@listok/contract/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../../lib/serve.js';
import { listsService } from '../basics/lists.service.js';
import * as repo from './members.repo.js';

/** The owner adds and removes members (the lists service's use cases); each answers the members now. */
export const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const lists = listsService(app);

  app.route({
    ...serve(addMember),
    handler: async (request) => {
      const { id, userId } = request.params;
      await lists.addMember(id, request.user, userId);
      return repo.membersOf(db, id);
    },
  });

  app.route({
    ...serve(removeMember),
    handler: async (request) => {
      const { id, userId } = request.params;
      await lists.removeMember(id, request.user, userId);
      return repo.membersOf(db, id);
    },
  });
};
