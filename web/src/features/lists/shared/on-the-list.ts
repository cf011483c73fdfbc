import type { ListItem } from '@listok/contract';
import { foldName } from '@listok/contract/base';

/** What an add asks for: a product picked (a suggestion, a chip), or a name typed for a new product. */
export type WantedGood = { productId: number } | { name: string };

/**
 * The item on the list that an add would repeat, which the server refuses with `ITEM_EXISTS`: the same product when
 * one was picked; for a name typed, an item whose name folds to the same (`foldName`: case, ё = е), as `user-create`
 * reuses the product of that name. The add box points at it instead of adding, the offline queue does not show the
 * add twice, and an add refused as already there finds the item its later changes apply to.
 */
export function itemOnTheList(items: readonly ListItem[], wanted: WantedGood): ListItem | undefined {
  if ('productId' in wanted) return items.find((item) => item.itemId === wanted.productId);
  const name = foldName(wanted.name);
  return items.find((item) => foldName(item.name) === name);
}
