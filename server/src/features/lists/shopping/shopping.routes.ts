import { arrangeShopOrder as arrangeShopOrderRoute, listSuggestions, shopOrder } from '@listok/contract/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../../lib/serve.js';
import { loadListAccess } from '../basics/lists.access.js';
import { publishListChange } from '../basics/lists.events.js';
import { listPolicy } from '../basics/lists.policy.js';
import { arrangeShopOrder, shopOrderOf } from './shop-order.repo.js';
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
    ...serve(arrangeShopOrderRoute),
    handler: async (request) => {
      const listId = await db.transaction(async (tx) => {
        const access = await loadListAccess(tx, request.params.id, request.user, undefined, 'no key update');
        listPolicy.assertMember(access);
        await arrangeShopOrder(tx, access.list.id, request.body.order);
        return access.list.id;
      });
      await publishListChange(app, listId, 'header');
      return shopOrderOf(db, listId);
    },
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
