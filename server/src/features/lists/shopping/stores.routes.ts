import { hereChangesPerMinute } from '@listok/contract';
import { createStore, deleteStore, listStores, setHere, updateStore } from '@listok/contract/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../../lib/serve.js';
import { perUserLimit } from '../../../plugins/rate-limit-store.js';
import { loadListAccess } from '../basics/lists.access.js';
import { listPolicy } from '../basics/lists.policy.js';
import * as stores from './stores.repo.js';
import { storesService } from './stores.service.js';

/**
 * The shops of a shopping list (docs/api.md, "Shops"): members read them; the changes are the stores service's.
 * "I'm at …" is limited per user, and its header events per list (here-events.ts).
 */
export const storesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const shops = storesService(app);
  app.addHook('onClose', async () => shops.stop());

  app.route({
    ...serve(listStores),
    handler: async (request) => {
      const access = await loadListAccess(db, request.params.id, request.user, undefined);
      listPolicy.assertCan('readShops', access);
      return access.list.kind === 'shopping' ? stores.storesOf(db, access.list.id) : [];
    },
  });

  app.route({
    ...serve(createStore),
    handler: async (request, reply) => {
      const store = await shops.createStore(request.params.id, request.user, request.body.name);
      return reply.code(201).send(store);
    },
  });

  app.route({
    ...serve(updateStore),
    handler: async (request) => {
      const { id, storeId } = request.params;
      return shops.updateStore(id, storeId, request.user, request.body);
    },
  });

  app.route({
    ...serve(deleteStore),
    handler: async (request, reply) => {
      const { id, storeId } = request.params;
      await shops.deleteStore(id, storeId, request.user);
      return reply.code(204).send();
    },
  });

  app.route({
    ...serve(setHere),
    config: { rateLimit: perUserLimit(hereChangesPerMinute, '1 minute') },
    handler: async (request, reply) => {
      await shops.setHere(request.params.id, request.user, request.body.store);
      return reply.code(204).send();
    },
  });
};
