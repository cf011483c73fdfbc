import type { Lang, ListItem, ListKind, UpdateItemBody } from '@listok/contract';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../../db/client.js';
import { AppError, notFound } from '../../../lib/errors.js';
import type { SessionUser } from '../../../plugins/sessions.js';
import { isMemberOf } from '../basics/lists.repo.js';
import { addText } from '../paste/add-text.service.js';
import { weighEdit } from '../sync/edit-weighing.js';
import { dueChange } from '../todos/due.js';
import { type ReservationTarget, reserve, unreserve } from '../wishes/items.reservations.js';
import { addNewProduct, addProduct, assertUnitExists } from './items.add.js';
import {
  type ItemsAnswer,
  type ItemsContext,
  type ItemsView,
  itemsAnswer,
  markItem,
  untickedAnswer,
  zoneOf,
} from './items.answers.js';
import { ItemsAnswerCache } from './items.cache.js';
import { changeItems, forReader, type ItemsChange, type Versioned } from './items.change.js';
import * as items from './items.repo.js';
import { undoUntickAll as undoUntickAllRows, untickAll as untickAllRows } from './untick-all.repo.js';

/** A change of the list answered with all its items: the version it made, and whether they are the caller's own. */
type ListChanged = { version: number; personal: boolean };

/** The most bytes of items answers one process keeps (each answer counted twice: whole and by item). */
const itemsAnswerCacheBytes = 32 * 1024 * 1024;

/** An item row of the list that is not completed, locked for the change; 404 or 409 otherwise. */
async function openItemRow(tx: Executor, listId: number, itemRowId: number) {
  const row = await items.findItemRow(tx, itemRowId, true);
  if (!row || row.listId !== listId) throw notFound();
  if (row.completed) throw new AppError('ITEM_COMPLETED');
  return row;
}

/**
 * What an update may not change of an item, by field: a product's item keeps its product's name and always has an
 * amount; a plain entry has no unit.
 */
function refusedFields(row: items.ItemRow, body: UpdateItemBody, kind: ListKind): Record<string, string> {
  const plain = row.productId === null;
  return {
    ...(body.assignee !== undefined && kind !== 'todo' && { assignee: 'validation.assigneeTodoOnly' }),
    ...(body.due !== undefined && kind !== 'todo' && { due: 'validation.dueTodoOnly' }),
    ...(body.repeat !== undefined && kind !== 'todo' && { repeat: 'validation.dueTodoOnly' }),
    ...(body.stores !== undefined && kind !== 'shopping' && { stores: 'validation.stores' }),
    ...(!plain && body.name !== undefined && { name: 'validation.entryNameOnly' }),
    ...(!plain && body.amount === null && { amount: 'validation.amount' }),
    ...(plain && body.unit !== undefined && { unit: 'validation.entryUnit' }),
  };
}

/** The change of `updateItem` in a change of the list (items.steps.ts composes it with others). */
export async function updateItemRow(
  app: FastifyInstance,
  { tx, member, listId, kind }: ItemsChange,
  itemRowId: number,
  body: UpdateItemBody,
  timeZone: string,
): Promise<void> {
  const row = await openItemRow(tx, listId, itemRowId);
  const refused = refusedFields(row, body, kind);
  if (body.assignee != null && !refused.assignee && !(await isMemberOf(tx, listId, body.assignee))) {
    refused.assignee = 'validation.assigneeNotMember';
  }
  if (body.stores?.length && !refused.stores && !(await items.areStoresOf(tx, listId, body.stores))) {
    refused.stores = 'validation.stores';
  }
  if (Object.keys(refused).length > 0) throw new AppError('VALIDATION_FAILED', { fields: refused });
  await app.webPush.recordChange(tx, { listId, actorId: member.id, kind: 'changed', itemRowId });
  if (body.unit !== undefined) await assertUnitExists(tx, body.unit);
  // A field someone else changed since the editor saw it keeps the later edit (sync/edit-weighing.ts).
  const { body: kept, edits, replaced } = await weighEdit(tx, row, body, member);
  const { name, assignee, amount, unit, link, note } = kept;
  await items.updateItem(tx, itemRowId, {
    name,
    assigneeId: assignee,
    amount,
    unitId: unit,
    link: link === undefined ? undefined : link || null,
    note,
    when: dueChange(row, body, timeZone),
    edits,
    replaced,
  });
  if (body.stores !== undefined) await items.tieToStores(tx, itemRowId, body.stores);
}

/**
 * Changes name (of a plain entry), amount, unit, link and note of an open item, a to-do's assignee, due and repeat,
 * and a good's shops (those given); the item and the version.
 */
async function updateItem(
  app: FastifyInstance,
  itemRowId: number,
  user: SessionUser | null,
  body: UpdateItemBody,
  lang: Lang,
): Promise<Versioned<ListItem>> {
  const changed = await changeItems(app, { itemRowId }, user, undefined, (tx, member, listId, kind) =>
    updateItemRow(app, { tx, member, listId, kind }, itemRowId, body, zoneOf(user)),
  );
  const item = await items.itemOfList(app.db, itemRowId, lang, zoneOf(user));
  const { listId, personal, hereStore, version } = changed;
  return { value: await forReader(app, listId, user, personal, item, hereStore), version };
}

/**
 * Unticks every item of the list: ready for the next trip (a packing list, a weekly shop). The members are told once,
 * when anything was ticked. All the items after it, as the caller sees them (`view`): made from the rows the untick
 * named, not read again where the previous answer is kept (`untickedAnswer`).
 */
async function untickAll(
  context: ItemsContext,
  listId: number,
  user: SessionUser | null,
  view: ItemsView,
): Promise<ItemsAnswer> {
  const { app } = context;
  const { value, version, personal } = await changeItems(app, listId, user, undefined, async (tx, member) => {
    const unticked = await untickAllRows(tx, listId);
    if (unticked.length > 0)
      await app.webPush.recordChange(tx, { listId, actorId: member.id, kind: 'unticked', list: true });
    return unticked;
  });
  return untickedAnswer(context, listId, version, value, view, personal ? { userId: user?.id ?? null } : undefined);
}

/**
 * Takes back the last untick of every item (untick-all.repo.ts `undoUntickAll`): its ticks again, and no notification of it
 * for the members who were not told yet. `TOO_LATE_TO_UNDO` when there is none to take back within the minute.
 */
async function undoUntickAll(
  context: ItemsContext,
  listId: number,
  user: SessionUser | null,
  view: ItemsView,
): Promise<ItemsAnswer> {
  const { app } = context;
  const { version, personal } = await changeItems(app, listId, user, undefined, async (tx, member) => {
    const ticked = await undoUntickAllRows(tx, listId);
    if (ticked === undefined) throw new AppError('TOO_LATE_TO_UNDO');
    await app.webPush.forgetChanges(tx, { listId, actorId: member.id, kind: 'unticked' });
  });
  return itemsAnswer(context, listId, version, view, undefined, personal ? { userId: user?.id ?? null } : undefined);
}

/** Deletes an open item; the list's new items version. */
async function removeItem(
  app: FastifyInstance,
  listId: number,
  itemRowId: number,
  user: SessionUser | null,
): Promise<ListChanged> {
  const { version, personal } = await changeItems(app, listId, user, undefined, (tx, member, _listId, kind) =>
    removeItemRow(app, { tx, member, listId, kind }, itemRowId),
  );
  return { version, personal };
}

/** The change of `removeItem` in a change of the list (items.steps.ts composes it with others). */
export async function removeItemRow(
  app: FastifyInstance,
  { tx, member, listId }: ItemsChange,
  itemRowId: number,
): Promise<void> {
  await openItemRow(tx, listId, itemRowId);
  // Before the row goes: the change names its product.
  await app.webPush.recordChange(tx, { listId, actorId: member.id, kind: 'removed', itemRowId });
  await items.deleteItem(tx, itemRowId);
}

/** Reserves a wish for the caller (items.reservations.ts); the wish as they see it now. */
function reserveItem(app: FastifyInstance, target: ReservationTarget, lang: Lang): Promise<ListItem> {
  return reserve(app, target, { lang, timeZone: zoneOf(target.user) });
}

/**
 * The use cases of a list's items (add, change, delete, mark: items.answers.ts; reserve a wish and give it back:
 * items.reservations.ts) and the items answer they share, for one process: made once, as `app.items` (app.ts), for
 * the API's routes and the CalDAV server alike.
 */
export function itemsService(app: FastifyInstance) {
  const context: ItemsContext = { app, answers: new ItemsAnswerCache(itemsAnswerCacheBytes) };
  return {
    itemsAnswer: itemsAnswer.bind(null, context),
    addProduct: addProduct.bind(null, app),
    addNewProduct: addNewProduct.bind(null, app),
    addText: addText.bind(null, app),
    updateItem: updateItem.bind(null, app),
    removeItem: removeItem.bind(null, app),
    untickAll: untickAll.bind(null, context),
    undoUntickAll: undoUntickAll.bind(null, context),
    reserveItem: reserveItem.bind(null, app),
    unreserveItem: (target: ReservationTarget) => unreserve(app, target),
    markItem: markItem.bind(null, context),
  };
}

export type ItemsService = ReturnType<typeof itemsService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The items' use cases and their answers' cache, one per process (itemsService). */
    items: ItemsService;
  }
}
