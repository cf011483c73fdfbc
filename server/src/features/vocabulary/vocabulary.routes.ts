import { EditProductBody, Product, ProductParams, VocabularyEntry, VocabularyQuery } from '@listok/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../lib/errors.js';
import { pageOf, setPaginationHeaders } from '../../lib/pagination.js';
import { categoryExists, productView } from '../../lib/products.js';
import { requireUser } from '../../plugins/sessions.js';
import { assertCanDeleteProduct, assertCanEditProduct } from './vocabulary.policy.js';
import * as repo from './vocabulary.repo.js';

const tags = ['vocabulary'];

export const vocabularyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/api/item/user-list',
    {
      schema: {
        tags,
        summary: "The user's own products, filtered by the name in the current language (paged)",
        querystring: VocabularyQuery,
        response: { 200: z.array(VocabularyEntry) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const page = pageOf(request.query.page, app.config.pageSize);
      const { rows, total } = await repo.ownProducts(db, user.id, request.query.name, request.lang, page);
      setPaginationHeaders(reply, page, total);
      return rows;
    },
  );

  app.post(
    '/api/item/:id/edit',
    {
      schema: {
        tags,
        summary: 'Edit a product (its owner or an admin); `name` is the name in the current language',
        params: ProductParams,
        body: EditProductBody,
        response: { 200: Product },
      },
    },
    async (request) => {
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
  );

  app.delete(
    '/api/item/:id',
    {
      schema: {
        tags,
        summary:
          "Delete one's own private product: it leaves the vocabulary and the autocomplete; rows on lists keep it",
        params: ProductParams,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await db.transaction(async (tx) => {
        const product = await repo.findProduct(tx, request.params.id);
        if (!product) throw notFound();
        assertCanDeleteProduct(user, product);
        await repo.deleteOwnProduct(tx, product.id, user.id);
      });
      return reply.code(204).send();
    },
  );
};
