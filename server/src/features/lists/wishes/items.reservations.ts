/**
 * A wish list's reservations: a friend reserves a wish to give it, and the list's owner never learns whether or by
 * whom — not in the items, the header, the events, the exports, the copies, the notifications or a token's answers,
 * signed in or signed out with her own link. The reservation is a column of the item (`reserved_by`) that only these
 * functions read (and the items repository's `itemsOfListReserved` and `lockedItemOfList`, for them): the items
 * answers of those who may reserve (signed in, not the owner: `seesReservations`) carry `reserved` and
 * `reserved_by_me` (`personalItems`, `withReservations`), built per caller and never kept in the shared cache of items
 * answers; a visitor without an account gets the answers the owner gets. A reservation raises no items version (the
 * owner's answers stay the same) and is told on the list's wishes topic alone, which only their streams hear
 * (push.routes.ts).
 */
import type { Lang, ListItem } from '@listok/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../../db/client.js';
import { listItems } from '../../../db/schema.js';
import { AppError, notFound } from '../../../lib/errors.js';
import type { SessionUser } from '../../../plugins/sessions.js';
import { loadListAccess } from '../basics/lists.access.js';
import { publishWishes } from '../basics/lists.events.js';
import { listPolicy } from '../basics/lists.policy.js';
import { findItemRow, lockedItemOfList } from '../items/items.repo.js';

export { seesReservations } from '../basics/lists.policy.js';

/** Who reserved which item of the list (row → user). */
async function reservationsOf(db: Executor, listId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: listItems.id, by: listItems.reservedBy })
    .from(listItems)
    .where(and(eq(listItems.listId, listId), isNotNull(listItems.reservedBy)));
  return new Map(rows.map((row) => [row.id, row.by!]));
}

/** The items as a reader who may reserve sees them, from who reserved which (row → user). */
export function withReservations<T extends ListItem>(
  items: readonly T[],
  reserved: ReadonlyMap<number, number>,
  readerId: number | null,
): T[] {
  return items.map((item) => {
    if (item.kind !== 'wishlist') return item;
    const by = reserved.get(item.id);
    return { ...item, reserved: by !== undefined, reserved_by_me: by !== undefined && by === readerId };
  });
}

/** The items as a reader who may reserve sees them: each with whether it is reserved, and whether by them. */
export async function personalItems<T extends ListItem>(
  db: Executor,
  listId: number,
  readerId: number | null,
  items: readonly T[],
): Promise<T[]> {
  return withReservations(items, await reservationsOf(db, listId), readerId);
}

/** An items answer as sent (items.answers.ts `ItemsAnswer`), not compressed. */
type PlainAnswer = { body: Buffer; version: number };

/** An items answer (not compressed) made the reader's own (`personalItems`). */
export async function personalAnswer(
  db: Executor,
  listId: number,
  readerId: number | null,
  answer: PlainAnswer,
): Promise<PlainAnswer> {
  const items = JSON.parse(answer.body.toString('utf8')) as ListItem[];
  const personal = await personalItems(db, listId, readerId, items);
  return { body: Buffer.from(JSON.stringify(personal)), version: answer.version };
}

/** Where a reservation is taken or given back: the list, the wish's row, the caller and the code they hold. */
export interface ReservationTarget {
  listId: number;
  itemRowId: number;
  user: SessionUser | null;
  ac: string | undefined;
}

/**
 * Reserves a wish for the caller (again: nothing changes), under the list's lock; a wish received (ticked) or
 * reserved by someone else is refused. Raises no items version and tells only the list's wishes topic. The wish as
 * the caller sees it now, from the one read of it under the lock: reserved, by them.
 */
export async function reserve(
  app: FastifyInstance,
  target: ReservationTarget,
  view: { lang: Lang; timeZone: string },
): Promise<ListItem> {
  const reserved = await app.db.transaction(async (tx) => {
    const access = await loadListAccess(tx, target.listId, target.user, target.ac, 'no key update');
    const user = listPolicy.assertCan('reserve', access);
    const wish = await lockedItemOfList(tx, target.itemRowId, view.lang, view.timeZone);
    if (!wish || wish.listId !== target.listId) throw notFound();
    if (wish.completed) throw new AppError('ITEM_COMPLETED');
    if (wish.reservedBy !== null && wish.reservedBy !== user.id) throw new AppError('RESERVED');
    await tx
      .update(listItems)
      .set({ reservedBy: user.id, reservedAt: wish.reservedAt ?? new Date() })
      .where(eq(listItems.id, target.itemRowId));
    return { ...wish.item, reserved: true, reserved_by_me: true };
  });
  await publishWishes(app, target.listId);
  return reserved;
}

/** Gives the caller's reservation of a wish back (none: nothing changes); another's is refused. */
export async function unreserve(app: FastifyInstance, target: ReservationTarget): Promise<void> {
  const changed = await app.db.transaction(async (tx) => {
    const access = await loadListAccess(tx, target.listId, target.user, target.ac, 'no key update');
    const user = listPolicy.assertCan('reserve', access);
    const row = await wishRow(tx, target);
    if (row.reservedBy === null) return false;
    if (row.reservedBy !== user.id) throw new AppError('RESERVED');
    await tx.update(listItems).set({ reservedBy: null, reservedAt: null }).where(eq(listItems.id, row.id));
    return true;
  });
  if (changed) await publishWishes(app, target.listId);
}

/** The wish's row on the list, locked; 404 when the list has no such row. */
async function wishRow(tx: Executor, { listId, itemRowId }: ReservationTarget) {
  const row = await findItemRow(tx, itemRowId, true);
  if (!row || row.listId !== listId) throw notFound();
  return row;
}
