import type { ListKind } from '../lists/list-basics.js';
import type { ListItem, PackingItem, ShoppingItem, TodoItem, WishItem } from './list-item.js';

// An item's kind (its list's), without zod: the fields a new item of a kind starts with, and the kind of an item kept
// from before items carried one (the web's offline store: IndexedDB snapshots and queued changes).

/** What only the items of one kind have, with `kind`. */
export type KindFields =
  | Pick<ShoppingItem, 'kind' | 'stores'>
  | Pick<TodoItem, 'kind' | 'assignee' | 'due' | 'repeat'>
  | Pick<PackingItem, 'kind'>
  | Pick<WishItem, 'kind' | 'reserved' | 'reserved_by_me'>;

/** The fields of a new item of the kind, none of them set (no shop, nobody, no due): a stand-in's or a preview's. */
export function kindFields<K extends ListKind>(kind: K): Extract<KindFields, { kind: K }>;
export function kindFields(kind: ListKind): KindFields {
  switch (kind) {
    case 'shopping':
      return { kind, stores: [] };
    case 'todo':
      return { kind, assignee: null, due: null, repeat: null };
    case 'packing':
    case 'wishlist':
      return { kind };
  }
}

/** An item as kept before items carried `kind`: what every item has, and those of its kind's fields it had then. */
export type KeptItem = Omit<ListItem, 'kind'> & {
  kind?: ListKind;
  assignee?: TodoItem['assignee'];
  due?: TodoItem['due'];
  repeat?: TodoItem['repeat'];
  stores?: ShoppingItem['stores'];
  reserved?: boolean;
  reserved_by_me?: boolean;
};

/**
 * The kind of a kept item, by the fields only its kind's items had: a to-do's (`assignee`, `due`, `repeat`), a wish's
 * reservation (which its owner never got), a shopping list's `stores`; else a good (a product) is taken as shopping
 * and a plain entry as packing, which shows it as it was shown — the list's next answer says what it is.
 */
export function keptItemKind(item: KeptItem): ListKind {
  if (item.kind !== undefined) return item.kind;
  if ('assignee' in item || 'due' in item || 'repeat' in item) return 'todo';
  if ('reserved' in item || 'reserved_by_me' in item) return 'wishlist';
  if ('stores' in item || item.itemId !== null) return 'shopping';
  return 'packing';
}

/** A kept item as an item of its kind (`keptItemKind`), what its kind has and it lacks unset; one with a kind as is. */
export function withItemKind(item: KeptItem): ListItem {
  if (item.kind !== undefined) return item as ListItem;
  const { assignee = null, due = null, repeat = null, stores = [], reserved, reserved_by_me, ...common } = item;
  switch (keptItemKind(item)) {
    case 'shopping':
      return { ...common, kind: 'shopping', stores };
    case 'todo':
      return { ...common, kind: 'todo', assignee, due, repeat };
    case 'packing':
      return { ...common, kind: 'packing' };
    case 'wishlist':
      return {
        ...common,
        kind: 'wishlist',
        ...(reserved !== undefined && { reserved }),
        ...(reserved_by_me !== undefined && { reserved_by_me }),
      };
  }
}
