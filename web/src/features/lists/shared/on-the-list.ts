import type { EntryDetails, ListItem } from '@listok/contract';
import { entryOnTheList, foldName } from '@listok/contract/base';

/**
 * What an add asks for: a product picked (a suggestion, a chip), a name typed for a new product, or a plain entry
 * (a line of a to-do, packing or wish list, with what it says: its day, amount, address).
 */
export type WantedGood =
  | { productId: number }
  | { name: string }
  | { entry: { name: string; link: string | null } & EntryDetails };

/**
 * The item on the list that an add would repeat, which the server refuses with `ITEM_EXISTS`: the same product when
 * one was picked; for a name typed, an item whose name folds to the same (`foldName`: case, ё = е), as `user-create`
 * reuses the product of that name; for a plain entry, the contract's rule (`entryOnTheList`: another day is another
 * to-do). The add box points at it instead of adding, the offline queue does not show the add twice, and an add
 * refused as already there finds the item its later changes apply to.
 */
export function itemOnTheList(items: readonly ListItem[], wanted: WantedGood): ListItem | undefined {
  if ('productId' in wanted) return items.find((item) => item.itemId === wanted.productId);
  if ('entry' in wanted) return entryOnTheList(items, wanted.entry);
  const name = foldName(wanted.name);
  return items.find((item) => foldName(item.name) === name);
}
