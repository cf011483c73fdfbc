import { z } from 'zod';
import { IdParam, idOf, RowId } from '../core/common.js';
import { visibleText, withoutEmojiGlue } from '../text/visible-text.js';

// Several shops per shopping list (docs/api.md, "Shops"): each with its own department order, goods tied to the shops
// that have them, and the shop a member is in right now.

/** The most shops a list has. */
export const storesPerListMax = 20;
/** The longest name of a shop. */
export const storeNameMax = 64;

// Letters, digits, spaces and punctuation, as a list's name; no control or invisible characters (`visibleText`).
const storeNamePattern = /^[\p{L}\p{M}\p{N}\p{P}\p{S}\p{Zs}]+$/u;

export const StoreName = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.storeNameLength' })
  .max(storeNameMax, { error: 'validation.storeNameLength' })
  .refine((name) => storeNamePattern.test(withoutEmojiGlue(name)), { error: 'validation.storeNameChars' })
  .check(visibleText('validation.storeNameChars'));

/** The order of a list's (or a shop's) departments, learned from ticks or arranged by its members. */
export const ShopOrder = z.object({ order: z.array(RowId), arranged: z.boolean() });
export type ShopOrder = z.infer<typeof ShopOrder>;

/** An arrangement of departments: distinct category ids, at most 100. */
const DepartmentOrder = z
  .array(idOf('validation.shopOrder'), { error: 'validation.shopOrder' })
  .max(100, { error: 'validation.shopOrder' })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'validation.shopOrder' });

/** A new arrangement of the list's departments, or `null` to go back to the learned order. */
export const ArrangeShopOrderBody = z.object({ order: DepartmentOrder.nullable() });
export type ArrangeShopOrderBody = z.infer<typeof ArrangeShopOrderBody>;

/** A shop of a list: its department order (arranged by hand for it, else learned from the ticks made there). */
export const Store = z.object({
  id: RowId,
  name: z.string(),
  order: z.array(RowId),
  arranged: z.boolean(),
});
export type Store = z.infer<typeof Store>;

/** A shop as a list's member or an item names it. */
export const StoreRef = z.object({ id: RowId, name: z.string() });
export type StoreRef = z.infer<typeof StoreRef>;

export const CreateStoreBody = z.object({ name: StoreName });
export type CreateStoreBody = z.infer<typeof CreateStoreBody>;

/** A new name, a new order of the shop's departments (`null`: back to the learned one), or both. */
export const UpdateStoreBody = z
  .object({ name: StoreName.optional(), order: DepartmentOrder.nullable().optional() })
  .refine((body) => body.name !== undefined || body.order !== undefined, { error: 'validation.nothingToChange' });
export type UpdateStoreBody = z.infer<typeof UpdateStoreBody>;

/** The shops an item is had at: distinct ids of the list's shops; `[]` for any shop. */
export const ItemStores = z
  .array(idOf('validation.stores'), { error: 'validation.stores' })
  .max(storesPerListMax, { error: 'validation.stores' })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'validation.stores' });

/** `POST /api/list/{id}/shopping`: optionally, the shop of the list the member is going to. */
export const GoingShoppingBody = z.preprocess(
  (body) => body ?? {},
  z.object({ store: idOf('validation.stores').optional() }),
);
export type GoingShoppingBody = z.infer<typeof GoingShoppingBody>;

/**
 * How often a user may say which shop they are in (`PUT /api/list/{id}/here`), over all their lists: a person walks
 * into a few shops a trip, and each change is news on every member's screen.
 */
export const hereChangesPerMinute = 30;

/** `PUT /api/list/{id}/here`: the shop the member is in now, or `null` for none. */
export const HereBody = z.object({ store: idOf('validation.stores').nullable() });
export type HereBody = z.infer<typeof HereBody>;

export const ListStoreParams = z.object({ id: IdParam, storeId: IdParam });
