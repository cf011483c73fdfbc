import type { ListKind } from '@listok/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/errors.js';
import { type ListsService, listsService } from '../../lists/basics/lists.service.js';
import { inOneChange } from '../../lists/items/items.steps.js';
import type { DavUser } from '../dav-auth.js';
import type { TodoFacts } from '../vtodo.js';
import { calendarAgain, calendarAt, calendarsOf, type DavList } from './calendars.js';
import { collectionTaken, nameCollection } from './dav.repo.js';
import { objectsOf } from './objects.js';
import { type Preconditions, preconditionFailed } from './preconditions.js';
import { type BackendContext, type PutOutcome, putObject, type WrittenObject } from './put-object.js';

/**
 * What the CalDAV methods read and write, for the user of one request (as sabre/dav's CalDAV backend, Radicale's
 * storage): their calendars, which are the lists they may reach (calendars.ts: `loadListAccess` and the list
 * policy), and each calendar's objects, which are its items (objects.ts). Every change goes through the app's own
 * services (items, lists), so rules, notifications and live screens are the API's.
 */
export interface DavBackend {
  /** The calendars of the user's home: their active lists, of the app password's lists. */
  calendarsOf(): Promise<DavList[]>;
  /** The calendar at an address of the user's home, when they reach it. */
  calendarAt(collection: string): Promise<DavList | undefined>;
  /** The calendar's objects, oldest first. */
  objectsOf(list: DavList): Promise<TodoFacts[]>;
  /** The object at an href's last part, if any. */
  objectAt(list: DavList, file: string): Promise<TodoFacts | undefined>;
  /** The calendar and its objects in one snapshot, so that a sync state is kept under the version it was read at. */
  snapshotOf(list: DavList): Promise<{ list: DavList; objects: TodoFacts[] } | undefined>;
  /** PUT of a calendar object (put-object.ts). */
  putObject(list: DavList, file: string, written: WrittenObject): Promise<PutOutcome>;
  /** DELETE of a calendar object: the item leaves the list. */
  deleteObject(list: DavList, file: string, conditions: Preconditions): Promise<DeleteOutcome>;
  /** A new list at an address of the home no list of the user's has (a finished one's neither); false when taken. */
  makeCalendar(collection: string, name: string, kind: ListKind): Promise<boolean>;
  /** Renames the list as its owner; false when the app refuses it (the list finished meanwhile). */
  renameCalendar(list: DavList, name: string): Promise<boolean>;
  /** The list leaves the user's calendars: its owner deletes it, any other member leaves it. */
  removeCalendar(list: DavList): Promise<void>;
}

export type DeleteOutcome = 'deleted' | 'not-found' | 'precondition-failed';

/**
 * DELETE of an item, in one transaction under the list's lock: the item read once, its preconditions held to it, and
 * it leaves the list (a ticked one is opened first, as the items service deletes open items only).
 */
function deleteObject(
  { app, user, reader }: BackendContext,
  list: DavList,
  file: string,
  conditions: Preconditions,
): Promise<DeleteOutcome> {
  return inOneChange(app, list.id, user, async (steps): Promise<DeleteOutcome> => {
    const [current] = await objectsOf(steps.change.tx, list.id, { kind: 'file', file }, reader);
    if (!current) return 'not-found';
    if (preconditionFailed(conditions, current)) return 'precondition-failed';
    if (current.completed) await steps.mark(current.id);
    await steps.remove(current.id);
    return 'deleted';
  });
}

async function renameCalendar(lists: ListsService, user: DavUser, list: DavList, name: string): Promise<boolean> {
  if (name === list.name) return true;
  try {
    await lists.update(list.id, user, { name });
    return true;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return false;
  }
}

/** The backend of one request: `host` is the one it came to (it makes the items' UIDs unique beyond this server). */
export function davBackend(app: FastifyInstance, user: DavUser, host: string): DavBackend {
  const { db } = app;
  const lists = listsService(app);
  const reader = { lang: user.lang, timeZone: user.timeZone, host };
  const context: BackendContext = { app, user, reader };
  return {
    calendarsOf: () => calendarsOf(db, user),
    calendarAt: (collection) => calendarAt(db, user, collection),
    objectsOf: (list) => objectsOf(db, list.id, { kind: 'all' }, reader),
    objectAt: async (list, file) => (await objectsOf(db, list.id, { kind: 'file', file }, reader))[0],
    snapshotOf: (list) =>
      db.transaction(
        async (tx) => {
          const now = await calendarAgain(tx, user, list);
          return now && { list: now, objects: await objectsOf(tx, list.id, { kind: 'all' }, reader) };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      ),
    putObject: (list, file, written) => putObject(context, list, file, written),
    deleteObject: (list, file, conditions) => deleteObject(context, list, file, conditions),
    async makeCalendar(collection, name, kind) {
      if (await collectionTaken(db, user.id, collection)) return false;
      const list = await lists.create(user, name, kind);
      await nameCollection(db, list.id, user.id, collection);
      return true;
    },
    renameCalendar: (list, name) => renameCalendar(lists, user, list, name),
    async removeCalendar(list) {
      if (list.can.delete) await lists.remove(list.id, user);
      else await lists.leave(list.id, user);
    },
  };
}
