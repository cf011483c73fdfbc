import { copyList } from '@listok/contract/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../../lib/serve.js';
import { requireUser } from '../../../plugins/sessions.js';
import { newListCounts, toListSummary } from '../basics/lists.present.js';
import * as copies from './copy.service.js';

/** Copying a list: the same goods on a new list of the caller's, for the next shopping. */
export const copyListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...serve(copyList),
    handler: async (request, reply) => {
      const user = requireUser(request);
      const { list, itemCount } = await copies.copyList(app, request.params.id, user, request.body, request.lang);
      return reply.code(201).send(toListSummary(list, true, user, { ...newListCounts, itemCount }));
    },
  });
};
