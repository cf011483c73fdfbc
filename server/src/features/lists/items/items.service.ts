import {
  type AddItemBody,
  type AddTextAnswer,
  itemExistsParams,
  type Lang,
  type ListItem,
  type ListKind,
  type UpdateItemBody,
  type UserCreateItemBody,
} from '@listok/contract';
import type { FastifyInstance } from 'fastify';
import { type Executor, letOthersIn } from '../../../db/client.js';
import { AppError, notFound } from '../../../lib/errors.js';
import type { SessionUser } from '../../../plugins/sessions.js';
import { Deadline } from '../../../plugins/work-limits.js';
import { loadListAccess } from '../basics/lists.access.js';
import { publishListChange } from '../basics/lists.events.js';
import { listPolicy } from '../basics/lists.policy.js';
import { type ListTarget, touchList } from '../basics/lists.repo.js';
import * as entries from './add-text.entries.js';
import { type AddTextOutcome, addTextLines, piecesUnitId, readText, unitNames } from './add-text.js';
import { previewText } from './add-text.preview.js';
import { makeProducts } from './add-text.products.js';
import { Items, type ItemsContext, itemsAnswer, markItem, zoneOf } from './items.answers.js';
import { ItemsAnswerCache } from './items.cache.js';
import * as items from './items.repo.js';
import { personalItems, type ReservationTarget, reserve, seesReservations } from './items.reservations.js';
import { productNamed } from './own-products.js';

/** The amount and unit an add may ask for (contract: AddItemBody, UserCreateItemBody). */
export type StartingQuantity = { amount?: number | undefined; unit?: number | undefined; note?: string | undefined };
/** Chooses the product an add puts on the list, inside the add's transaction. */
type PickProduct = (tx: Executor, member: SessionUser) => Promise<items.ProductRow>;
/** How an add of pasted text goes: a preview writes nothing; the deadline bounds the work. */
type AddTextOptions = { preview?: boolean; deadline?: Deadline };
/**
 * What a change answers, with the list's items version that change made (none for a preview, which changes nothing),
 * and whether the caller's answers carry the list's reservations (a wish list's reader who is not its owner).
 */
export type Versioned<T> = { value: T; version?: number | undefined; personal?: boolean };

/** A change of the list answered with all its items: the version it made, and whether they are the caller's own. */
type ListChanged = { version: number; personal: boolean };

/** The most bytes of items answers one process keeps (each answer counted twice: whole and by item). */
const itemsAnswerCacheBytes = 32 * 1024 * 1024;

/** Refuses a unit that does not exist, before anything is created or changed. */
async function assertUnitExists(tx: Executor, unitId: number) {
  if (!(await items.unitExists(tx, unitId))) {
    throw new AppError('VALIDATION_FAILED', { fields: { unit: 'validation.unit' } });
  }
}

/** Puts a product on the list once, with the amount and unit asked for; a second add answers 409 naming it. */
async function putProductOnList(
  tx: Executor,
  listId: number,
  product: items.ProductRow,
  member: SessionUser,
  lang: Lang,
  quantity: StartingQuantity,
) {
  const rowId = await items.insertItem(tx, {
    listId,
    productId: product.id,
    amount: quantity.amount ?? 1,
    unitId: quantity.unit ?? product.defaultUnitId ?? (await items.defaultUnitId(tx)),
    link: null,
    note: quantity.note ?? '',
    addedBy: member.id,
  });
  if (rowId === undefined) {
    const name = lang === 'ru' ? product.nameRu : product.nameEn;
    throw new AppError('ITEM_EXISTS', { params: itemExistsParams(lang, name) });
  }
  return rowId;
}

/** An item row of the list that is not completed, locked for the change; 404 or 409 otherwise. */
async function openItemRow(tx: Executor, listId: number, itemRowId: number) {
  const row = await items.findItemRow(tx, itemRowId, true);
  if (!row || row.listId !== listId) throw notFound();
  if (row.completed) throw new AppError('ITEM_COMPLETED');
  return row;
}

/**
 * Opens a transaction, loads the list locked, authorizes the caller (a member of an active list), runs `change`, and
 * publishes after commit (the event carries that version); answers the change's value with the list's id and its new
 * items version.
 */
async function changeItems<T>(
  app: FastifyInstance,
  target: number | ListTarget,
  user: SessionUser | null,
  ac: string | undefined,
  change: (tx: Executor, member: SessionUser, listId: number, kind: ListKind) => Promise<T>,
): Promise<{ value: T; listId: number; version: number; personal: boolean }> {
  const result = await app.db.transaction(async (tx) => {
    const access = await loadListAccess(tx, target, user, ac, 'no key update');
    const member = listPolicy.assertCan('changeItems', access);
    const listId = access.list.id;
    const value = await change(tx, member, listId, access.list.kind);
    const personal = seesReservations(access.list.kind, access.isOwner);
    return { value, listId, version: await touchList(tx, listId), personal };
  });
  await publishListChange(app, result.listId, 'items', { itemsVersion: result.version });
  return result;
}

/**
 * Puts the product that `pick` chooses on the list (once), with the amount and unit asked for; the new item and the
 * version.
 */
async function addItem(
  app: FastifyInstance,
  listId: number,
  user: SessionUser | null,
  ac: string | undefined,
  lang: Lang,
  quantity: StartingQuantity,
  pick: PickProduct,
): Promise<Versioned<ListItem>> {
  const {
    value: rowId,
    version,
    personal,
  } = await changeItems(app, listId, user, ac, async (tx, member) => {
    if (quantity.unit !== undefined) await assertUnitExists(tx, quantity.unit);
    const product = await pick(tx, member);
    const rowId = await putProductOnList(tx, listId, product, member, lang, quantity);
    await app.webPush.recordChange(tx, { listId, actorId: member.id, kind: 'added', productId: product.id });
    return rowId;
  });
  const item = await items.itemOfList(app.db, rowId, lang, zoneOf(user));
  return { value: await forReader(app, listId, user, personal, item), version };
}

/** An item as the caller sees it: with the list's reservations when they are to see them (items.reservations.ts). */
async function forReader(
  app: FastifyInstance,
  listId: number,
  user: SessionUser | null,
  personal: boolean,
  item: ListItem,
): Promise<ListItem> {
  if (!personal) return item;
  const [seen] = await personalItems(app.db, listId, user?.id ?? null, [item]);
  return seen ?? item;
}

/** Adds a product the member may pick (a common one or their own); 404 on the `item` field otherwise. */
function addProduct(app: FastifyInstance, listId: number, user: SessionUser | null, lang: Lang, body: AddItemBody) {
  return addItem(app, listId, user, body.ac, lang, body, async (tx, member) => {
    const product = await items.findVisibleProduct(tx, body.item, member.id);
    if (!product) throw new AppError('NOT_FOUND', { fields: { item: 'validation.product' } });
    return product;
  });
}

/** Adds the member's product of this name, made in their vocabulary (within the daily quota) when there is none. */
function addNewProduct(
  app: FastifyInstance,
  listId: number,
  user: SessionUser | null,
  lang: Lang,
  body: UserCreateItemBody,
) {
  return addItem(app, listId, user, undefined, lang, body, (tx, member) =>
    productNamed(tx, member, lang, body, app.config.quotas.ownProductsPerDay),
  );
}

/**
 * Adds each line of a pasted text (add-text.ts) in one change of the list: one event, one notification bundle;
 * answers the rows added and merged (as the caller sees them) and the lines skipped. The lines are read first,
 * without the list's lock (the caller's right to change the list checked before and again under the lock), and
 * the products of new names made before the change (undone if it fails). A preview writes nothing: the same
 * answer, worked out in memory (add-text.preview.ts), without a version.
 */
async function addText(
  app: FastifyInstance,
  listId: number,
  user: SessionUser | null,
  lang: Lang,
  text: string,
  { preview = false, deadline = Deadline.none }: AddTextOptions = {},
): Promise<Versioned<AddTextAnswer>> {
  const access = await loadListAccess(app.db, listId, user, undefined);
  const reader = listPolicy.assertCan('changeItems', access);
  if (access.list.kind !== 'shopping') return addEntries(app, listId, user, lang, text, preview);
  // A line that is only a web address is an entry with that link on a shopping list too: no product of a host's name.
  const { links, rest } = entries.splitLinks(text);
  const read = await readText(app, reader, lang, rest, deadline);
  const linked = entries.readEntries(links.join('\n'), read.units);
  await letOthersIn();
  if (preview) {
    const goods = await previewText(app, reader, listId, lang, zoneOf(user), read);
    if (linked.length === 0) return { value: goods };
    const listed = await items.itemsOfList(app.db, listId, 'added_at', lang, zoneOf(user));
    const played = entries.playEntries(linked, entries.listedEntries(listed), lang);
    return { value: joinAnswers(goods, entries.previewEntries(played, listed, zoneOf(user), goods.added.length)) };
  }
  const products = await makeProducts(app, reader, lang, read.lines, piecesUnitId(read.units), deadline);
  let value: AddTextOutcome;
  let version: number;
  try {
    ({ value, version } = await changeItems(app, listId, user, undefined, async (tx, member) => {
      const goods = await addTextLines({ app, tx, member, listId, lang, deadline }, read, products.productOf);
      if (linked.length === 0) return goods;
      const listed = await items.itemsOfList(tx, listId, 'added_at', lang, zoneOf(user));
      const played = entries.playEntries(linked, entries.listedEntries(listed), lang);
      return joinAnswers(goods, await entries.writeEntries(app, tx, { listId, memberId: member.id }, played));
    }));
  } catch (error) {
    await products.undo();
    throw error;
  }
  return { value: await outcomeAnswer(app, listId, user, lang, value), version };
}

/** Two answers of one paste as one: the goods' lines, then the addresses'. */
function joinAnswers<T extends { added: unknown[]; merged: unknown[]; skipped: unknown[] }>(a: T, b: T): T {
  return {
    ...a,
    added: [...a.added, ...b.added],
    merged: [...a.merged, ...b.merged],
    skipped: [...a.skipped, ...b.skipped],
  };
}

/** The answer of a paste: its rows added and merged as the caller sees them, and the lines skipped. */
async function outcomeAnswer(
  app: FastifyInstance,
  listId: number,
  user: SessionUser | null,
  lang: Lang,
  outcome: AddTextOutcome,
  personal = false,
): Promise<AddTextAnswer> {
  const all = Items.parse(await items.itemsOfList(app.db, listId, 'added_at', lang, zoneOf(user)));
  const listed = personal ? await personalItems(app.db, listId, user?.id ?? null, all) : all;
  const rows = (ids: number[]) => ids.map((id) => listed.find((item) => item.id === id)).filter((i) => i !== undefined);
  return { added: rows(outcome.added), merged: rows(outcome.merged), skipped: outcome.skipped };
}

/** Adds the lines of a text as plain entries (a list of a kind other than shopping: add-text.entries.ts). */
async function addEntries(
  app: FastifyInstance,
  listId: number,
  user: SessionUser | null,
  lang: Lang,
  text: string,
  preview: boolean,
): Promise<Versioned<AddTextAnswer>> {
  const lines = entries.readEntries(text, await unitNames(app.db));
  const listedNow = (db: Executor) => items.itemsOfList(db, listId, 'added_at', lang, zoneOf(user));
  if (preview) {
    const listed = await listedNow(app.db);
    return {
      value: entries.previewEntries(
        entries.playEntries(lines, entries.listedEntries(listed), lang),
        listed,
        zoneOf(user),
      ),
    };
  }
  const { value, version, personal } = await changeItems(app, listId, user, undefined, async (tx, member) => {
    const played = entries.playEntries(lines, entries.listedEntries(await listedNow(tx)), lang);
    return entries.writeEntries(app, tx, { listId, memberId: member.id }, played);
  });
  return { value: await outcomeAnswer(app, listId, user, lang, value, personal), version };
}

/**
 * What an update may not change of an item, by field: a product's item keeps its product's name and always has an
 * amount; a plain entry has no unit.
 */
function refusedFields(row: items.ItemRow, body: UpdateItemBody, kind: ListKind): Record<string, string> {
  const plain = row.productId === null;
  return {
    ...(body.assignee !== undefined && kind !== 'todo' && { assignee: 'validation.assigneeTodoOnly' }),
    ...(!plain && body.name !== undefined && { name: 'validation.entryNameOnly' }),
    ...(!plain && body.amount === null && { amount: 'validation.amount' }),
    ...(plain && body.unit !== undefined && { unit: 'validation.entryUnit' }),
  };
}

/** Changes name (of a plain entry), amount, unit, link and note of an open item (those given); the item and the version. */
async function updateItem(
  app: FastifyInstance,
  itemRowId: number,
  user: SessionUser | null,
  body: UpdateItemBody,
  lang: Lang,
): Promise<Versioned<ListItem>> {
  const changed = await changeItems(app, { itemRowId }, user, undefined, async (tx, member, listId, kind) => {
    const row = await openItemRow(tx, listId, itemRowId);
    const refused = refusedFields(row, body, kind);
    if (body.assignee != null && !refused.assignee && !(await items.isMemberOf(tx, listId, body.assignee))) {
      refused.assignee = 'validation.assigneeNotMember';
    }
    if (Object.keys(refused).length > 0) throw new AppError('VALIDATION_FAILED', { fields: refused });
    await app.webPush.recordChange(tx, { listId, actorId: member.id, kind: 'changed', itemRowId });
    if (body.unit !== undefined) await assertUnitExists(tx, body.unit);
    const { name, assignee, amount, unit, link, note } = body;
    await items.updateItem(tx, itemRowId, {
      name,
      assigneeId: assignee,
      amount,
      unitId: unit,
      link: link === undefined ? undefined : link || null,
      note,
    });
  });
  const item = await items.itemOfList(app.db, itemRowId, lang, zoneOf(user));
  return { value: await forReader(app, changed.listId, user, changed.personal, item), version: changed.version };
}

/**
 * Unticks every item of the list: ready for the next trip (a packing list, a weekly shop). The members are told once,
 * when anything was ticked. The list's new items version.
 */
async function untickAll(app: FastifyInstance, listId: number, user: SessionUser | null): Promise<ListChanged> {
  const { version, personal } = await changeItems(app, listId, user, undefined, async (tx, member) => {
    if ((await items.untickAll(tx, listId)) > 0)
      await app.webPush.recordChange(tx, { listId, actorId: member.id, kind: 'unticked', list: true });
  });
  return { version, personal };
}

/** Deletes an open item; the list's new items version. */
async function removeItem(
  app: FastifyInstance,
  listId: number,
  itemRowId: number,
  user: SessionUser | null,
): Promise<ListChanged> {
  const { version, personal } = await changeItems(app, listId, user, undefined, async (tx, member) => {
    await openItemRow(tx, listId, itemRowId);
    // Before the row goes: the change names its product.
    await app.webPush.recordChange(tx, { listId, actorId: member.id, kind: 'removed', itemRowId });
    await items.deleteItem(tx, itemRowId);
  });
  return { version, personal };
}

/** Reserves a wish for the caller (items.reservations.ts); the wish as they see it now. */
async function reserveItem(app: FastifyInstance, target: ReservationTarget, lang: Lang): Promise<ListItem> {
  await reserve(app, target);
  const item = await items.itemOfList(app.db, target.itemRowId, lang, zoneOf(target.user));
  return forReader(app, target.listId, target.user, true, item);
}

/**
 * The use cases of a list's items (add, change, delete, mark: items.answers.ts) and the items answer they share, for
 * one process.
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
    untickAll: untickAll.bind(null, app),
    reserveItem: reserveItem.bind(null, app),
    markItem: markItem.bind(null, context),
  };
}
