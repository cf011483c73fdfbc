import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { QueuedChange, RefusedChange } from './changes';
import { readKeptChange } from './kept-items';
import type { ChangeStore } from './send-changes';
import { withWriteAhead } from './write-ahead';

interface ChangesSchema extends DBSchema {
  changes: { key: number; value: QueuedChange; indexes: { user: string } };
  refused: { key: string; value: RefusedChange; indexes: { user: string } };
}

let database: Promise<IDBPDatabase<ChangesSchema>> | undefined;

/** The queue of unsent changes and the refused ones, in their own database: signing out never clears them. */
function db(): Promise<IDBPDatabase<ChangesSchema>> {
  database ??= openDB<ChangesSchema>('listok-changes', 1, {
    upgrade(upgrading) {
      upgrading.createObjectStore('changes', { keyPath: 'seq' }).createIndex('user', 'user');
      upgrading.createObjectStore('refused', { keyPath: 'id' }).createIndex('user', 'user');
    },
  });
  return database;
}

const bySeq = (a: QueuedChange, b: QueuedChange) => a.seq - b.seq;

type KeptChanges = ChangeStore & {
  refusedOf(user: string): Promise<RefusedChange[]>;
  forgetRefused(ids: readonly string[]): Promise<void>;
};

const idbStore: KeptChanges = {
  list: async (user) => (await (await db()).getAllFromIndex('changes', 'user', user)).map(readKeptChange).sort(bySeq),
  // Done once the transaction commits: a put answered but not yet committed is lost if the page goes now.
  put: async (entry) => {
    const transaction = (await db()).transaction('changes', 'readwrite');
    await Promise.all([transaction.store.put(entry), transaction.done]);
  },
  remove: async (seq) => {
    await (await db()).delete('changes', seq);
  },
  refuse: async (refused) => {
    await (await db()).put('refused', refused);
  },
  refusedOf: async (user) => (await db()).getAllFromIndex('refused', 'user', user),
  forgetRefused: async (ids) => {
    const transaction = (await db()).transaction('refused', 'readwrite');
    await Promise.all([...ids.map((id) => transaction.store.delete(id)), transaction.done]);
  },
};

/** Where IndexedDB cannot be opened (a private mode of some browser): the queue lives as long as the page. */
function memoryStore(): KeptChanges {
  const changes = new Map<number, QueuedChange>();
  const refused = new Map<string, RefusedChange>();
  return {
    list: async (user) => [...changes.values()].filter((entry) => entry.user === user).sort(bySeq),
    put: async (entry) => {
      changes.set(entry.seq, entry);
    },
    remove: async (seq) => {
      changes.delete(seq);
    },
    refuse: async (change) => {
      refused.set(change.id, change);
    },
    refusedOf: async (user) => [...refused.values()].filter((change) => change.user === user),
    forgetRefused: async (ids) => {
      for (const id of ids) refused.delete(id);
    },
  };
}

let chosen: Promise<KeptChanges> | undefined;
const store = (): Promise<KeptChanges> => {
  // Inside a promise: where the browser has no `indexedDB` at all, opening throws at once rather than rejecting.
  chosen ??= Promise.resolve()
    .then(db)
    .then(
      () => idbStore,
      () => memoryStore(),
    );
  return chosen;
};

/** localStorage, where the page may use it. */
function localStorageOrNone(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The queue kept in IndexedDB, or in memory where the browser has no IndexedDB for the page; a change is in
 * localStorage from the moment it is made until the store holds it (write-ahead.ts).
 */
export const changeStore: KeptChanges = withWriteAhead(
  {
    list: async (user) => (await store()).list(user),
    put: async (entry) => (await store()).put(entry),
    remove: async (seq) => (await store()).remove(seq),
    refuse: async (refused) => (await store()).refuse(refused),
    refusedOf: async (user) => (await store()).refusedOf(user),
    forgetRefused: async (ids) => (await store()).forgetRefused(ids),
  },
  localStorageOrNone(),
);
