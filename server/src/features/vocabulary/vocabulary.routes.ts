import { deleteOwnProduct, editProduct, ownProducts } from '@listok/contract/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOf, setPaginationHeaders } from '../../lib/pagination.js';
import { productView } from '../../lib/products.js';
import { serve } from '../../lib/serve.js';
import { requireUser } from '../../plugins/sessions.js';
import * as repo from './vocabulary.repo.js';
import * as vocabulary from './vocabulary.service.js';

export const vocabularyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.route({
    ...serve(ownProducts),
    handler: async (request, reply) => {
      const user = requireUser(request);
      const page = pageOf(request.query.page, app.config.pageSize);
      const { rows, total } = await repo.ownProducts(db, user.id, request.query.name, request.lang, page);
      setPaginationHeaders(reply, page, total);
      return rows;
    },
  });

  app.route({
    ...serve(editProduct),
    handler: async (request) => {
      const user = requireUser(request);
      await vocabulary.editProduct(db, user, request.params.id, request.body, request.lang);
      return (await productView(db, request.params.id))!;
    },
  });

  app.route({
    ...serve(deleteOwnProduct),
    handler: async (request, reply) => {
      await vocabulary.deleteOwnProduct(db, requireUser(request), request.params.id);
      return reply.code(204).send();
    },
  });
};
