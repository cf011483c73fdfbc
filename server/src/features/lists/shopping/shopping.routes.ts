import { arrangeShopOrder, listSuggestions, shopOrder } from '@listok/contract/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../../lib/serve.js';
import { loadListAccess } from '../basics/lists.access.js';
import { listPolicy } from '../basics/lists.policy.js';
import { shopOrderOf } from './shop-order.repo.js';
import * as shopOrders from './shop-order.service.js';
import { suggestionsService } from './suggestions.service.js';

/** Shopping together: the list's shop order (learned or arranged) and the products to suggest for it. */
export const shoppingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const suggestionsOf = suggestionsService(db);

  app.route({
    ...serve(shopOrder),
    handler: async (request) => {
      const access = await loadListAccess(db, request.params.id, request.user, request.query.ac);
      listPolicy.assertCanRead(access);
      return shopOrderOf(db, access.list.id);
    },
  });

  app.route({
    ...serve(arrangeShopOrder),
    handler: async (request) => shopOrders.arrangeShopOrder(app, request.params.id, request.user, request.body.order),
  });

  app.route({
    ...serve(listSuggestions),
    handler: async (request) => {
      const access = await loadListAccess(db, request.params.id, request.user, request.query.ac);
      const member = listPolicy.assertMember(access);
      // A closed list has nothing to add; a list of another kind than shopping has no goods to suggest.
      if (!access.list.active || access.list.kind !== 'shopping') return [];
      return suggestionsOf(access.list.id, member.id, request.lang, member.token?.lists ?? null);
    },
  });
};
