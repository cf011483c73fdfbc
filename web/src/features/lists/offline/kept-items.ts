import { type KeptItem, withItemKind } from '@listok/contract/base';
import type { QueryKey } from '@tanstack/react-query';
import type { QueuedChange } from './changes';

// Items this device kept (IndexedDB: the answers read without signal, the stand-ins of changes not yet sent) may be
// from before items carried their list's `kind`: they get the kind their fields tell (contract `withItemKind`).

const withKinds = (items: readonly unknown[]) => (items as KeptItem[]).map(withItemKind);

/** Whether the key is of a list's items (`listKeys.items`) or of the to-dos across lists (`listKeys.tasks`). */
const holdsItems = (key: QueryKey): boolean =>
  key[0] === 'lists' && ((key[1] === 'detail' && key[3] === 'items') || (key[1] === 'page' && key[2] === 'tasks'));

/** A kept answer of the lists feature as this version reads it: its items, each of its kind. */
export function readKeptAnswer(key: QueryKey, data: unknown): unknown {
  return holdsItems(key) && Array.isArray(data) ? withKinds(data) : data;
}

/** A kept change as this version reads it: the item an add shows, of its kind. */
export function readKeptChange(entry: QueuedChange): QueuedChange {
  const { change } = entry;
  if (change.kind !== 'add' && change.kind !== 'create' && change.kind !== 'entry') return entry;
  return { ...entry, change: { ...change, shown: withItemKind(change.shown as KeptItem) } };
}
