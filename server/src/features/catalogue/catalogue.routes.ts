import { AutocompleteQuery, Category, Suggestion, Unit } from '@listok/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { familySourceOf } from '../../lib/family-purchases.js';
import { searchProducts } from '../../lib/product-search.js';
import { requireUser } from '../../plugins/sessions.js';
import * as repo from './catalogue.repo.js';

const tags = ['catalogue'];

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  // The units only change with the seed, so the search reads them once (an amount typed with the name is read off).
  let unitList: Promise<Unit[]> | undefined;
  const units = () => {
    unitList ??= repo.allUnits(db).catch((error: unknown) => {
      unitList = undefined;
      throw error;
    });
    return unitList;
  };

  app.get('/api/units', { schema: { tags, summary: 'Units of measure', response: { 200: z.array(Unit) } } }, async () =>
    repo.allUnits(db),
  );

  app.get(
    '/api/categories',
    { schema: { tags, summary: 'Categories of goods', response: { 200: z.array(Category) } } },
    async () => repo.allCategories(db),
  );

  app.get(
    '/api/item/autocomplete',
    {
      schema: {
        tags,
        summary:
          "Up to 10 products matching the name in the current language (common and the user's own), any word form or " +
          'synonym, also when typed in the other keyboard layout; an amount and unit in the text are left out of the ' +
          'search. The named good first, then what the family and everyone buy most',
        querystring: AutocompleteQuery,
        response: { 200: z.array(Suggestion) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { name } = request.query;
      // A token limited to lists orders by their purchases alone: the order must not tell what the others bought.
      const family = familySourceOf(app.familyPurchases, user.token?.lists);
      const { products } = await app.work.search.run(user, async () =>
        searchProducts(db, name, request.lang, user.id, await units(), family),
      );
      return products.map(({ id, name, details }) => ({ id, name, details }));
    },
  );
};
