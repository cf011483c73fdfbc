import type { QueuedChange } from './changes';
import type { ChangeStore } from './send-changes';

/** Where a change waits until IndexedDB holds it (localStorage). */
const aheadKey = 'listok-changes-ahead';

/** The part of `Storage` the write-ahead uses. */
export type AheadStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The queue's store with a write-ahead in `storage`: IndexedDB holds a change only once its transaction commits, and a
 * page reloaded or closed before that (a tick, then at once a reload, on a busy phone) aborts it, the change lost.
 * localStorage takes a change at once, before the store is even asked; the change leaves it once the store holds it,
 * and the next start (`list`) puts whatever is left into the store first. Putting a change twice is harmless: the
 * store keeps a change under its place in the queue (`seq`).
 */
export function withWriteAhead<T extends ChangeStore>(inner: T, storage: AheadStorage | undefined): T {
  const read = (): QueuedChange[] => {
    try {
      return JSON.parse(storage?.getItem(aheadKey) ?? '[]') as QueuedChange[];
    } catch {
      return [];
    }
  };
  const write = (entries: readonly QueuedChange[]) => {
    try {
      if (entries.length > 0) storage?.setItem(aheadKey, JSON.stringify(entries));
      else storage?.removeItem(aheadKey);
    } catch {
      // A full or forbidden localStorage: the change goes to the store alone, as before the write-ahead.
    }
  };
  const forget = (seqs: ReadonlySet<number>) => write(read().filter((entry) => !seqs.has(entry.seq)));
  return {
    ...inner,
    async list(user) {
      const left = read().filter((entry) => entry.user === user);
      for (const entry of left) await inner.put(entry);
      forget(new Set(left.map((entry) => entry.seq)));
      return inner.list(user);
    },
    async put(entry) {
      write([...read().filter((kept) => kept.seq !== entry.seq), entry]);
      await inner.put(entry);
      forget(new Set([entry.seq]));
    },
  };
}
