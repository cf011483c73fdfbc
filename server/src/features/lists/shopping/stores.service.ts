import type { Store } from '@listok/contract';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../../db/client.js';
import { AppError } from '../../../lib/errors.js';
import type { SessionUser } from '../../../plugins/sessions.js';
import { loadListAccess } from '../basics/lists.access.js';
import { publishListChange } from '../basics/lists.events.js';
import { listPolicy } from '../basics/lists.policy.js';
import { touchList } from '../basics/lists.repo.js';
import { CoalescedEvents, hereEventWindowMs } from './here-events.js';
import * as stores from './stores.repo.js';

/** A shop's new name and department order (those given; `order: null` forgets the arrangement). */
type StoreChanges = Parameters<typeof stores.updateStore>[3];

/**
 * The changes of a shopping list's shops (docs/api.md, "Shops"): members add, rename, arrange and delete them, and say
 * which one they are in. A change of the shops is a header event (the
 * list's screens read them again); deleting a shop its items were tied to is an items change too. The header events of
 * "I'm at …" are limited per list (here-events.ts): `stop` forgets what waits when the app closes.
 */
export function storesService(app: FastifyInstance) {
  const { db } = app;
  const hereEvents = new CoalescedEvents(hereEventWindowMs, (listId: number) =>
    publishListChange(app, listId, 'header'),
  );

  /** The list locked for a change of its shops, by a member who may change its items, and its kind checked. */
  async function changing(tx: Executor, listId: number, user: SessionUser | null) {
    const access = await loadListAccess(tx, listId, user, undefined, 'no key update');
    const member = listPolicy.assertCan('changeItems', access);
    if (access.list.kind !== 'shopping') throw new AppError('NOT_A_SHOPPING_LIST');
    return { listId: access.list.id, member };
  }

  return {
    /** A new shop of the list. */
    async createStore(listId: number, user: SessionUser | null, name: string): Promise<Store> {
      const store = await db.transaction(async (tx) => {
        const { listId: id } = await changing(tx, listId, user);
        return stores.createStore(tx, id, name);
      });
      await publishListChange(app, listId, 'header');
      return store;
    },

    /** Renames and arranges a shop; the shop now. */
    async updateStore(listId: number, storeId: number, user: SessionUser | null, changes: StoreChanges) {
      await db.transaction(async (tx) => {
        const { listId: id } = await changing(tx, listId, user);
        await stores.updateStore(tx, id, storeId, changes);
      });
      await publishListChange(app, listId, 'header');
      return stores.storeOf(db, listId, storeId);
    },

    /** Deletes a shop, and the items' ties to it (a new items version when there were any). */
    async deleteStore(listId: number, storeId: number, user: SessionUser | null): Promise<void> {
      const itemsVersion = await db.transaction(async (tx) => {
        const { listId: id } = await changing(tx, listId, user);
        const hadItems = await stores.deleteStore(tx, id, storeId);
        return hadItems ? touchList(tx, id) : undefined;
      });
      await publishListChange(app, listId, 'header');
      if (itemsVersion !== undefined) await publishListChange(app, listId, 'items', { itemsVersion });
    },

    /** The member is in one of the list's shops now, or in none (`null`). */
    async setHere(listId: number, user: SessionUser | null, store: number | null): Promise<void> {
      await db.transaction(async (tx) => {
        const { listId: id, member } = await changing(tx, listId, user);
        if (store !== null && !(await stores.storeNamed(tx, id, store))) {
          throw new AppError('VALIDATION_FAILED', { fields: { store: 'validation.stores' } });
        }
        await stores.setHere(tx, id, member.id, store);
      });
      await hereEvents.tell(listId);
    },

    /** Forgets the "I'm at …" events that wait: the app closes, and its push hub with it. */
    stop: () => hereEvents.stop(),
  };
}
