import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { QueuedChange, RefusedChange } from './changes';
import type { ChangeStore } from './send-changes';

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

export const idbChangeStore: ChangeStore & {
  refusedOf(user: string): Promise<RefusedChange[]>;
  forgetRefused(ids: readonly string[]): Promise<void>;
} = {
  list: async (user) => (await (await db()).getAllFromIndex('changes', 'user', user)).sort(bySeq),
  put: async (entry) => {
    await (await db()).put('changes', entry);
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
