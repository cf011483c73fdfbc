import {
  type AddItemBody,
  type AddTextAnswer,
  type ItemSort,
  itemExistsParams,
  type Lang,
  ListItem,
  listTopicPrefix,
  type UpdateItemBody,
  type UserCreateItemBody,
} from '@listok/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Executor, letOthersIn } from '../../../db/client.js';
import { type ContentEncoding, compressFrom } from '../../../lib/content-encoding.js';
import { defaultTimeZone } from '../../../lib/dates.js';
import { AppError, notFound } from '../../../lib/errors.js';
import type { SessionUser } from '../../../plugins/sessions.js';
import { Deadline } from '../../../plugins/work-limits.js';
import { accessOf, assertTokenReaches, loadListAccess } from '../lists/lists.access.js';
import { publishListChange } from '../lists/lists.events.js';
import { listPolicy } from '../lists/lists.policy.js';
import { type ListTarget, touchList } from '../lists/lists.repo.js';
import { type AddTextOutcome, addTextLines, piecesUnitId, readText } from './add-text.js';
import { previewText } from './add-text.preview.js';
import { makeProducts } from './add-text.products.js';
import { ItemsAnswerCache } from './items.cache.js';
import * as items from './items.repo.js';
import { markItem } from './mark-item.repo.js';
import { productNamed } from './own-products.js';

/** The amount and unit an add may ask for (contract: AddItemBody, UserCreateItemBody). */
export type StartingQuantity = { amount?: number | undefined; unit?: number | undefined };
/** How the caller sees the items: their order, language and time zone. */
export interface ItemsView {
  sort: ItemSort;
  lang: Lang;
  timeZone: string;
}
/** An items answer as sent: the JSON's UTF-8 bytes, or those compressed with `encoding`. */
export interface ItemsAnswer {
  body: Buffer;
  encoding?: ContentEncoding;
}
/** Chooses the product an add puts on the list, inside the add's transaction. */
type PickProduct = (tx: Executor, member: SessionUser) => Promise<items.ProductRow>;

const Items = z.array(ListItem);
/** The most bytes of items answers one process keeps (each answer counted twice: whole and by item). */
const itemsAnswerCacheBytes = 32 * 1024 * 1024;

/** The caller's time zone; a visitor sees the default one. */
export const zoneOf = (user: SessionUser | null) => user?.timeZone ?? defaultTimeZone;

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

/** The use cases of a list's items (add, change, delete, mark) and the items answer they share, for one process. */
export function itemsService(app: FastifyInstance) {
  const { db } = app;
  /** Items answers of this process (items.cache.ts). */
  const answers = new ItemsAnswerCache(itemsAnswerCacheBytes);

  /**
   * Opens a transaction, loads the list locked, authorizes the caller (a member of an active list), runs `change`, and
   * publishes after commit; answers the change's value with the list's id and its new items version.
   */
  async function changeItems<T>(
    target: number | ListTarget,
    user: SessionUser | null,
    ac: string | undefined,
    change: (tx: Executor, member: SessionUser, listId: number) => Promise<T>,
  ): Promise<{ value: T; listId: number; version: number }> {
    const result = await db.transaction(async (tx) => {
      const access = await loadListAccess(tx, target, user, ac, 'no key update');
      const member = listPolicy.assertCan('changeItems', access);
      const listId = access.list.id;
      const value = await change(tx, member, listId);
      return { value, listId, version: await touchList(tx, listId) };
    });
    await publishListChange(app, result.listId, 'items');
    return result;
  }

  /**
   * The list's items at `version` (the list row's, read before the items), from the cache when it has them;
   * compressed (made once per answer) when `encoding` is given and the answer is long enough to gain from it.
   */
  async function itemsAnswer(
    listId: number,
    version: number,
    view: ItemsView,
    encoding?: ContentEncoding,
  ): Promise<ItemsAnswer> {
    const key = ItemsAnswerCache.key(listId, view.sort, view.lang, view.timeZone);
    let body = answers.get(key, version);
    if (body === undefined) {
      const listed = await items.itemsOfList(db, listId, view.sort, view.lang, view.timeZone);
      body = answers.set(key, version, Items.parse(listed));
    }
    if (encoding && body.length >= compressFrom) {
      const compressed = await answers.encoded(key, version, encoding);
      if (compressed) return { body: compressed, encoding };
    }
    return { body };
  }

  /** Puts the product that `pick` chooses on the list (once), with the amount and unit asked for; the new item. */
  async function addItem(
    listId: number,
    user: SessionUser | null,
    ac: string | undefined,
    lang: Lang,
    quantity: StartingQuantity,
    pick: PickProduct,
  ): Promise<ListItem> {
    const { value: rowId } = await changeItems(listId, user, ac, async (tx, member) => {
      if (quantity.unit !== undefined) await assertUnitExists(tx, quantity.unit);
      const product = await pick(tx, member);
      const rowId = await putProductOnList(tx, listId, product, member, lang, quantity);
      await app.webPush.recordChange(tx, { listId, actorId: member.id, kind: 'added', productId: product.id });
      return rowId;
    });
    return items.itemOfList(db, rowId, lang, zoneOf(user));
  }

  return {
    itemsAnswer,

    /** Adds a product the member may pick (a common one or their own); 404 on the `item` field otherwise. */
    addProduct: (listId: number, user: SessionUser | null, lang: Lang, body: AddItemBody) =>
      addItem(listId, user, body.ac, lang, body, async (tx, member) => {
        const product = await items.findVisibleProduct(tx, body.item, member.id);
        if (!product) throw new AppError('NOT_FOUND', { fields: { item: 'validation.product' } });
        return product;
      }),

    /** Adds the member's product of this name, made in their vocabulary (within the daily quota) when there is none. */
    addNewProduct: (listId: number, user: SessionUser | null, lang: Lang, body: UserCreateItemBody) =>
      addItem(listId, user, undefined, lang, body, (tx, member) =>
        productNamed(tx, member, lang, body, app.config.quotas.ownProductsPerDay),
      ),

    /**
     * Adds each line of a pasted text (add-text.ts) in one change of the list: one event, one notification bundle;
     * answers the rows added and merged (as the caller sees them) and the lines skipped. The lines are read first,
     * without the list's lock (the caller's right to change the list checked before and again under the lock), and
     * the products of new names made before the change (undone if it fails). A preview writes nothing: the same
     * answer, worked out in memory (add-text.preview.ts).
     */
    async addText(
      listId: number,
      user: SessionUser | null,
      lang: Lang,
      text: string,
      { preview = false, deadline = Deadline.none }: { preview?: boolean; deadline?: Deadline } = {},
    ): Promise<AddTextAnswer> {
      const reader = listPolicy.assertCan('changeItems', await loadListAccess(db, listId, user, undefined));
      const read = await readText(app, reader, lang, text, deadline);
      await letOthersIn();
      if (preview) return previewText(app, reader, listId, lang, zoneOf(user), read);
      const products = await makeProducts(app, reader, lang, read.lines, piecesUnitId(read.units), deadline);
      let value: AddTextOutcome;
      try {
        ({ value } = await changeItems(listId, user, undefined, (tx, member) =>
          addTextLines({ app, tx, member, listId, lang, deadline }, read, products.productOf),
        ));
      } catch (error) {
        await products.undo();
        throw error;
      }
      const listed = Items.parse(await items.itemsOfList(db, listId, 'added_at', lang, zoneOf(user)));
      const rows = (ids: number[]) =>
        ids.map((id) => listed.find((item) => item.id === id)).filter((i) => i !== undefined);
      return { added: rows(value.added), merged: rows(value.merged), skipped: value.skipped };
    },

    /** Changes amount, unit and link of an open item; the item. */
    async updateItem(itemRowId: number, user: SessionUser | null, body: UpdateItemBody, lang: Lang): Promise<ListItem> {
      await changeItems({ itemRowId }, user, undefined, async (tx, member, listId) => {
        await openItemRow(tx, listId, itemRowId);
        await app.webPush.recordChange(tx, { listId, actorId: member.id, kind: 'changed', itemRowId });
        await assertUnitExists(tx, body.unit);
        const { amount, unit, link } = body;
        await items.updateItem(tx, itemRowId, {
          amount,
          unitId: unit,
          link: link === undefined ? undefined : link || null,
        });
      });
      return items.itemOfList(db, itemRowId, lang, zoneOf(user));
    },

    /** Deletes an open item; the list's new items version. */
    async removeItem(listId: number, itemRowId: number, user: SessionUser | null): Promise<number> {
      const { version } = await changeItems(listId, user, undefined, async (tx, member) => {
        await openItemRow(tx, listId, itemRowId);
        // Before the row goes: the change names its product.
        await app.webPush.recordChange(tx, { listId, actorId: member.id, kind: 'removed', itemRowId });
        await items.deleteItem(tx, itemRowId);
      });
      return version;
    },

    /**
     * Toggles an item's completed state; the list's items. One round trip (`listok_mark_item`: 566 → 1,868 marks/s,
     * docs/performance.md "Marking an item"), so the function itself writes only for a member of an active list — the
     * rule of `can.tick` (`listPolicy.assertCan('tick')`), applied here to the facts it read under the list's lock to
     * give a refusal its error (mark-guard.test.ts proves that both refuse the same callers in the same states).
     */
    async markItem(itemRowId: number, user: SessionUser | null, ac: string | undefined, view: ItemsView) {
      // The function writes before the policy reads its facts: a token limited to lists is checked first.
      if (user?.token?.lists) {
        const row = await items.findItemRow(db, itemRowId);
        if (row) assertTokenReaches(user, row.listId);
      }
      const mark = await markItem(db, itemRowId, user?.id, listTopicPrefix(app.config.publicUrl));
      if (!mark) throw notFound();
      const member = listPolicy.assertCan('tick', accessOf(mark, mark.isOwner, user, ac));
      if (!mark.toggled) throw notFound();
      const { listId, eventId, eventTopic, itemsVersion: version } = mark;
      app.push.recorded({ id: eventId, topic: eventTopic, data: { type: 'items', listId } });
      // The function kept the change for the members' notifications: the bundle ends a while after it.
      app.webPush.changed();

      // The answer: the previous one with this item changed, when this mark alone made the new version.
      const key = ItemsAnswerCache.key(listId, view.sort, view.lang, view.timeZone);
      const marked = {
        completed: mark.completed,
        ...items.markedFields(mark.completed, mark.completedAt, member.username, view.timeZone),
      };
      const body = answers.patchItem(key, version, itemRowId, (item) => Object.assign(item, marked));
      if (body !== undefined) return { body } satisfies ItemsAnswer;
      return itemsAnswer(listId, version, view);
    },
  };
}
