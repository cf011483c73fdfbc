import { catalogue, createProduct, makeProductCommon } from '@listok/contract/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../lib/admin.js';
import { AppError } from '../../lib/errors.js';
import { pageOf, setPaginationHeaders } from '../../lib/pagination.js';
import { categoryExists, productView } from '../../lib/products.js';
import { serve } from '../../lib/serve.js';
import * as repo from './products.repo.js';
import * as products from './products.service.js';

/** The product catalogue for admins: every product, creating products, making a private one common. */
export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.route({
    ...serve(catalogue),
    handler: async (request, reply) => {
      const admin = requireAdmin(request);
      const { page, ...filter } = request.query;
      const paging = pageOf(page, app.config.pageSize);
      const { rows, total } = await repo.catalogue(db, { ...filter, adminId: admin.id }, paging);
      setPaginationHeaders(reply, paging, total);
      return rows;
    },
  });

  app.route({
    ...serve(createProduct),
    handler: async (request, reply) => {
      const admin = requireAdmin(request);
      const { nameRu, nameEn, details, category } = request.body;
      if (!(await categoryExists(db, category))) {
        throw new AppError('VALIDATION_FAILED', { fields: { category: 'validation.category' } });
      }
      const id = await repo.insertProduct(db, { nameRu, nameEn, details, categoryId: category, ownerId: admin.id });
      return reply.code(201).send((await productView(db, id))!);
    },
  });

  app.route({
    ...serve(makeProductCommon),
    handler: async (request) => {
      requireAdmin(request);
      await products.makeCommon(db, request.params.id);
      return (await productView(db, request.params.id))!;
    },
  });
};
