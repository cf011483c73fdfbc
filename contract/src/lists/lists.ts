import { z } from 'zod';
import { Count, IdParam, PageQuery, RowId } from '../core/common.js';
import { limits } from '../core/limits.js';
import { Currency, Estimate } from '../money/money.js';
import { visibleText, withoutEmojiGlue } from '../text/visible-text.js';
import { defaultListSort, listKinds, listSorts } from './list-basics.js';
import { ListCan } from './list-can.js';
import { StoreRef } from './stores.js';

export { EntryName, ItemNote } from '../items/item-text.js';
export {
  defaultItemSort,
  defaultListKind,
  defaultListSort,
  isPresenceTopic,
  isWishesTopic,
  itemSorts,
  itemsVersionHeader,
  listKinds,
  listSorts,
  listTopic,
  listTopicPrefix,
  myListsTopic,
  presenceEventName,
  presenceTopic,
  wishesTopic,
} from './list-basics.js';

// Spec §5: letters, digits, whitespace, punctuation (symbols such as emoji too, 🏳️‍🌈 whole); no control or invisible
// characters (`visibleText`).
const listNamePattern = /^[\p{L}\p{M}\p{N}\p{P}\p{S}\p{Zs}]+$/u;

export const ListName = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(limits.listNameMax, { error: 'validation.listNameLength' })
  .refine((name) => listNamePattern.test(withoutEmojiGlue(name)), { error: 'validation.listNameChars' })
  .check(visibleText('validation.listNameChars'));

export const ListKind = z.enum(listKinds, { error: 'validation.listKind' });
export type ListKind = z.infer<typeof ListKind>;

/** `POST /api/lists`: the name, and the kind (shopping when not given). */
export const CreateListBody = z.object({ name: ListName, kind: ListKind.optional() });
export type CreateListBody = z.infer<typeof CreateListBody>;

/** `PATCH /api/list/{id}`: a new name (the rule of a new list's name), a new kind, a new currency (its owner). */
export const UpdateListBody = z
  .object({ name: ListName.optional(), kind: ListKind.optional(), currency: Currency.optional() })
  .refine((b) => b.name !== undefined || b.kind !== undefined || b.currency !== undefined, {
    error: 'validation.nothingToChange',
  });
export type UpdateListBody = z.infer<typeof UpdateListBody>;

/** The access code of a shared link (`ac`); anything longer than a code can be is simply wrong. */
export const AccessCode = z.string().max(64, { error: 'validation.accessCode' });

export const ListSort = z.enum(listSorts, { error: 'validation.sort' });
export type ListSort = z.infer<typeof ListSort>;

/** A yes or no in a query: `1`, `0`, `true` or `false`. */
export const booleanText = z
  .enum(['1', '0', 'true', 'false'], { error: 'validation.boolean' })
  .transform((v) => v === '1' || v === 'true');

export const ListsQuery = z.object({
  isActive: booleanText.default(true),
  /** Only the lists of this kind. */
  kind: ListKind.optional(),
  sort: ListSort.default(defaultListSort),
  page: PageQuery,
});
export type ListsQuery = z.input<typeof ListsQuery>;

/**
 * A member on a trip (for `shoppingTripHours`): told the list "I'm going shopping", or in one of its shops (`store`,
 * else null), so that My lists says «Анна в Ашане», «Иван идёт в магазин».
 */
export const ListShopper = z.object({
  username: z.string(),
  store: StoreRef.nullable(),
  /** On the way to `store` («Иван идёт в Пятёрочку»), not there yet. Beyond the spec. */
  onTheWay: z.boolean().optional(),
});
export type ListShopper = z.infer<typeof ListShopper>;

export const ListSummary = z.object({
  id: RowId,
  name: z.string(),
  kind: ListKind,
  access: z.string(),
  active: z.boolean(),
  isOwner: z.boolean(),
  isMember: z.boolean(),
  can: ListCan,
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * Beyond the spec: how many members the list has, the owner included (more than one: the list is shared), how
   * many items it has and how many of them are ticked (its progress, 3/8).
   */
  memberCount: Count,
  itemCount: Count,
  completedCount: Count,
  /** Beyond the spec: the other members (not the caller) on a trip now, in the order of the header's members. */
  shoppers: z.array(ListShopper).optional(),
});
export type ListSummary = z.infer<typeof ListSummary>;

export const ListMember = z.object({
  id: RowId,
  username: z.string(),
  owner: z.union([z.literal(1), z.literal(0)]),
  /** Has the list open right now (a live push stream on any server process). Beyond the spec. */
  online: z.boolean().optional(),
  /** Has it open and ticked one of its items within the last 15 minutes. Beyond the spec. */
  shopping: z.boolean().optional(),
  /** The shop of the list the member is in now (`PUT /api/list/{id}/here`, for a trip's hours), or null. */
  store: StoreRef.nullable().optional(),
  /** Told the list "I'm going shopping" (`POST /api/list/{id}/shopping`) within a trip's hours. Beyond the spec. */
  goingShopping: z.boolean().optional(),
  /**
   * On the way to `store`: told the list «Иду в Пятёрочку» and neither ticked anything on it nor said "I'm at" since.
   * Beyond the spec.
   */
  onTheWay: z.boolean().optional(),
});
export type ListMember = z.infer<typeof ListMember>;

export const ListHeader = z.object({
  id: RowId,
  name: z.string(),
  kind: ListKind,
  /** Only members see the code. */
  access: z.string().optional(),
  active: z.boolean(),
  isOwner: z.boolean(),
  isMember: z.boolean(),
  can: ListCan,
  members: z.array(ListMember),
  /** The currency of its prices (ISO 4217), issue 50. Absent from headers kept offline from before. */
  currency: z.string().optional(),
  /**
   * A shopping list's, for its members: the next trip's estimate from the open goods' last prices, and what the ticked
   * goods cost since the list was last all open (minor units). Absent otherwise.
   */
  estimate: Estimate.optional(),
  spent: z.number().int().optional(),
});
export type ListHeader = z.infer<typeof ListHeader>;

export const ListIdParams = z.object({ id: IdParam });
export const AccessQuery = z.object({ ac: AccessCode.optional() });
export const ListUserParams = z.object({ id: IdParam, userId: IdParam });

export const PushEvent = z.object({
  type: z.enum(['items', 'header']),
  listId: RowId,
  /** Beyond the contract: on the header event of a list its owner deleted (the header now answers 404). */
  deleted: z.literal(true).optional(),
  /**
   * Beyond the contract: on an items event, the list's items version after that change (as the `Items-Version` header
   * of the items answers); a client whose items answer carried it reads nothing more. Absent where the server did not
   * have it at hand (a client then reads the items as before).
   */
  itemsVersion: z.number().int().optional(),
});
export type PushEvent = z.infer<typeof PushEvent>;
