import { AutocompleteQuery, Category, Suggestion, Unit } from '@listok/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/sessions.js';
import * as repo from './catalogue.repo.js';

const tags = ['catalogue'];

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

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
        summary: "Up to 10 products matching the name in the current language (common and the user's own)",
        querystring: AutocompleteQuery,
        response: { 200: z.array(Suggestion) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return repo.autocomplete(db, request.query.name, request.lang, user.id);
    },
  );
};
