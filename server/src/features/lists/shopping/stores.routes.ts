import { hereChangesPerMinute } from '@listok/contract';
import { createStore, deleteStore, listStores, setHere, updateStore } from '@listok/contract/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Executor } from '../../../db/client.js';
import { AppError } from '../../../lib/errors.js';
import { serve } from '../../../lib/serve.js';
import { perUserLimit } from '../../../plugins/rate-limit-store.js';
import { loadListAccess } from '../basics/lists.access.js';
import { publishListChange } from '../basics/lists.events.js';
import { listPolicy } from '../basics/lists.policy.js';
import { touchList } from '../basics/lists.repo.js';
import { CoalescedEvents, hereEventWindowMs } from './here-events.js';
import * as stores from './stores.repo.js';

/**
 * The shops of a shopping list (docs/api.md, "Shops"): members add, rename, arrange and delete them, and say which one
 * they are in. A change of the shops is a header event (the list's screens read them again); deleting a shop its items
 * were tied to is an items change too. "I'm at …" is limited per user, and its header events per list (here-events.ts).
 */
export const storesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const hereEvents = new CoalescedEvents(hereEventWindowMs, (listId: number) =>
    publishListChange(app, listId, 'header'),
  );
  app.addHook('onClose', async () => hereEvents.stop());

  /** The list locked for a change of its shops, by a member who may change its items, and its kind checked. */
  async function changing(tx: Executor, listId: number, user: Parameters<typeof loadListAccess>[2]) {
    const access = await loadListAccess(tx, listId, user, undefined, 'no key update');
    const member = listPolicy.assertCan('changeItems', access);
    if (access.list.kind !== 'shopping') throw new AppError('NOT_A_SHOPPING_LIST');
    return { listId: access.list.id, member };
  }

  app.route({
    ...serve(listStores),
    handler: async (request) => {
      const access = await loadListAccess(db, request.params.id, request.user, undefined);
      listPolicy.assertMember(access);
      return access.list.kind === 'shopping' ? stores.storesOf(db, access.list.id) : [];
    },
  });

  app.route({
    ...serve(createStore),
    handler: async (request, reply) => {
      const store = await db.transaction(async (tx) => {
        const { listId } = await changing(tx, request.params.id, request.user);
        return stores.createStore(tx, listId, request.body.name);
      });
      await publishListChange(app, request.params.id, 'header');
      return reply.code(201).send(store);
    },
  });

  app.route({
    ...serve(updateStore),
    handler: async (request) => {
      const { id, storeId } = request.params;
      await db.transaction(async (tx) => {
        const { listId } = await changing(tx, id, request.user);
        await stores.updateStore(tx, listId, storeId, request.body);
      });
      await publishListChange(app, id, 'header');
      return stores.storeOf(db, id, storeId);
    },
  });

  app.route({
    ...serve(deleteStore),
    handler: async (request, reply) => {
      const { id, storeId } = request.params;
      const itemsVersion = await db.transaction(async (tx) => {
        const { listId } = await changing(tx, id, request.user);
        const hadItems = await stores.deleteStore(tx, listId, storeId);
        return hadItems ? touchList(tx, listId) : undefined;
      });
      await publishListChange(app, id, 'header');
      if (itemsVersion !== undefined) await publishListChange(app, id, 'items', { itemsVersion });
      return reply.code(204).send();
    },
  });

  app.route({
    ...serve(setHere),
    config: { rateLimit: perUserLimit(hereChangesPerMinute, '1 minute') },
    handler: async (request, reply) => {
      const { store } = request.body;
      await db.transaction(async (tx) => {
        const { listId, member } = await changing(tx, request.params.id, request.user);
        if (store !== null && !(await stores.storeNamed(tx, listId, store))) {
          throw new AppError('VALIDATION_FAILED', { fields: { store: 'validation.stores' } });
        }
        await stores.setHere(tx, listId, member.id, store);
      });
      await hereEvents.tell(request.params.id);
      return reply.code(204).send();
    },
  });
};
