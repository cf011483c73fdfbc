/**
 * The frame of every change of a list's items but a mark (items.answers.ts): the list locked and the caller's right
 * checked, the change, the items version raised and published; and the item as its caller sees it after.
 */
import type { ListItem, ListKind } from '@listok/contract';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../../db/client.js';
import type { SessionUser } from '../../../plugins/sessions.js';
import { loadListAccess } from '../basics/lists.access.js';
import { publishListChange } from '../basics/lists.events.js';
import { listPolicy } from '../basics/lists.policy.js';
import { type ListTarget, touchList } from '../basics/lists.repo.js';
import { lastPricesAt } from '../prices/prices.repo.js';
import { personalItems, seesReservations } from '../wishes/items.reservations.js';
import { zoneOf } from './items.answers.js';

/**
 * What a change answers, with the list's items version that change made (none for a preview, which changes nothing),
 * and whether the caller's answers carry the list's reservations (a wish list's reader who is not its owner).
 */
export type Versioned<T> = { value: T; version?: number | undefined; personal?: boolean };

/** A change of one list's items under its lock, by a member: what `changeItems` gives the change. */
export interface ItemsChange {
  tx: Executor;
  member: SessionUser;
  listId: number;
  kind: ListKind;
}

/**
 * Opens a transaction, loads the list locked, authorizes the caller (a member of an active list), runs `change`, and
 * publishes after commit (the event carries that version); answers the change's value with the list's id and its new
 * items version.
 */
export async function changeItems<T>(
  app: FastifyInstance,
  target: number | ListTarget,
  user: SessionUser | null,
  ac: string | undefined,
  change: (tx: Executor, member: SessionUser, listId: number, kind: ListKind) => Promise<T>,
): Promise<{ value: T; listId: number; version: number; personal: boolean; hereStore: number | null }> {
  const result = await app.db.transaction(async (tx) => {
    const access = await loadListAccess(tx, target, user, ac, 'no key update');
    const member = listPolicy.assertCan('changeItems', access);
    const listId = access.list.id;
    const value = await change(tx, member, listId, access.list.kind);
    const personal = seesReservations(access);
    // The shop the caller is in, read with the list: the answer's goods carry the prices paid there (`forReader`).
    const hereStore = access.hereStore ?? null;
    return { value, listId, version: await touchList(tx, listId), personal, hereStore };
  });
  await publishListChange(app, result.listId, 'items', { itemsVersion: result.version });
  // A link given or changed is read in the background (features/lists/links); a round without one is one query.
  app.linkPages.kick();
  return result;
}

/**
 * An item as the caller sees it: with the list's reservations when they are to see them (items.reservations.ts), and
 * a good's last price at the shop they are in when it was paid there (features/lists/prices).
 */
export async function forReader(
  app: FastifyInstance,
  listId: number,
  user: SessionUser | null,
  personal: boolean,
  item: ListItem,
  hereStore: number | null,
): Promise<ListItem> {
  const seen = personal ? ((await personalItems(app.db, listId, user?.id ?? null, [item]))[0] ?? item) : item;
  if (hereStore === null || !('lastPrice' in seen) || seen.itemId === null) return seen;
  const price = (await lastPricesAt(app.db, listId, hereStore, zoneOf(user), seen.id)).get(seen.id);
  return price ? { ...seen, lastPrice: price } : seen;
}
