import type { ItemSort, ListItem } from '@listok/contract';
import { useMemo } from 'react';
import { applyChanges } from './changes';
import { useQueuedChanges } from './item-changes';

/** The list's items as the user sees them: the server's, with the unsent changes applied; and which are unsent. */
export function useListChanges(listId: number, items: ListItem[] | undefined, sort: ItemSort) {
  const queued = useQueuedChanges();
  return useMemo(
    () => (items ? applyChanges(items, queued, listId, sort) : { items: undefined, pending: new Set<number>() }),
    [items, queued, listId, sort],
  );
}
