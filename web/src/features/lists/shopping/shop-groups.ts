import type { Category, ListItem } from '@listok/contract';
import type { Lang } from '@listok/contract/base';
import { createStore, useStore } from '../../../lib/react/store';

/** One department of the shop with its items: open ones first, bought ones sunk to the bottom, each in screen order. */
export interface ShopGroup {
  /** The category's id; null for items whose product has none. */
  id: number | null;
  name: string;
  items: ListItem[];
}

/**
 * The items by department, the departments in the list's shop order (`order`: category ids; departments missing
 * from it come after, then the items without one, under `otherName`). Within a department the items keep their
 * order, with the completed ones sunk to the bottom.
 */
export function groupByDepartment(
  items: readonly ListItem[],
  order: readonly number[],
  categories: readonly Category[],
  lang: Lang,
  otherName: string,
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
      items: [...groupItems.filter((item) => !item.completed), ...groupItems.filter((item) => item.completed)],
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
const viewKey = 'listok.itemsView';

function storedView(): ItemsView {
  try {
    return localStorage.getItem(viewKey) === 'departments' ? 'departments' : 'table';
  } catch {
    return 'table';
  }
}

const viewStore = createStore<ItemsView>(typeof localStorage === 'undefined' ? 'table' : storedView());

/** The user's choice of view, remembered on this device for every list. */
export const useItemsView = () => useStore(viewStore);

export function setItemsView(view: ItemsView): void {
  try {
    localStorage.setItem(viewKey, view);
  } catch {
    // Not remembered; it holds for the page.
  }
  viewStore.set(view);
}

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
