import { CatalogueQuery, CreateProductBody, Product, ProductParams } from '@listok/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../lib/admin.js';
import { AppError, notFound } from '../../lib/errors.js';
import { pageOf, setPaginationHeaders } from '../../lib/pagination.js';
import { categoryExists, productView } from '../../lib/products.js';
import * as repo from './products.repo.js';

const tags = ['catalogue (admin)'];

/** The product catalogue for admins: every product, creating products, making a private one common. */
export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/api/item/list',
    {
      schema: {
        tags,
        summary: 'Every product, filtered by contains-matches on the names, details and category (admin, paged)',
        querystring: CatalogueQuery,
        response: { 200: z.array(Product) },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      const { page, ...filter } = request.query;
      const paging = pageOf(page, app.config.pageSize);
      const { rows, total } = await repo.catalogue(db, filter, paging);
      setPaginationHeaders(reply, paging, total);
      return rows;
    },
  );

  app.post(
    '/api/item/create',
    {
      schema: {
        tags,
        summary: 'Create a product owned by the admin, not common until marked (admin)',
        body: CreateProductBody,
        response: { 201: Product },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const { nameRu, nameEn, details, category } = request.body;
      if (!(await categoryExists(db, category))) {
        throw new AppError('VALIDATION_FAILED', { fields: { category: 'validation.category' } });
      }
      const id = await repo.insertProduct(db, { nameRu, nameEn, details, categoryId: category, ownerId: admin.id });
      return reply.code(201).send((await productView(db, id))!);
    },
  );

  app.patch(
    '/api/item/:id/common',
    {
      schema: {
        tags,
        summary: 'Make a product common: every user finds it in the autocomplete (admin)',
        params: ProductParams,
        response: { 200: Product },
      },
    },
    async (request) => {
      requireAdmin(request);
      if (!(await db.transaction((tx) => repo.makeCommon(tx, request.params.id)))) throw notFound();
      return (await productView(db, request.params.id))!;
    },
  );
};
