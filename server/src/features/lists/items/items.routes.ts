import {
  AddItemBody,
  defaultItemSort,
  ItemRowParams,
  type ItemSort,
  ItemsQuery,
  type Lang,
  ListIdParams,
  ListItem,
  ListItemRowParams,
  listTopicPrefix,
  MarkItemBody,
  UpdateItemBody,
  UserCreateItemBody,
} from '@listok/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../../../db/client.js';
import { acceptedEncoding, type ContentEncoding, compressFrom } from '../../../lib/content-encoding.js';
import { defaultTimeZone } from '../../../lib/dates.js';
import { AppError, notFound } from '../../../lib/errors.js';
import { assertDailyQuota } from '../../../lib/quotas.js';
import type { SessionUser } from '../../../plugins/sessions.js';
import { accessOf, loadListAccess } from '../lists/lists.access.js';
import { publishListChange } from '../lists/lists.events.js';
import { listPolicy } from '../lists/lists.policy.js';
import { type ListTarget, touchList } from '../lists/lists.repo.js';
import { ItemsAnswerCache } from './items.cache.js';
import * as items from './items.repo.js';

const tags = ['items'];
/** The amount and unit an add may ask for (contract: AddItemBody, UserCreateItemBody). */
type StartingQuantity = { amount?: number | undefined; unit?: number | undefined };
const Items = z.array(ListItem);
/** The most JSON text of items answers one process keeps (about as many bytes). */
const itemsAnswerCacheChars = 32 * 1024 * 1024;

/** Sends a cached items answer: a string sent as JSON is sent as it is, validated and serialised when it was built. */
const sendAnswer = (reply: FastifyReply, body: string | Buffer) =>
  reply.type('application/json; charset=utf-8').send(body);

export const itemsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const zoneOf = (user: SessionUser | null) => user?.timeZone ?? defaultTimeZone;

  /**
   * Opens a transaction on an active list the caller is a member of, runs `change`, and publishes after commit; answers
   * the change's value with the list's id and its new items version.
   */
  async function changeItems<T>(
    target: number | ListTarget,
    user: SessionUser | null,
    ac: string | undefined,
    change: (tx: Executor, member: SessionUser, listId: number) => Promise<T>,
  ): Promise<{ value: T; listId: number; version: number }> {
    const result = await db.transaction(async (tx) => {
      const access = await loadListAccess(tx, target, user, ac, 'no key update');
      const member = listPolicy.assertMember(access);
      listPolicy.assertActive(access);
      const listId = access.list.id;
      const value = await change(tx, member, listId);
      return { value, listId, version: await touchList(tx, listId) };
    });
    await publishListChange(app, result.listId, 'items');
    return result;
  }

  /** Items answers of this process (items.cache.ts). */
  const answers = new ItemsAnswerCache(itemsAnswerCacheChars);

  /**
   * Sends the list's items at `version` (the list row's, read before the items), from the cache when it has them;
   * compressed (made once per answer) when `encoding` is given and the answer is long enough to gain from it.
   */
  async function sendItems(
    reply: FastifyReply,
    listId: number,
    version: number,
    sort: ItemSort,
    lang: Lang,
    timeZone: string,
    encoding?: ContentEncoding,
  ) {
    const key = ItemsAnswerCache.key(listId, sort, lang, timeZone);
    let body = answers.get(key, version);
    if (body === undefined) {
      body = answers.set(key, version, Items.parse(await items.itemsOfList(db, listId, sort, lang, timeZone)));
    }
    if (encoding && body.length >= compressFrom) {
      const compressed = await answers.encoded(key, version, encoding);
      if (compressed) return sendAnswer(reply.header('content-encoding', encoding), compressed);
    }
    return sendAnswer(reply, body);
  }

  /**
   * Puts the product that `pick` chooses on the list once (a second add answers 409 naming it), with the amount and
   * unit asked for, and answers 201 with the new item.
   */
  async function addAndAnswer(
    request: FastifyRequest,
    reply: FastifyReply,
    listId: number,
    ac: string | undefined,
    quantity: StartingQuantity,
    pick: (tx: Executor, member: SessionUser) => Promise<items.ProductRow>,
  ) {
    const { value: rowId } = await changeItems(listId, request.user, ac, async (tx, member) => {
      // An unknown unit is refused before anything is created.
      if (quantity.unit !== undefined && !(await items.unitExists(tx, quantity.unit))) {
        throw new AppError('VALIDATION_FAILED', { fields: { unit: 'validation.unit' } });
      }
      return addProduct(tx, listId, await pick(tx, member), member, request.lang, quantity);
    });
    return reply.code(201).send(await items.itemOfList(db, rowId, request.lang, zoneOf(request.user)));
  }

  /** Puts a product on the list once; a second add answers 409 naming the product. */
  async function addProduct(
    tx: Executor,
    listId: number,
    product: items.ProductRow,
    member: SessionUser,
    lang: 'ru' | 'en',
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
      const name = (lang === 'ru' ? product.nameRu : product.nameEn).toLocaleUpperCase(lang);
      throw new AppError('ITEM_EXISTS', { params: { name } });
    }
    return rowId;
  }

  app.get(
    '/api/list/:id',
    {
      schema: {
        tags,
        summary: 'Items of a list (members, or anyone with the code)',
        params: ListIdParams,
        querystring: ItemsQuery,
        response: { 200: Items },
      },
    },
    async (request, reply) => {
      const access = await loadListAccess(db, request.params.id, request.user, request.query.ac);
      listPolicy.assertCanRead(access);
      const { id, itemsVersion } = access.list;
      // Whether the answer is compressed depends on what the client accepts.
      reply.header('vary', 'accept-encoding');
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      return sendItems(reply, id, itemsVersion, request.query.sort, request.lang, zoneOf(request.user), encoding);
    },
  );

  app.post(
    '/api/list/:id/add',
    {
      schema: {
        tags,
        summary:
          'Add a product to an active list (members only), optionally with an amount and unit; 409 when it is already there',
        params: ListIdParams,
        body: AddItemBody,
        response: { 201: ListItem },
      },
    },
    async (request, reply) =>
      addAndAnswer(request, reply, request.params.id, request.body.ac, request.body, async (tx, member) => {
        const product = await items.findVisibleProduct(tx, request.body.item, member.id);
        if (!product) throw new AppError('NOT_FOUND', { fields: { item: 'validation.product' } });
        return product;
      }),
  );

  app.post(
    '/api/list/:id/item/user-create',
    {
      schema: {
        tags,
        summary: "Create a product in the user's vocabulary and add it to the list",
        params: ListIdParams,
        body: UserCreateItemBody,
        response: { 201: ListItem },
      },
    },
    async (request, reply) => {
      const { name, details, link } = request.body;
      return addAndAnswer(request, reply, request.params.id, undefined, request.body, async (tx, member) => {
        // A name the user can already pick is reused rather than duplicated in the vocabulary.
        const known = await items.findVisibleProductByName(tx, name, request.lang, member.id);
        if (known) return known;
        await assertDailyQuota(tx, 'products', member.id, app.config.quotas.ownProductsPerDay);
        return items.createOwnProduct(tx, {
          name,
          details: details ?? '',
          link: link || null,
          ownerId: member.id,
          unitId: await items.defaultUnitId(tx),
        });
      });
    },
  );

  app.post(
    '/api/list/:id/remove/:itemRowId',
    {
      schema: {
        tags,
        summary: 'Delete an item that is not completed (members, active list)',
        params: ListItemRowParams,
        response: { 200: Items },
      },
    },
    async (request, reply) => {
      const { id: listId, itemRowId } = request.params;
      const { version } = await changeItems(listId, request.user, undefined, async (tx) => {
        const row = await items.findItemRow(tx, itemRowId, true);
        if (!row || row.listId !== listId) throw notFound();
        if (row.completed) throw new AppError('ITEM_COMPLETED');
        await items.deleteItem(tx, itemRowId);
      });
      return sendItems(reply, listId, version, defaultItemSort, request.lang, zoneOf(request.user));
    },
  );

  app.patch(
    '/api/list/item/update/:itemRowId',
    {
      schema: {
        tags,
        summary: 'Change amount, unit and link of an item that is not completed (members, active list)',
        params: ItemRowParams,
        body: UpdateItemBody,
        response: { 200: ListItem },
      },
    },
    async (request) => {
      const { itemRowId } = request.params;
      await changeItems({ itemRowId }, request.user, undefined, async (tx, _member, listId) => {
        const row = await items.findItemRow(tx, itemRowId, true);
        if (!row || row.listId !== listId) throw notFound();
        if (row.completed) throw new AppError('ITEM_COMPLETED');
        if (!(await items.unitExists(tx, request.body.unit))) {
          throw new AppError('VALIDATION_FAILED', { fields: { unit: 'validation.unit' } });
        }
        const { amount, unit, link } = request.body;
        await items.updateItem(tx, itemRowId, {
          amount,
          unitId: unit,
          link: link === undefined ? undefined : link || null,
        });
      });
      return items.itemOfList(db, itemRowId, request.lang, zoneOf(request.user));
    },
  );

  app.patch(
    '/api/list-item/mark/:itemRowId',
    {
      schema: {
        tags,
        summary: 'Toggle completed (members, active list); answers the refreshed items',
        params: ItemRowParams,
        body: MarkItemBody,
        response: { 200: Items },
      },
    },
    async (request, reply) => {
      const { itemRowId } = request.params;
      const { user } = request;
      const mark = await items.markItem(db, itemRowId, user?.id, listTopicPrefix(app.config.publicUrl));
      if (!mark) throw notFound();
      const access = accessOf(
        { active: mark.active, accessCode: mark.accessCode },
        mark.isOwner,
        user,
        request.body.ac,
      );
      const member = listPolicy.assertMember(access);
      listPolicy.assertActive(access);
      if (!mark.toggled) throw notFound();
      const { listId, eventId, eventTopic } = mark;
      const version = mark.itemsVersion!;
      app.push.recorded({ id: eventId!, topic: eventTopic!, data: { type: 'items', listId } });

      // The answer: the previous one with this item changed, when this mark alone made the new version.
      const sort = request.body.sort ?? defaultItemSort;
      const timeZone = zoneOf(user);
      const key = ItemsAnswerCache.key(listId, sort, request.lang, timeZone);
      const marked = {
        completed: mark.completed!,
        ...items.markedFields(mark.completed!, mark.completedAt, member.username, timeZone),
      };
      const body = answers.patchItem(key, version, itemRowId, (item) => Object.assign(item, marked));
      if (body !== undefined) return sendAnswer(reply, body);
      return sendItems(reply, listId, version, sort, request.lang, timeZone);
    },
  );
};
