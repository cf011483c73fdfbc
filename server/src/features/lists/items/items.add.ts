import {
  type AddItemBody,
  itemExistsParams,
  type Lang,
  type ListItem,
  type UserCreateItemBody,
} from '@listok/contract';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../../db/client.js';
import { AppError } from '../../../lib/errors.js';
import type { SessionUser } from '../../../plugins/sessions.js';
import { assertNotedPrice } from '../prices/prices.service.js';
import { zoneOf } from './items.answers.js';
import { changeItems, forReader, type Versioned } from './items.change.js';
import * as items from './items.repo.js';
import { productNamed } from './own-products.js';

// Adding a product to a list (`POST /api/list/{id}/add`, `…/item/user-create`): a use case of items.service.ts.

/** The amount, unit, note and price an add may ask for (contract: AddItemBody, UserCreateItemBody). */
export type StartingQuantity = {
  amount?: number | undefined;
  unit?: number | undefined;
  note?: string | undefined;
  price?: number | undefined;
};
/** Chooses the product an add puts on the list, inside the add's transaction. */
type PickProduct = (tx: Executor, member: SessionUser) => Promise<items.ProductRow>;

/** Refuses a unit that does not exist, before anything is created or changed. */
export async function assertUnitExists(tx: Executor, unitId: number) {
  if (!(await items.unitExists(tx, unitId))) {
    throw new AppError('VALIDATION_FAILED', { fields: { unit: 'validation.unit' } });
  }
}

/** Puts a product on the list once, with the amount and unit asked for; a second add answers 409 naming it. */
async function putProductOnList(
  tx: Executor,
  listId: number,
  product: items.ProductRow,
  member: SessionUser,
  lang: Lang,
  quantity: StartingQuantity,
) {
  const rowId = await items.insertItem(tx, {
    listId,
    productId: product.id,
    amount: quantity.amount ?? 1,
    unitId: quantity.unit ?? product.defaultUnitId ?? (await items.defaultUnitId(tx)),
    link: null,
    note: quantity.note ?? '',
    price: quantity.price ?? null,
    addedBy: member.id,
  });
  if (rowId === undefined) {
    const name = lang === 'ru' ? product.nameRu : product.nameEn;
    throw new AppError('ITEM_EXISTS', { params: itemExistsParams(lang, name) });
  }
  return rowId;
}

/**
 * Puts the product that `pick` chooses on the list (once), with the amount and unit asked for; the new item and the
 * version.
 */
async function addItem(
  app: FastifyInstance,
  listId: number,
  user: SessionUser | null,
  ac: string | undefined,
  lang: Lang,
  quantity: StartingQuantity,
  pick: PickProduct,
): Promise<Versioned<ListItem>> {
  // A price typed with the good is the members' money, checked before anything is written (features/lists/prices).
  if (quantity.price !== undefined) await assertNotedPrice(app, listId, user, ac, quantity.price);
  const {
    value: rowId,
    version,
    personal,
    hereStore,
  } = await changeItems(app, listId, user, ac, async (tx, member) => {
    if (quantity.unit !== undefined) await assertUnitExists(tx, quantity.unit);
    const product = await pick(tx, member);
    const rowId = await putProductOnList(tx, listId, product, member, lang, quantity);
    await app.webPush.recordChange(tx, { listId, actorId: member.id, kind: 'added', productId: product.id });
    return rowId;
  });
  const item = await items.itemOfList(app.db, rowId, lang, zoneOf(user));
  return { value: await forReader(app, listId, user, personal, item, hereStore), version };
}

/** Adds a product the member may pick (a common one or their own); 404 on the `item` field otherwise. */
export function addProduct(
  app: FastifyInstance,
  listId: number,
  user: SessionUser | null,
  lang: Lang,
  body: AddItemBody,
) {
  return addItem(app, listId, user, body.ac, lang, body, async (tx, member) => {
    const product = await items.findVisibleProduct(tx, body.item, member.id);
    if (!product) throw new AppError('NOT_FOUND', { fields: { item: 'validation.product' } });
    return product;
  });
}

/** Adds the member's product of this name, made in their vocabulary (within the daily quota) when there is none. */
export function addNewProduct(
  app: FastifyInstance,
  listId: number,
  user: SessionUser | null,
  lang: Lang,
  body: UserCreateItemBody,
) {
  return addItem(app, listId, user, undefined, lang, body, (tx, member) =>
    productNamed(tx, member, lang, body, app.config.quotas.ownProductsPerDay),
  );
}
