import type { Unit } from '@listok/contract';
import { autocomplete, catalogueNames, categories, units } from '@listok/contract/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJson } from '../../lib/encoding/content-encoding.js';
import { familySourceOf } from '../../lib/family-purchases.js';
import { searchProducts } from '../../lib/product-search.js';
import { serve } from '../../lib/serve.js';
import { requireUser } from '../../plugins/sessions.js';
import * as repo from './catalogue.repo.js';

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  // The units only change with the seed, so the search reads them once (an amount typed with the name is read off).
  let unitList: Promise<Unit[]> | undefined;
  const seededUnits = () => {
    unitList ??= repo.allUnits(db).catch((error: unknown) => {
      unitList = undefined;
      throw error;
    });
    return unitList;
  };

  app.route({ ...serve(units), handler: async () => repo.allUnits(db) });

  app.route({ ...serve(categories), handler: async () => repo.allCategories(db) });

  app.route({
    ...serve(autocomplete),
    handler: async (request) => {
      const user = requireUser(request);
      const { name } = request.query;
      // A token limited to lists orders by their purchases alone: the order must not tell what the others bought.
      const family = familySourceOf(app.familyPurchases, user.token?.lists);
      const { products } = await app.work.search.run(user, async () =>
        searchProducts(db, name, request.lang, user.id, await seededUnits(), family),
      );
      return products.map(({ id, name, details }) => ({ id, name, details }));
    },
  });

  app.route({
    ...serve(catalogueNames),
    handler: async (request, reply) => {
      requireUser(request);
      // The catalogue changes when an admin makes a product common: a day's old copy in the browser's cache will do.
      reply.header('Cache-Control', 'private, max-age=86400');
      reply.header('Vary', 'Cookie, Accept-Language');
      return sendJson(request, reply, await repo.commonProductNames(db, request.lang));
    },
  });
};
