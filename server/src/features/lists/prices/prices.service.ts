import { type Lang, type LastPrice, type ListItem, priceWithinMax } from '@listok/contract';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../../../lib/errors.js';
import type { SessionUser } from '../../../plugins/sessions.js';
import { loadListAccess } from '../basics/lists.access.js';
import { listPolicy } from '../basics/lists.policy.js';
import { zoneOf } from '../items/items.answers.js';
import { changeItems } from '../items/items.change.js';
import * as items from '../items/items.repo.js';
import * as repo from './prices.repo.js';

/**
 * Sets or clears what a ticked item cost (`PATCH /api/list/item/price/{itemRowId}`, and a tick's `price`): members of
 * an active shopping list; a price is the purchase's, so the item must be ticked. One change of the list (its items
 * version moves on, its readers hear of it). Answers the item and the list's new items version.
 */
export async function setItemPrice(
  app: FastifyInstance,
  itemRowId: number,
  user: SessionUser | null,
  lang: Lang,
  price: number | null,
): Promise<{ item: ListItem; version: number; listId: number }> {
  const { version, listId } = await changeItems(
    app,
    { itemRowId },
    user,
    undefined,
    async (tx, _member, _listId, kind) => {
      if (kind !== 'shopping') throw new AppError('NOT_A_SHOPPING_LIST');
      const tick = await repo.tickOf(tx, itemRowId);
      if (!tick) throw notFound();
      if (!tick.completed) throw new AppError('ITEM_NOT_BOUGHT');
      if (price !== null && !priceWithinMax(price, tick.currency)) {
        throw new AppError('VALIDATION_FAILED', { fields: { price: 'validation.price' } });
      }
      await repo.setTickPrice(tx, itemRowId, price);
    },
  );
  return { item: await items.itemOfList(app.db, itemRowId, lang, zoneOf(user)), version, listId };
}

/**
 * Refuses a tick's price above the bound of its list's currency before the tick is made (bad input changes nothing);
 * an item that is not there is left to the mark's own answer.
 */
export async function assertTickPriceFits(app: FastifyInstance, itemRowId: number, price: number): Promise<void> {
  const tick = await repo.tickOf(app.db, itemRowId);
  if (tick && !priceWithinMax(price, tick.currency)) {
    throw new AppError('VALIDATION_FAILED', { fields: { price: 'validation.price' } });
  }
}

/**
 * Refuses a price typed with a good that is added (`AddItemBody.price`, a pasted line's is dropped instead) unless the
 * caller keeps the list's money (a member of an active shopping list: never a code holder) and it is within the bound
 * of the list's currency; before the add writes anything.
 */
export async function assertNotedPrice(
  app: FastifyInstance,
  listId: number,
  user: SessionUser | null,
  ac: string | undefined,
  price: number,
): Promise<void> {
  const access = await loadListAccess(app.db, listId, user, ac);
  listPolicy.assertCan('keepMoney', access);
  if (!priceWithinMax(price, access.list.currency)) {
    throw new AppError('VALIDATION_FAILED', { fields: { price: 'validation.price' } });
  }
}

/**
 * The price given with a mark (`PATCH /api/list-item/mark` `price`), once the mark is made: kept when the mark ticked
 * a shopping list's item; an untick, or a list of another kind, ignores it (undefined).
 */
export async function priceTick(
  app: FastifyInstance,
  itemRowId: number,
  user: SessionUser | null,
  lang: Lang,
  price: number,
): Promise<{ listId: number; version: number } | undefined> {
  try {
    const { listId, version } = await setItemPrice(app, itemRowId, user, lang, price);
    return { listId, version };
  } catch (error) {
    if (error instanceof AppError && (error.code === 'ITEM_NOT_BOUGHT' || error.code === 'NOT_A_SHOPPING_LIST')) {
      return undefined;
    }
    throw error;
  }
}

/** A good's last price at each shop of its list (`GET /api/list/item/prices/{itemRowId}`): the members' to read. */
export async function itemPrices(
  app: FastifyInstance,
  itemRowId: number,
  user: SessionUser | null,
): Promise<LastPrice[]> {
  const access = await loadListAccess(app.db, { itemRowId }, user, undefined);
  const member = listPolicy.assertCan('readMoney', access);
  const { prices, unit } = await repo.lastPricesByStore(app.db, itemRowId);
  return prices.map((last) => repo.toLastPrice(last, unit, zoneOf(member)));
}
