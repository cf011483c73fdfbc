import { deleteOwnProduct, editProduct, ownProducts } from '@listok/contract/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../../lib/errors.js';
import { pageOf, setPaginationHeaders } from '../../lib/pagination.js';
import { categoryExists, productView } from '../../lib/products.js';
import { serve } from '../../lib/serve.js';
import { requireUser } from '../../plugins/sessions.js';
import { assertCanDeleteProduct, assertCanEditProduct } from './vocabulary.policy.js';
import * as repo from './vocabulary.repo.js';

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
      const { nameRu, nameEn, name, details, category } = request.body;
      await db.transaction(async (tx) => {
        const product = await repo.findProduct(tx, request.params.id);
        if (!product) throw notFound();
        assertCanEditProduct(user, product);
        if (category != null && !(await categoryExists(tx, category))) {
          throw new AppError('VALIDATION_FAILED', { fields: { category: 'validation.category' } });
        }
        await repo.updateProduct(tx, product.id, {
          ...(nameRu !== undefined ? { nameRu } : {}),
          ...(nameEn !== undefined ? { nameEn } : {}),
          ...(name !== undefined ? (request.lang === 'ru' ? { nameRu: name } : { nameEn: name }) : {}),
          ...(details !== undefined ? { details } : {}),
          ...(category !== undefined ? { categoryId: category } : {}),
        });
      });
      return (await productView(db, request.params.id))!;
    },
  });

  app.route({
    ...serve(deleteOwnProduct),
    handler: async (request, reply) => {
      const user = requireUser(request);
      await db.transaction(async (tx) => {
        const product = await repo.findProduct(tx, request.params.id);
        if (!product) throw notFound();
        assertCanDeleteProduct(user, product);
        await repo.deleteOwnProduct(tx, product.id, user.id);
      });
      return reply.code(204).send();
    },
  });
};
