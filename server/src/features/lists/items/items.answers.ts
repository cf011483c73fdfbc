import { type ItemSort, type Lang, type LastPrice, ListItem, listTopicPrefix } from '@listok/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Executor } from '../../../db/client.js';
import { defaultTimeZone } from '../../../lib/dates.js';
import { type ContentEncoding, compressFrom } from '../../../lib/encoding/content-encoding.js';
import { notFound } from '../../../lib/errors.js';
import type { SessionUser } from '../../../plugins/sessions.js';
import { accessOf, assertTokenReaches } from '../basics/lists.access.js';
import { listPolicy } from '../basics/lists.policy.js';
import { hereStoreOf, lastPricesAt } from '../prices/prices.repo.js';
import { personalAnswer, seesReservations, withReservations } from '../wishes/items.reservations.js';
import { ItemsAnswerCache } from './items.cache.js';
import * as items from './items.repo.js';
import { type MarkToggled, markItem as markItemRow } from './mark-item.repo.js';

/** How the caller sees the items: their order, language and time zone. */
export interface ItemsView {
  sort: ItemSort;
  lang: Lang;
  timeZone: string;
  /**
   * Who reads, for the goods' last prices at the shop they are in (features/lists/prices): that shop when known with
   * the list (`hereStore`, null for none), else looked up for `userId`. Without a reader, the latest anywhere.
   */
  reader?: { userId: number; hereStore?: number | null };
}
/**
 * An items answer as sent: the JSON's UTF-8 bytes, or those compressed with `encoding`, and the list's items version
 * they reflect (the `Items-Version` header).
 */
export interface ItemsAnswer {
  body: Buffer;
  encoding?: ContentEncoding;
  version: number;
}
/** What the items' use cases share in one process: the app and its items answers (items.cache.ts). */
export interface ItemsContext {
  app: FastifyInstance;
  answers: ItemsAnswerCache;
}

export const Items = z.array(ListItem);

/** The caller's time zone; a visitor sees the default one. */
export const zoneOf = (user: SessionUser | null) => user?.timeZone ?? defaultTimeZone;

/** A reader whose answers carry the list's reservations (a wish list's, who is not its owner: items.reservations.ts). */
export interface PersonalReader {
  userId: number | null;
}

/**
 * The list's items at `version` (the list row's, read before the items), from the cache when it has them;
 * compressed (made once per answer) when `encoding` is given and the answer is long enough to gain from it. For a
 * `personal` reader, with the reservations they see (read in the same statement as the items when these are not kept),
 * made for them alone (never kept, never compressed); for a reader in one of the list's shops, with the last prices
 * paid there (`atReadersShop`), also made for them alone.
 */
export async function itemsAnswer(
  context: ItemsContext,
  listId: number,
  version: number,
  view: ItemsView,
  encoding?: ContentEncoding,
  personal?: PersonalReader,
): Promise<ItemsAnswer> {
  const prices = await pricesAtReadersShop(context.app.db, listId, view);
  const answer = await listAnswer(context, listId, version, view, prices ? undefined : encoding, personal);
  return prices ? withPricesAt(answer, prices) : answer;
}

/**
 * The goods' last prices at the shop the reader is in, by item row (prices.repo.ts `lastPricesAt`); undefined when
 * they are in none, or none of the goods was paid for there.
 */
async function pricesAtReadersShop(db: Executor, listId: number, view: ItemsView) {
  const { reader } = view;
  if (!reader) return undefined;
  const store = reader.hereStore !== undefined ? reader.hereStore : await hereStoreOf(db, listId, reader.userId);
  if (store === null) return undefined;
  const prices = await lastPricesAt(db, listId, store, view.timeZone);
  return prices.size > 0 ? prices : undefined;
}

/** An answer (not compressed) whose goods carry the last prices at the reader's shop where they were paid there. */
function withPricesAt(answer: ItemsAnswer, prices: ReadonlyMap<number, LastPrice>): ItemsAnswer {
  const listed = JSON.parse(answer.body.toString('utf8')) as ListItem[];
  for (const item of listed) {
    const price = prices.get(item.id);
    if (price && 'lastPrice' in item) item.lastPrice = price;
  }
  return { body: Buffer.from(JSON.stringify(listed)), version: answer.version };
}

/** The answer the cache keeps (or a `personal` reader's own), before the reader's shop is weighed. */
async function listAnswer(
  { app, answers }: ItemsContext,
  listId: number,
  version: number,
  view: ItemsView,
  encoding?: ContentEncoding,
  personal?: PersonalReader,
): Promise<ItemsAnswer> {
  const key = ItemsAnswerCache.key(listId, view.sort, view.lang, view.timeZone);
  let body = answers.get(key, version);
  if (body === undefined && personal) {
    // The items and their reservations in one read; the shared answer is kept without them.
    const read = await items.itemsOfListReserved(app.db, listId, view.sort, view.lang, view.timeZone);
    const listed = Items.parse(read.items);
    answers.set(key, version, listed);
    const seen = withReservations(listed, read.reserved, personal.userId);
    return { body: Buffer.from(JSON.stringify(seen)), version };
  }
  if (body === undefined) {
    const listed = await items.itemsOfList(app.db, listId, view.sort, view.lang, view.timeZone);
    body = answers.set(key, version, Items.parse(listed));
  }
  if (personal) return personalAnswer(app.db, listId, personal.userId, { body, version });
  if (encoding && body.length >= compressFrom) {
    const compressed = await answers.encoded(key, version, encoding);
    if (compressed) return { body: compressed, encoding, version };
  }
  return { body, version };
}

/**
 * Toggles an item's completed state; the list's items. One round trip (`listok_mark_item`; what it gained is in
 * docs/performance-history.md, "Marking an item"), so the function itself writes only for a member of an active
 * list — the rule of `can.tick` (`listPolicy.assertCan('tick')`), applied here to the facts it read under the list's
 * lock to give a refusal its error (mark-guard.test.ts proves that both refuse the same callers in the same states).
 * The answer's version is the one the mark made; a mark that toggled nothing answers an error, so never a version.
 */
export async function markItem(
  context: ItemsContext,
  itemRowId: number,
  user: SessionUser | null,
  ac: string | undefined,
  view: ItemsView,
): Promise<ItemsAnswer> {
  const { app } = context;
  // The function writes before the policy reads its facts: a token limited to lists is checked first.
  if (user?.token?.lists) {
    const row = await items.findItemRow(app.db, itemRowId);
    if (row) assertTokenReaches(user, row.listId);
  }
  const mark = await markItemRow(app.db, itemRowId, user?.id, listTopicPrefix(app.config.publicUrl));
  if (!mark) throw notFound();
  const access = accessOf(mark, mark.isOwner, user, ac);
  const member = listPolicy.assertCan('tick', access);
  if (!mark.toggled) throw notFound();
  markDelivered(app, mark);
  const answer = await markedAnswer(context, mark, itemRowId, member.username, view);
  const seen = seesReservations(access) ? await personalAnswer(app.db, mark.listId, member.id, answer) : answer;
  // Prices are a shopping list's: a mark on another kind (the hot path of to-dos) asks for no shop.
  const prices = mark.kind === 'shopping' ? await pricesAtReadersShop(app.db, mark.listId, view) : undefined;
  return prices ? withPricesAt(seen, prices) : seen;
}

/** After the commit of a mark (`listok_mark_item`): its event goes out, and the members' notifications hear of it. */
export function markDelivered(app: FastifyInstance, mark: MarkToggled): void {
  const { listId, eventId, eventTopic, itemsVersion } = mark;
  // The event's data as the function recorded it (migration 0022), delivered to this process's own streams.
  app.push.recorded({ id: eventId, topic: eventTopic, data: { type: 'items', listId, itemsVersion } });
  // The function kept the change for the members' notifications: the bundle ends a while after it.
  app.webPush.changed();
}

/** The answer after a mark: the previous one with this item changed, when this mark alone made the new version. */
async function markedAnswer(
  context: ItemsContext,
  mark: MarkToggled,
  itemRowId: number,
  username: string,
  view: ItemsView,
): Promise<ItemsAnswer> {
  const { listId, itemsVersion: version } = mark;
  // A repeating to-do's due moved too: the answer is read again.
  if (mark.repeated) return listAnswer(context, listId, version, view);
  const key = ItemsAnswerCache.key(listId, view.sort, view.lang, view.timeZone);
  const marked = {
    completed: mark.completed,
    ...items.markedFields(mark.completed, mark.completedAt, username, view.timeZone),
  };
  // A shopping list's item with a price: its tick pays the price (migration 0052) and gives the good a last price, its
  // untick clears the price and may take the last price back. The items are read again then, and the patch not kept.
  const body = context.answers.patchItem(key, version, itemRowId, (item) =>
    'price' in item && item.price !== null ? false : Object.assign(item, marked),
  );
  if (body !== undefined) return { body, version };
  return listAnswer(context, listId, version, view);
}

/**
 * The answer after unticking every ticked item (`unticked`: the rows the untick named, untick-all.repo.ts `untickAll`): the
 * previous answer with those items unticked, when the untick alone made the new version, as a mark's answer is made
 * (`markedAnswer`); else the items read. For a `personal` reader, with the reservations they see.
 */
export async function untickedAnswer(
  context: ItemsContext,
  listId: number,
  version: number,
  unticked: readonly number[],
  view: ItemsView,
  personal?: PersonalReader,
): Promise<ItemsAnswer> {
  const key = ItemsAnswerCache.key(listId, view.sort, view.lang, view.timeZone);
  const untick = { completed: false, ...items.markedFields(false, null, null, view.timeZone) };
  const body = context.answers.patchItems(key, version, unticked, (item) =>
    Object.assign(item, untick, 'price' in item && { price: null }),
  );
  if (body === undefined) return itemsAnswer(context, listId, version, view, undefined, personal);
  const answer = { body, version };
  const seen = personal ? await personalAnswer(context.app.db, listId, personal.userId, answer) : answer;
  const prices = await pricesAtReadersShop(context.app.db, listId, view);
  return prices ? withPricesAt(seen, prices) : seen;
}
