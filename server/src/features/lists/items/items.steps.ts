/**
 * Changes of one list's items that a caller composes in one transaction under the list's lock, each made as the
 * API's own call makes it: an edit (`updateItemRow`), a mark (`listok_mark_item`), a delete (`removeItemRow`).
 * CalDAV's PUT and DELETE take them: a calendar app writes an item's fields and its tick at once, and its write's
 * preconditions hold for the item as it is under that lock.
 */
import { listTopicPrefix, type UpdateItemBody } from '@listok/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../lib/errors.js';
import type { SessionUser } from '../../../plugins/sessions.js';
import { loadListAccess } from '../basics/lists.access.js';
import { publishListChange } from '../basics/lists.events.js';
import { listPolicy } from '../basics/lists.policy.js';
import { touchList } from '../basics/lists.repo.js';
import { markDelivered, zoneOf } from './items.answers.js';
import type { ItemsChange } from './items.change.js';
import { removeItemRow, updateItemRow } from './items.service.js';
import { type MarkToggled, markItem } from './mark-item.repo.js';

export type { ItemsChange };

/**
 * The steps of one change of a list's items, by its member, in its transaction: `inOneChange`'s, or the change of a
 * use case that lets its caller in (add-text's `within`); then `delivered` is the caller's, after that commit.
 */
export class ItemSteps {
  private readonly marks: MarkToggled[] = [];
  private changed = false;

  constructor(
    private readonly app: FastifyInstance,
    readonly change: ItemsChange,
  ) {}

  /** Edits an open item of the list, as `PATCH /api/list/item/update/{id}` does. */
  async update(itemRowId: number, body: UpdateItemBody): Promise<void> {
    await updateItemRow(this.app, this.change, itemRowId, body, zoneOf(this.change.member));
    this.changed = true;
  }

  /** Ticks or unticks an item of the list, as the API's mark does (a tick is a purchase, a repeat moves on). */
  async mark(itemRowId: number): Promise<void> {
    const { tx, member } = this.change;
    const mark = await markItem(tx, itemRowId, member.id, listTopicPrefix(this.app.config.publicUrl));
    // An item of another list is none of this change's (thrown, the transaction undoes the toggle).
    if (!mark?.toggled || mark.listId !== this.change.listId) throw notFound();
    this.marks.push(mark);
  }

  /** Deletes an open item of the list. */
  async remove(itemRowId: number): Promise<void> {
    await removeItemRow(this.app, this.change, itemRowId);
    this.changed = true;
  }

  /** A step other than a mark changed the items: the list's items version is to be raised (a mark raises its own). */
  get wrote(): boolean {
    return this.changed;
  }

  /** After the commit: each mark's event goes out (`markDelivered`). */
  delivered(): void {
    for (const mark of this.marks) markDelivered(this.app, mark);
  }
}

/**
 * Runs `work` in one transaction: the list locked and the caller's right to change its items checked (as
 * `changeItems` does), the steps it takes, and the list's items version raised when they wrote more than marks. After
 * the commit the marks' events go out, then the change's. `work` may take no step: nothing is written then.
 */
export async function inOneChange<T>(
  app: FastifyInstance,
  listId: number,
  user: SessionUser,
  work: (steps: ItemSteps) => Promise<T>,
): Promise<T> {
  let steps: ItemSteps | undefined;
  const { value, version } = await app.db.transaction(async (tx) => {
    const access = await loadListAccess(tx, listId, user, undefined, 'no key update');
    const member = listPolicy.assertCan('changeItems', access);
    steps = new ItemSteps(app, { tx, member, listId, kind: access.list.kind });
    const value = await work(steps);
    return { value, version: steps.wrote ? await touchList(tx, listId) : undefined };
  });
  steps?.delivered();
  if (version !== undefined) await publishListChange(app, listId, 'items', { itemsVersion: version });
  return value;
}
