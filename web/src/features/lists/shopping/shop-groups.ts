import type { Category, ListItem } from '@listok/contract';
import type { Lang } from '@listok/contract/base';
import { deviceChoice } from '../../../lib/browser/device-choice';

/** One department of the shop with its items in screen order (bought ones sunk to the bottom, unless kept in place). */
export interface ShopGroup {
  /** The category's id; null for items whose product has none. */
  id: number | null;
  name: string;
  items: ListItem[];
}

/**
 * The items by department, the departments in the list's shop order (`order`: category ids; departments missing
 * from it come after, then the items without one, under `otherName`). Within a department the items keep their
 * order, with the completed ones sunk to the bottom (`ticked: 'end'`, the default) or left in place.
 */
export function groupByDepartment(
  items: readonly ListItem[],
  order: readonly number[],
  categories: readonly Category[],
  lang: Lang,
  otherName: string,
  ticked: TickedRows = 'end',
): ShopGroup[] {
  const byId = new Map<number | null, ListItem[]>();
  for (const item of items) {
    const id = item.category ?? null;
    const group = byId.get(id) ?? [];
    group.push(item);
    byId.set(id, group);
  }
  const place = new Map(order.map((id, index) => [id, index]));
  const rank = (id: number | null) => (id === null ? Number.POSITIVE_INFINITY : (place.get(id) ?? order.length + id));
  const names = new Map(
    categories.map((category) => [category.id, lang === 'ru' ? category.name_ru : category.name_en]),
  );
  return [...byId.entries()]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([id, groupItems]) => ({
      id,
      name: id === null ? otherName : (names.get(id) ?? otherName),
      items: ticked === 'end' ? sinkTicked(groupItems) : groupItems,
    }));
}

/**
 * The items split for the shop the user is in: first those it has or that any shop has (no ties), then those tied
 * only to the list's other shops (shown apart, folded). Without a shop all are the first.
 */
export function splitForStore(
  items: readonly ListItem[],
  storeId: number | null,
): { here: ListItem[]; elsewhere: ListItem[] } {
  const here: ListItem[] = [];
  const elsewhere: ListItem[] = [];
  for (const item of items) {
    // Only a good of a shopping list is tied to shops.
    const stores = item.kind === 'shopping' ? item.stores : [];
    if (storeId === null || stores.length === 0 || stores.includes(storeId)) here.push(item);
    else elsewhere.push(item);
  }
  return { here, elsewhere };
}

/** How the items are shown: the spec's plain table, or grouped by department in the shop's order. */
export type ItemsView = 'table' | 'departments';
const itemsView = deviceChoice<ItemsView>('listok.itemsView', (stored) =>
  stored === 'departments' ? 'departments' : 'table',
);

/** The user's choice of view, remembered on this device for every list. */
export const useItemsView = itemsView.use;
export const setItemsView = itemsView.set;

/** How a shopping list's goods are drawn: rows, or tiles of their pictures (issue 51), remembered on this device. */
export type ItemsLayout = 'rows' | 'tiles';
const itemsLayout = deviceChoice<ItemsLayout>('listok.itemsLayout', (stored) =>
  stored === 'tiles' ? 'tiles' : 'rows',
);
export const useItemsLayout = itemsLayout.use;
export const setItemsLayout = itemsLayout.set;

/**
 * Where ticked rows go: to the end (of the table, of each department), so that what is left to buy stays together;
 * or, for those who want it, they stay in place. Remembered on this device for every list.
 */
export type TickedRows = 'end' | 'inPlace';
const tickedRows = deviceChoice<TickedRows>('listok.tickedRows', (stored) =>
  stored === 'inPlace' ? 'inPlace' : 'end',
);
export const useTickedRows = tickedRows.use;
export const setTickedRows = tickedRows.set;

/** The items with the ticked ones sunk to the end, each part in its order. */
export const sinkTicked = (items: readonly ListItem[]): ListItem[] => [
  ...items.filter((item) => !item.completed),
  ...items.filter((item) => item.completed),
];

/** `order` with the ids in `moved` placed before or after `target` (a drop), or one step up or down (-1, +1). */
export function moveInOrder(order: readonly number[], moved: number, to: { target: number; after: boolean } | -1 | 1) {
  const rest = order.filter((id) => id !== moved);
  if (typeof to === 'number') {
    const index = order.indexOf(moved) + to;
    if (index < 0 || index >= order.length) return [...order];
    rest.splice(index, 0, moved);
    return rest;
  }
  const at = rest.indexOf(to.target);
  if (at < 0) return [...order];
  rest.splice(to.after ? at + 1 : at, 0, moved);
  return rest;
}
