import { z } from 'zod';
import { Count, RowId } from '../core/common.js';
import { RepeatValue } from '../entry/due.js';
import { LastPrice } from '../money/money.js';

// An item of a list as the API answers it: what every item has, and what only the items of one kind of list have,
// told apart by `kind` (the list's kind, beyond the spec), so code narrows on it instead of testing a field.

/** The fields whose edits made apart are weighed against each other (docs/api.md, Edits made apart). */
export const weighedFields = ['name', 'amount', 'note'] as const;
export type WeighedField = (typeof weighedFields)[number];

/**
 * A value an edit made apart replaced, or an edit that came too late to (its field changed later by someone else):
 * which field, its text («2 л», the note), who had set it (username; null when gone) and when (`YYYY-MM-DD HH:mm:ss`
 * in the user's time zone). Told on the item until its next edit.
 */
export const ReplacedEdit = z.object({
  field: z.enum(weighedFields),
  was: z.string(),
  by: z.string().nullable(),
  at: z.string(),
});
export type ReplacedEdit = z.infer<typeof ReplacedEdit>;

const itemShape = {
  /** The row of this good on this list. */
  id: RowId,
  /** The product (catalogue or vocabulary) id; null for a plain entry (a list of a kind other than shopping). */
  itemId: RowId.nullable(),
  num: Count,
  /** Name in the request's language. */
  name: z.string(),
  name_ru: z.string(),
  name_en: z.string(),
  details: z.string(),
  /** The unit; null for a plain entry (its unit names are then `""`). */
  unit: RowId.nullable(),
  unit_ru: z.string(),
  unit_en: z.string(),
  /** Null for a plain entry whose line gave no amount. */
  amount: z.number().nullable(),
  link: z.string().nullable(),
  /** Beyond the spec: the item's own note («3,2%», "size 4"); `""` when none. */
  note: z.string(),
  completed: z.boolean(),
  /** `YYYY-MM-DD HH:mm:ss` in the user's time zone. */
  added_at: z.string(),
  /** Who ticked the item (username; null when not completed, or the user is gone). Absent from older clients' data. */
  completed_by: z.string().nullable().optional(),
  /** When it was ticked, `YYYY-MM-DD HH:mm:ss` in the user's time zone; null when not completed. */
  completed_at: z.string().nullable().optional(),
  /** The product's department (category id; null when it has none). Beyond the spec: for the shop order view. */
  category: RowId.nullable().optional(),
  /**
   * Beyond the spec: the version of the thumbnail read from the page of the item's link (`GET
   * /api/list/{id}/picture/{itemRowId}?v=…`); absent when the page had no picture, or has not been read yet.
   */
  picture: z.string().optional(),
  /**
   * Beyond the spec (issue 51): a good's picture, the name of its icon (`goodsIcons`, read off its names or its
   * department: `iconOfGood`); absent for a plain entry.
   */
  icon: z.string().optional(),
  /** Beyond the spec (issue 51): what the last edit made apart replaced, or kept out; absent when none. */
  replaced: ReplacedEdit.optional(),
};

/** A recipe whose amounts an item holds (`ShoppingItem.recipes`), with the servings the list got of it. */
export const ItemRecipe = z.object({
  id: RowId,
  name: z.string(),
  /** The servings put on the list (twice for two dinners: 4 + 4 = 8); null when the recipe names none. */
  servings: z.number().int().nullable(),
});
export type ItemRecipe = z.infer<typeof ItemRecipe>;

/** An item of a shopping list: a good, or a plain entry kept from the list's earlier kind. */
export const ShoppingItem = z.object({
  ...itemShape,
  kind: z.literal('shopping'),
  /** The ids of the list's shops that have it; `[]` for any shop. */
  stores: z.array(RowId),
  /**
   * The recipes whose amounts it holds (`POST /api/list/{id}/recipe`); `[]` when none. Absent from data kept from
   * before items carried it.
   */
  recipes: z.array(ItemRecipe).optional(),
  /**
   * What its line cost, in the list's currency's minor units (`PATCH /api/list-item/mark` with a price, or
   * `PATCH /api/list/item/price/{itemRowId}`); on an open item, the price typed when it was added («молоко 89₽»),
   * which its tick pays. Null when not given; an untick clears it. Absent from data kept from before.
   */
  price: z.number().int().nullable().optional(),
  /** What the family last paid for the good on this list, or null (a plain entry, never priced). */
  lastPrice: LastPrice.nullable().optional(),
});
export type ShoppingItem = z.infer<typeof ShoppingItem>;

/** The member a to-do is given to. */
export const ItemAssignee = z.object({ id: RowId, username: z.string() });
export type ItemAssignee = z.infer<typeof ItemAssignee>;

/** An item of a to-do list: who does it and when, each null when not set. */
export const TodoItem = z.object({
  ...itemShape,
  kind: z.literal('todo'),
  /** The member who does it, or null (who does what). */
  assignee: ItemAssignee.nullable(),
  /** `"YYYY-MM-DD"`, `"YYYY-MM-DD HH:mm"` in the reader's time zone, or null. */
  due: z.string().nullable(),
  /** How it repeats, or null. */
  repeat: RepeatValue.nullable(),
});
export type TodoItem = z.infer<typeof TodoItem>;

/** An item of a packing list: nothing beyond what every item has. */
export const PackingItem = z.object({ ...itemShape, kind: z.literal('packing') });
export type PackingItem = z.infer<typeof PackingItem>;

/**
 * An item of a wish list. For everyone who may reserve (signed in, not the owner) it says whether it is reserved and
 * whether by the caller; the owner (and a visitor) never gets these fields: the surprise stays one.
 */
export const WishItem = z.object({
  ...itemShape,
  kind: z.literal('wishlist'),
  reserved: z.boolean().optional(),
  reserved_by_me: z.boolean().optional(),
});
export type WishItem = z.infer<typeof WishItem>;

export const ListItem = z.discriminatedUnion('kind', [ShoppingItem, TodoItem, PackingItem, WishItem]);
export type ListItem = z.infer<typeof ListItem>;
