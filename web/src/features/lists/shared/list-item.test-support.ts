import type { ListItem, ListKind, PackingItem, ShoppingItem, TodoItem, WishItem } from '@listok/contract';
import { kindFields } from '@listok/contract/base';

/** What every item has: open, no link, no note, added on the first of the year. */
const common = (id: number, name: string) => ({
  id,
  num: id,
  name,
  name_ru: name,
  name_en: name,
  details: '',
  link: null,
  note: '',
  completed: false,
  added_at: '2026-01-01 10:00:00',
  completed_by: null,
  completed_at: null,
  category: null,
});

/** A plain entry: the line as typed, no product, no unit, no amount. */
const entry = (id: number, name: string) => ({
  ...common(id, name),
  itemId: null,
  unit: null,
  unit_ru: '',
  unit_en: '',
  amount: null,
});

/** A good of a shopping list: one piece of product `id × 10`, had at any shop. */
export const good = (id: number, name: string, extra: Partial<ShoppingItem> = {}): ShoppingItem => ({
  ...common(id, name),
  itemId: id * 10,
  unit: 1,
  unit_ru: 'шт',
  unit_en: 'pcs',
  amount: 1,
  kind: 'shopping',
  stores: [],
  ...extra,
});

/** A to-do: nobody does it, no due, no repeat. */
export const todo = (id: number, name: string, extra: Partial<TodoItem> = {}): TodoItem => ({
  ...entry(id, name),
  kind: 'todo',
  assignee: null,
  due: null,
  repeat: null,
  ...extra,
});

/** A thing to pack. */
export const packed = (id: number, name: string, extra: Partial<PackingItem> = {}): PackingItem => ({
  ...entry(id, name),
  kind: 'packing',
  ...extra,
});

/** A wish, as its owner sees it (no reservation) unless `extra` gives one. */
export const wish = (id: number, name: string, extra: Partial<WishItem> = {}): WishItem => ({
  ...entry(id, name),
  kind: 'wishlist',
  ...extra,
});

/** A plain entry of a list of the kind (on a shopping list: one kept from its earlier kind, or a pasted address). */
export const plainEntry = (kind: ListKind, id: number, name: string): ListItem => ({
  ...entry(id, name),
  ...kindFields(kind),
});
