import { itemPicture } from '@listok/contract/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../lib/errors.js';
import { sendPicture } from '../../../lib/picture-reply.js';
import { serve } from '../../../lib/serve.js';
import { loadListAccess } from '../basics/lists.access.js';
import { listPolicy } from '../basics/lists.policy.js';
import { pictureOf } from './link-pages.repo.js';

/** The thumbnails of items, read from their links' pages (link-pages.reader.ts). */
export const pictureRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...serve(itemPicture),
    handler: async (request, reply) => {
      const { id, itemRowId } = request.params;
      const access = await loadListAccess(app.db, id, request.user, request.query.ac);
      listPolicy.assertCanRead(access);
      const picture = await pictureOf(app.db, id, itemRowId, request.query.v);
      if (!picture) throw notFound();
      return sendPicture(reply, picture);
    },
  });
};
