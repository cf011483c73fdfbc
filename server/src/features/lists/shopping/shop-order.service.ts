import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../../../plugins/sessions.js';
import { loadListAccess } from '../basics/lists.access.js';
import { publishListChange } from '../basics/lists.events.js';
import { listPolicy } from '../basics/lists.policy.js';
import * as shopOrders from './shop-order.repo.js';

/**
 * A member arranges the list's departments (`null`: back to the order learned from ticks); the list's screens read it
 * again. The order now.
 */
export async function arrangeShopOrder(
  app: FastifyInstance,
  listId: number,
  user: SessionUser | null,
  order: number[] | null,
): Promise<{ order: number[]; arranged: boolean }> {
  const arranged = await app.db.transaction(async (tx) => {
    const access = await loadListAccess(tx, listId, user, undefined, 'no key update');
    listPolicy.assertMember(access);
    await shopOrders.arrangeShopOrder(tx, access.list.id, order);
    return access.list.id;
  });
  await publishListChange(app, arranged, 'header');
  return shopOrders.shopOrderOf(app.db, arranged);
}
