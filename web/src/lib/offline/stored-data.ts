import type { MenuAnswer } from '@listok/contract/base';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { storedFlag } from './stored-flag';

/** A query answer kept for reading without signal, under the user it belongs to. */
export interface StoredQuery {
  user: string;
  /** TanStack Query's hash of the key. */
  hash: string;
  key: readonly unknown[];
  data: unknown;
  savedAt: number;
}

interface StoredDataSchema extends DBSchema {
  queries: { key: [string, string]; value: StoredQuery; indexes: { user: string } };
  session: { key: 'menu'; value: MenuAnswer };
}

let database: Promise<IDBPDatabase<StoredDataSchema>> | undefined;

function db(): Promise<IDBPDatabase<StoredDataSchema>> {
  database ??= openDB<StoredDataSchema>('listok', 1, {
    upgrade(upgrading) {
      const queries = upgrading.createObjectStore('queries', { keyPath: ['user', 'hash'] });
      queries.createIndex('user', 'user');
      upgrading.createObjectStore('session');
    },
  });
  return database;
}

/**
 * The user whose menu this page saved last (null once signed out; undefined before either): answers are kept for
 * them alone. A page that started with another user's kept menu (someone else signed in on the phone) may still be
 * reading as that user when the server's menu comes; an answer it keeps after `saveMenu` cleared the others' would
 * stay.
 */
let keptUser: string | null | undefined;

export async function saveQuery(record: StoredQuery): Promise<void> {
  const database = await db();
  if (keptUser !== undefined && record.user !== keptUser) return;
  await database.put('queries', record);
}

export async function readQuery(user: string, hash: string): Promise<unknown> {
  return (await (await db()).get('queries', [user, hash]))?.data;
}

/** Every answer kept for the user (for suggestions without signal). */
export async function readQueries(user: string): Promise<StoredQuery[]> {
  return (await db()).getAllFromIndex('queries', 'user', user);
}

/**
 * The last menu of a signed-in user: the app starts signed in without signal. Other users' answers go, found by the
 * user index's keys alone: every start saves the menu, and reading each kept answer (a list of 2,000 goods among
 * them) to learn whose it is took the main thread while the first screen was drawn.
 */
export async function saveMenu(menu: MenuAnswer): Promise<void> {
  keptUser = menu.username;
  const store = await db();
  localStorage.setItem(storedFlag, '1');
  await store.put('session', menu, 'menu');
  const transaction = store.transaction('queries', 'readwrite');
  const others = [IDBKeyRange.upperBound(menu.username, true), IDBKeyRange.lowerBound(menu.username, true)];
  for (const range of others) {
    let cursor = await transaction.store.index('user').openKeyCursor(range);
    for (; cursor; cursor = await cursor.continue()) await transaction.store.delete(cursor.primaryKey);
  }
  await transaction.done;
}

export async function readMenu(): Promise<MenuAnswer | undefined> {
  return (await db()).get('session', 'menu');
}

/** After signing out: the answers kept for reading go (changes not yet sent stay, for their author's next visit). */
export async function forgetStoredData(): Promise<void> {
  keptUser = null;
  if (localStorage.getItem(storedFlag) === null) return;
  const store = await db();
  await Promise.all([store.clear('queries'), store.delete('session', 'menu')]);
  localStorage.removeItem(storedFlag);
}
