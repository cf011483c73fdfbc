import { z } from 'zod';
import { IdParam, idOf, RowId } from '../core/common.js';
import { limits } from '../core/limits.js';
import { webAddress } from '../core/links.js';
import { DueText, RepeatValue } from '../entry/due.js';
import { defaultItemSort, itemSorts } from '../lists/list-basics.js';
import { AccessCode } from '../lists/lists.js';
import { ItemStores } from '../lists/stores.js';
import { Price } from '../money/money.js';
import { visibleText } from '../text/visible-text.js';
import { EntryName, ItemNote } from './item-text.js';

// The items of a list: how a list's items are asked for, and the bodies that add, change, tick and reserve them (an
// item as answered: list-item.ts).

export const ItemSort = z.enum(itemSorts, { error: 'validation.sort' });
export type ItemSort = z.infer<typeof ItemSort>;

export const ItemsQuery = z.object({ sort: ItemSort.default(defaultItemSort), ac: AccessCode.optional() });
export type ItemsQuery = z.input<typeof ItemsQuery>;

export const Amount = z
  .number({ error: 'validation.amount' })
  .min(0, { error: 'validation.amountNegative' })
  .max(999_999_999, { error: 'validation.amount' })
  .refine((n) => Math.abs(Math.round(n * 1000) - n * 1000) < 1e-6, { error: 'validation.amountDecimals' });

/**
 * The amount, unit and note a new item starts with, all optional ("2 кг яблок", «молоко 3,2%» typed in the add box):
 * without an amount, 1; without a unit, the product's usual one; without a note, none. On a shopping list, the
 * `price` typed with it («молоко 89₽», issue 50) in minor units of the list's currency: its tick pays it.
 */
const StartingQuantity = {
  amount: Amount.optional(),
  unit: IdParam.optional(),
  note: ItemNote.optional(),
  price: Price.optional(),
};

/**
 * A product suggested for a list (beyond the spec): what its members buy `often` (and lately), or what is usually
 * bought `together` with what is on the list now. `id` is the product's id, ready for the add call.
 */
export const ListSuggestion = z.object({
  id: RowId,
  name: z.string(),
  name_ru: z.string(),
  name_en: z.string(),
  reason: z.enum(['often', 'together']),
});
export type ListSuggestion = z.infer<typeof ListSuggestion>;

/** The order of a list's departments (category ids, every category once); `arranged` by members, else learned. */
export const AddItemBody = z.object({ item: IdParam, ac: AccessCode.optional(), ...StartingQuantity });
export type AddItemBody = z.infer<typeof AddItemBody>;

// Spec §5: letters (Cyrillic and Latin, accented ones too: "pâté"), digits, whitespace and a few symbols.
const productNamePattern = /^[\p{Script=Cyrillic}\p{Script=Latin}\p{M}\w\s.,:;!?()"'«»%&+\-/№]+$/u;

/**
 * A product's name, on every route that sets one: a user's own product, the catalogue's names in both languages, an
 * edit of either. One rule, so that no route takes markup another refuses; no control or invisible characters either
 * (the pattern's `\s` and `\p{M}` would let U+2028, the BOM and variation selectors in).
 */
export const ProductName = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(limits.productNameMax, { error: 'validation.productNameLength' })
  .regex(productNamePattern, { error: 'validation.productNameChars' })
  .check(visibleText('validation.productNameChars'));

export const Details = z
  .string()
  .trim()
  .max(limits.detailsMax, { error: 'validation.detailsLength' })
  .check(visibleText('validation.hiddenChars'));

/** Optional link: a web address (`webAddress`) of up to 1024 characters without whitespace; empty means none. */
export const Link = z
  .string()
  .trim()
  .max(limits.linkMax, { error: 'validation.linkLength' })
  .regex(/^\S*$/, { error: 'validation.linkSpaces' })
  .check(visibleText('validation.hiddenChars'))
  .refine((link) => link === '' || webAddress(link) !== null, { error: 'validation.linkWeb' });

export const UserCreateItemBody = z.object({
  name: ProductName,
  details: Details.optional(),
  link: Link.optional(),
  ...StartingQuantity,
});
export type UserCreateItemBody = z.infer<typeof UserCreateItemBody>;

/**
 * What the editor saw of the fields an edit changes (docs/api.md, Edits made apart): the server's values when the edit
 * was made. A field whose value on the server is another now was changed by someone else meanwhile.
 */
export const ItemSeen = z.object({
  name: z.string().max(limits.entryNameMax, { error: 'validation.entryLength' }).optional(),
  amount: Amount.nullable().optional(),
  unit: IdParam.nullable().optional(),
  note: z.string().max(limits.noteMax, { error: 'validation.noteLength' }).optional(),
});
export type ItemSeen = z.infer<typeof ItemSeen>;

/** What an update carries beside the fields it changes: what it changes nothing by. */
const editContext = new Set(['seen', 'madeAt']);

/**
 * `PATCH /api/list/item/update/{itemRowId}`: what changes of the item; what is not given stays. `name` only for a
 * plain entry (a product's name is the product's). An edit made apart (offline) says what it saw (`seen`) and when it
 * was made (`madeAt`): where someone else changed the same field meanwhile, the later edit stays.
 */
export const UpdateItemBody = z
  .object({
    name: EntryName.optional(),
    /** On a to-do list: the member (user id) who does it, or `null` for nobody. */
    assignee: idOf('validation.assignee').nullable().optional(),
    /** On a to-do list: when it is due, in the caller's time zone, or `null` for no date (a repeat goes with it). */
    due: DueText.nullable().optional(),
    /** On a to-do list: how it repeats, or `null`; a repeat without a due starts today. */
    repeat: RepeatValue.nullable().optional(),
    /** `null` takes a plain entry's amount away (a product's item always has one). */
    amount: Amount.nullable().optional(),
    unit: IdParam.optional(),
    link: Link.nullable().optional(),
    note: ItemNote.optional(),
    /** On a shopping list: the ids of the list's shops that have it; `[]` for any shop. */
    stores: ItemStores.optional(),
    seen: ItemSeen.optional(),
    /** When the edit was made (ISO 8601); now when not given, and never later than now. */
    madeAt: z.iso.datetime({ offset: true, error: 'validation.madeAt' }).optional(),
  })
  .refine((b) => Object.entries(b).some(([key, v]) => v !== undefined && !editContext.has(key)), {
    error: 'validation.nothingToChange',
  });
export type UpdateItemBody = z.infer<typeof UpdateItemBody>;

/** The body is optional: a bare PATCH toggles too. */
export const MarkItemBody = z.preprocess(
  (body) => body ?? {},
  z.object({
    sort: ItemSort.optional(),
    ac: AccessCode.optional(),
    /** Beyond the spec (issue 50): what the line cost, with a tick of a shopping list's item (ignored on an untick). */
    price: Price.optional(),
  }),
);
export type MarkItemBody = z.infer<typeof MarkItemBody>;

export const ItemRowParams = z.object({ itemRowId: IdParam });

/** `POST`/`DELETE /api/list/{id}/reserve/{itemRowId}`: a code holder who is no member gives the code, as for an add. */
export const ReserveBody = z.preprocess((body) => body ?? {}, z.object({ ac: AccessCode.optional() }));
export type ReserveBody = z.infer<typeof ReserveBody>;
export const ListItemRowParams = z.object({ id: IdParam, itemRowId: IdParam });

/** The picture's query: the version an item's answer gave (any other answers 404), and the list's access code. */
export const ItemPictureQuery = z.object({
  v: z.string().max(64, { error: 'validation.invalid' }),
  ac: AccessCode.optional(),
});
