import {
  type ItemSeen,
  type ItemSort,
  type ListItem,
  type ListKind,
  nextDueDay,
  type PlainEntry,
  type ReceiptBody,
  type Repeat,
  type ShoppingItem,
  type UnitNames,
  type UserCreateItemBody,
} from '@listok/contract';
import { piecesCode, plainEntryItem, unitDefinition } from '@listok/contract/base';
import { localDateText } from '../../../lib/texts/server-date';
import { insertItem } from '../shared/api/item-caches';
import { itemOnTheList, type WantedGood } from '../shared/on-the-list';

/** Fields of an item one edit changed; only these are merged into the item the server has when the edit is sent. */
export interface ItemFields {
  /** A plain entry's new text. */
  name?: string;
  /** Who does a to-do (a member), or nobody. */
  assignee?: { id: number; username: string } | null;
  /** When a to-do is due (`YYYY-MM-DD` or `YYYY-MM-DD HH:mm`), or no date. */
  due?: string | null;
  /** How a to-do repeats, or not at all. */
  repeat?: Repeat | null;
  /** `null` takes a plain entry's amount away. */
  amount?: number | null;
  unit?: { id: number; name_ru: string; name_en: string };
  link?: string | null;
  note?: string;
  /** The list's shops that have a good (`[]`: any shop). */
  stores?: number[];
}

/**
 * One change of a list's items as the user made it. `rowId` is the item's id, or, for an item added without an
 * answer yet, a negative stand-in that the add's answer replaces in the changes after it.
 */
export type ItemChange =
  | {
      kind: 'add';
      listId: number;
      rowId: number;
      productId: number;
      shown: ListItem;
      /** The amount and unit typed with the product ("2 кг яблок"); without them the server's 1 of its usual unit. */
      amount?: number;
      unit?: number;
      /** The note typed with it («молоко 3,2%»). */
      note?: string;
      /** The price typed with it («молоко 89₽»), in minor units: its tick pays it. */
      price?: number;
    }
  | { kind: 'create'; listId: number; rowId: number; product: UserCreateItemBody; shown: ListItem }
  /** A line typed on a list of a kind other than shopping: a plain entry (`add-text` with that line). */
  | { kind: 'entry'; listId: number; rowId: number; text: string; shown: ListItem }
  | {
      kind: 'update';
      listId: number;
      rowId: number;
      fields: ItemFields;
      /** What the device knew of the fields changed when the edit was made (`seenOf`); none for an item added since. */
      seen?: ItemSeen;
    }
  | { kind: 'mark'; listId: number; rowId: number; completed: boolean }
  | { kind: 'remove'; listId: number; rowId: number }
  /** What a ticked good cost (minor units), or none: queued with the ticks, so it follows the tick it prices. */
  | { kind: 'price'; listId: number; rowId: number; price: number | null }
  /**
   * "I'm at …": the shop of the list the user is in now, or none. Queued with the ticks, before those made there, so
   * the server counts them for that shop's order once they arrive; no item's (`rowId` 0).
   */
  | { kind: 'here'; listId: number; rowId: 0; store: number | null }
  /**
   * A saved recipe put on the list (`POST /api/list/{id}/recipe`): its servings and the ingredients left out, as the
   * review chose them without the network. The list shows it once sent; no item's (`rowId` 0).
   */
  | { kind: 'recipe'; listId: number; rowId: 0; body: QueuedRecipe }
  /**
   * A receipt typed after a trip (`POST /api/list/{id}/receipts`), with the time it was typed at when none was
   * chosen, so that it joins the trip it was typed in whenever it is sent; no item's (`rowId` 0).
   */
  | { kind: 'receipt'; listId: number; rowId: 0; body: ReceiptBody };

/** A recipe's add as queued: the saved recipe's id, the servings and the ingredients left out. */
export interface QueuedRecipe {
  recipe: number;
  servings?: number;
  skip: number[];
}

/** A change waiting to be sent, in the order made (`seq`); `id` is its Idempotency-Key. */
export interface QueuedChange {
  seq: number;
  id: string;
  user: string;
  /** The item's name when the change was made, for the notice if the server refuses it. */
  name: string;
  change: ItemChange;
  /** An edit of an item someone marked meanwhile: the item was unmarked for the edit and must be marked again. */
  reopened?: boolean;
}

/** A change the server refused; shown to the user until they close the notice. */
export interface RefusedChange {
  id: string;
  user: string;
  listId: number;
  name: string;
  kind: ItemChange['kind'];
  /**
   * The server's message, or the key of the client's own text (`offline.gone`: the item is no longer there;
   * `offline.listGone`: the list is not there for the user any more).
   */
  reason: string;
  refusedAt: number;
}

/**
 * What an add of a good (a shopping list's) shows until the server answers: the amount and unit typed, else one piece
 * of the product, added now, had at any shop.
 */
export function standInItem(
  rowId: number,
  request: {
    name: string;
    productId?: number;
    details?: string;
    product?: UserCreateItemBody;
    amount?: number;
    unit?: UnitNames;
    note?: string | undefined;
    price?: number | undefined;
    /** The good's picture, when the device knows it (`keptIcon`); the server's answer gives it anyway. */
    icon?: string | undefined;
  },
  pieces: UnitNames | undefined,
  now = new Date(),
): ShoppingItem {
  return {
    id: rowId,
    itemId: request.productId ?? 0,
    num: 0,
    name: request.name,
    name_ru: request.name,
    name_en: request.name,
    details: request.details ?? request.product?.details ?? '',
    unit: request.unit?.id ?? pieces?.id ?? 0,
    unit_ru: request.unit?.name_ru ?? pieces?.name_ru ?? unitDefinition(piecesCode).ru,
    unit_en: request.unit?.name_en ?? pieces?.name_en ?? unitDefinition(piecesCode).en,
    amount: request.amount ?? 1,
    link: request.product?.link || null,
    note: request.note ?? '',
    completed: false,
    added_at: localDateText(now),
    kind: 'shopping',
    stores: [],
    price: request.price ?? null,
    ...(request.icon && { icon: request.icon }),
  };
}

/** What an add, a create or an entry asks for, as `itemOnTheList` reads it. */
export function goodOf(change: Extract<ItemChange, { kind: 'add' | 'create' | 'entry' }>): WantedGood {
  if (change.kind === 'add') return { productId: change.productId };
  if (change.kind === 'create') return { name: change.shown.name };
  const { shown } = change;
  const { name, link, amount, note } = shown;
  return { entry: { name, link, amount, note, due: shown.kind === 'todo' ? shown.due : null } };
}

/** What a plain entry on a list of the kind shows until the server answers: the line as read (`readPlainEntry`). */
export const standInEntry = (rowId: number, entry: PlainEntry, kind: ListKind, now = new Date()): ListItem =>
  plainEntryItem(entry, { id: rowId, num: 0, added_at: localDateText(now) }, kind);

/** The server's id of a new item is positive: stand-ins for items not yet added are negative. */
export const isStandIn = (rowId: number): boolean => rowId < 0;

function applyOne(items: ListItem[], change: ItemChange, sort: ItemSort): ListItem[] {
  switch (change.kind) {
    case 'add':
    case 'create':
    case 'entry':
      // A product already on the list is not added twice: the server will answer that it exists.
      return itemOnTheList(items, goodOf(change)) ? items : insertItem(items, change.shown, sort);
    case 'update':
      return items.map((item) => (item.id === change.rowId ? edited(item, change.fields) : item));
    case 'mark':
      return items.map((item) => (item.id === change.rowId ? marked(item, change.completed) : item));
    case 'price':
      return items.map((item) =>
        item.id === change.rowId && item.kind === 'shopping' ? { ...item, price: change.price } : item,
      );
    case 'remove':
      return items.filter((item) => item.id !== change.rowId);
    case 'here':
    case 'recipe':
    case 'receipt':
      // No item to show before the server's answer: a recipe's lines are matched to goods by the server.
      return items;
  }
}

/** An item with an edit's fields; those of a kind only on its items (an edit made before the list's kind changed). */
function edited(item: ListItem, fields: ItemFields): ListItem {
  const { name, assignee, due, repeat, amount, unit, link, note, stores } = fields;
  const shown = {
    ...item,
    ...(name !== undefined ? { name, name_ru: name, name_en: name } : {}),
    ...(amount !== undefined ? { amount } : {}),
    ...(unit !== undefined ? { unit: unit.id, unit_ru: unit.name_ru, unit_en: unit.name_en } : {}),
    ...(link !== undefined ? { link } : {}),
    ...(note !== undefined ? { note } : {}),
  };
  switch (shown.kind) {
    case 'todo':
      return {
        ...shown,
        ...(assignee !== undefined ? { assignee } : {}),
        ...(due !== undefined ? { due, ...(due === null && { repeat: null }) } : {}),
        ...(repeat !== undefined ? { repeat } : {}),
      };
    case 'shopping':
      return stores !== undefined ? { ...shown, stores } : shown;
    default:
      return shown;
  }
}

/**
 * What the screen shows: the items as the server last said, with the user's unsent changes of this list applied in
 * order; `pending` holds the ids of the items those changes touch.
 */
export function applyChanges(
  items: ListItem[],
  queued: readonly QueuedChange[],
  listId: number,
  sort: ItemSort,
): { items: ListItem[]; pending: Set<number> } {
  const pending = new Set<number>();
  let shown = items;
  for (const { change } of queued) {
    if (change.listId !== listId) continue;
    shown = applyOne(shown, change, sort);
    if (!noItem(change)) pending.add(change.rowId);
  }
  return { items: shown, pending };
}

/** A change of no item (`rowId` 0): the shop the user is in, a recipe, a receipt. */
const noItem = (change: ItemChange): change is Extract<ItemChange, { rowId: 0 }> =>
  change.kind === 'here' || change.kind === 'recipe' || change.kind === 'receipt';

/** After the server gave a new item its id, the later changes of its stand-in name that id. */
export function renameStandIn(queued: readonly QueuedChange[], standIn: number, rowId: number): QueuedChange[] {
  return queued.map((entry) =>
    entry.change.rowId === standIn && !noItem(entry.change) ? { ...entry, change: { ...entry.change, rowId } } : entry,
  );
}

/**
 * The next due of a repeating to-do ticked (as the server's `listok_next_due_day` moves it): the first occurrence after
 * both the due and today, at the same time of day.
 */
export function advancedDue(due: string, repeat: Repeat, today = localDateText().slice(0, 10)): string {
  let day = due.slice(0, 10);
  do day = nextDueDay(day, repeat, null);
  while (day <= today);
  return `${day}${due.slice(10)}`;
}

/** An item ticked or unticked; a repeating to-do ticked stays open and moves on to its next due. */
function marked(item: ListItem, completed: boolean): ListItem {
  if (completed && !item.completed && item.kind === 'todo' && item.repeat && item.due)
    return { ...item, due: advancedDue(item.due, item.repeat) };
  // An untick takes a good's price with it, as the server's does.
  return { ...item, completed, ...(!completed && item.kind === 'shopping' && { price: null }) };
}
