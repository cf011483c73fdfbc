import { AccessQuery, ArrangeShopOrderBody, ListIdParams, ListSuggestion, ShopOrder } from '@listok/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadListAccess } from '../basics/lists.access.js';
import { publishListChange } from '../basics/lists.events.js';
import { listPolicy } from '../basics/lists.policy.js';
import { arrangeShopOrder, shopOrderOf } from './shop-order.repo.js';
import { suggestionsService } from './suggestions.service.js';

// Under the items' tag in the API document, where these routes have always been.
const tags = ['items'];

/** Shopping together: the list's shop order (learned or arranged) and the products to suggest for it. */
export const shoppingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const suggestionsOf = suggestionsService(db);

  app.get(
    '/api/list/:id/shop-order',
    {
      schema: {
        tags,
        summary: 'The order of the list’s departments: as its members arranged it, or learned from their ticks',
        params: ListIdParams,
        querystring: AccessQuery,
        response: { 200: ShopOrder },
      },
    },
    async (request) => {
      const access = await loadListAccess(db, request.params.id, request.user, request.query.ac);
      listPolicy.assertCanRead(access);
      return shopOrderOf(db, access.list.id);
    },
  );

  app.put(
    '/api/list/:id/shop-order',
    {
      schema: {
        tags,
        summary: 'Arrange the list’s departments (members); `order: null` goes back to the learned order',
        params: ListIdParams,
        body: ArrangeShopOrderBody,
        response: { 200: ShopOrder },
      },
    },
    async (request) => {
      const listId = await db.transaction(async (tx) => {
        const access = await loadListAccess(tx, request.params.id, request.user, undefined, 'no key update');
        listPolicy.assertMember(access);
        await arrangeShopOrder(tx, access.list.id, request.body.order);
        return access.list.id;
      });
      await publishListChange(app, listId, 'header');
      return shopOrderOf(db, listId);
    },
  );

  app.get(
    '/api/list/:id/suggestions',
    {
      schema: {
        tags,
        summary:
          'Products to suggest for a list (members): often bought by its members, and usually bought together with its items',
        params: ListIdParams,
        querystring: AccessQuery,
        response: { 200: z.array(ListSuggestion) },
      },
    },
    async (request) => {
      const access = await loadListAccess(db, request.params.id, request.user, request.query.ac);
      const member = listPolicy.assertMember(access);
      if (!access.list.active) return [];
      return suggestionsOf(access.list.id, member.id, request.lang, member.token?.lists ?? null);
    },
  );
};
