import type { ListCan, ListKind } from '@listok/contract';
import type { Executor } from '../../../db/client.js';
import { AppError } from '../../../lib/errors.js';
import { accessOf, loadListAccess } from '../../lists/basics/lists.access.js';
import { canOf, type ListAccess } from '../../lists/basics/lists.policy.js';
import type { DavUser } from '../dav-auth.js';
import { activeListsOf, listAt } from './dav.repo.js';

/**
 * A list as a calendar collection of the user's: the last part of its address (the name a calendar app gave the list
 * it made, or the id), its name, kind and items version (the collection's ctag), and what the user may do with it:
 * the list policy's `can`, as the API's answers carry it.
 */
export interface DavList {
  id: number;
  collection: string;
  name: string;
  kind: ListKind;
  itemsVersion: number;
  can: ListCan;
}

/**
 * The list as a calendar of the user's, when a calendar app offers it: a list whose items the user may change (the
 * rule of `can.changeItems`: a member's active list). A finished list is not offered, a stranger's not found.
 */
function calendarOf(access: ListAccess, collection: string): DavList | undefined {
  const can = canOf(access);
  if (!can.changeItems) return undefined;
  const { id, name, kind, itemsVersion } = access.list;
  return { id, collection, name, kind, itemsVersion, can };
}

/**
 * The calendar at an address of the user's calendar home: the one list it names, loaded as every list call loads its
 * list (`loadListAccess`: a token limited to lists reaches only those) and offered as `calendarOf` says; undefined
 * for anything else.
 */
export async function calendarAt(db: Executor, user: DavUser, collection: string): Promise<DavList | undefined> {
  const listId = await listAt(db, user.id, collection);
  return listId === undefined ? undefined : reached(db, user, listId, collection);
}

/** The list as a calendar of the user's (`calendarOf`), loaded as every list call loads it; undefined when refused. */
async function reached(db: Executor, user: DavUser, listId: number, collection: string) {
  try {
    return calendarOf(await loadListAccess(db, listId, user, undefined), collection);
  } catch (error) {
    // Gone meanwhile, or beyond the app password's lists: the app finds no calendar there.
    if (error instanceof AppError) return undefined;
    throw error;
  }
}

/** The calendars of the user's home: their active lists (of the token's lists, when it names some), oldest first. */
export async function calendarsOf(db: Executor, user: DavUser): Promise<DavList[]> {
  const rows = await activeListsOf(db, user.id, user.token?.lists ?? null);
  return rows.flatMap(
    (row) => calendarOf(accessOf(row.list, row.isOwner, user, undefined), row.davName ?? String(row.list.id)) ?? [],
  );
}

/** The calendar as it is now (in a transaction's snapshot), when the user still reaches it. */
export const calendarAgain = (db: Executor, user: DavUser, list: DavList): Promise<DavList | undefined> =>
  reached(db, user, list.id, list.collection);
