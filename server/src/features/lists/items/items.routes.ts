import { defaultItemSort, type ItemSort } from '@listok/contract';
import {
  addItem,
  addNewItem,
  listItems,
  markItem,
  pasteItems,
  removeItem,
  reserveItem,
  tasks,
  undoUntickAll,
  unreserveItem,
  untickAll,
  updateItem,
} from '@listok/contract/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptedEncoding } from '../../../lib/encoding/content-encoding.js';
import { serve, withVersion } from '../../../lib/serve.js';
import { requireUser } from '../../../plugins/sessions.js';
import { loadListAccess } from '../basics/lists.access.js';
import { listPolicy } from '../basics/lists.policy.js';
import { seesMoney, withoutMoney } from '../prices/money-seen.js';
import * as prices from '../prices/prices.service.js';
import { tasksOf } from '../todos/tasks.repo.js';
import { seesReservations } from '../wishes/items.reservations.js';
import { type ItemsAnswer, type ItemsView, zoneOf } from './items.answers.js';

/** Sends an items answer: a string sent as JSON is sent as it is, validated and serialised when it was built. */
function sendItems(reply: FastifyReply, answer: ItemsAnswer) {
  if (answer.encoding) reply.header('content-encoding', answer.encoding);
  return withVersion(reply, answer.version).type('application/json; charset=utf-8').send(answer.body);
}

/** How the caller sees the items: the order asked for, their language and time zone, and who they are. */
const viewOf = (request: FastifyRequest, sort: ItemSort = defaultItemSort): ItemsView => ({
  sort,
  lang: request.lang,
  timeZone: zoneOf(request.user),
  ...(request.user && { reader: { userId: request.user.id } }),
});

export const itemsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const { items } = app;
  /** All the items after a change, as its caller sees them (with a wish list's reservations, if theirs to see). */
  const changedAnswer = (
    listId: number,
    { version, personal }: { version: number; personal: boolean },
    request: FastifyRequest,
  ) =>
    items.itemsAnswer(
      listId,
      version,
      viewOf(request),
      undefined,
      personal ? { userId: request.user?.id ?? null } : undefined,
    );

  app.route({
    ...serve(listItems),
    handler: async (request, reply) => {
      const access = await loadListAccess(db, request.params.id, request.user, request.query.ac);
      listPolicy.assertCanRead(access);
      const { id, itemsVersion } = access.list;
      // Whether the answer is compressed depends on what the client accepts.
      reply.header('vary', 'accept-encoding');
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      // The shop the caller is in was read with the list.
      const { user } = access;
      const view = {
        ...viewOf(request, request.query.sort),
        ...(user && { reader: { userId: user.id, hereStore: access.hereStore ?? null } }),
      };
      const personal = seesReservations(access) ? { userId: access.user.id } : undefined;
      // A shopping list's prices are its members' (features/lists/prices): a code holder reads the goods only.
      if (access.list.kind === 'shopping' && !seesMoney(access)) {
        return sendItems(reply, withoutMoney(await items.itemsAnswer(id, itemsVersion, view)));
      }
      return sendItems(reply, await items.itemsAnswer(id, itemsVersion, view, encoding, personal));
    },
  });

  app.route({
    ...serve(tasks),
    handler: async (request) => {
      const user = requireUser(request);
      const reader = { id: user.id, lists: user.token?.lists ?? null };
      return tasksOf(db, reader, request.query.scope, request.lang, zoneOf(user));
    },
  });

  app.route({
    ...serve(addItem),
    handler: async (request, reply) => {
      const { value, version } = await items.addProduct(request.params.id, request.user, request.lang, request.body);
      return withVersion(reply, version).code(201).send(value);
    },
  });

  app.route({
    ...serve(addNewItem),
    handler: async (request, reply) => {
      const { value, version } = await items.addNewProduct(request.params.id, request.user, request.lang, request.body);
      return withVersion(reply, version).code(201).send(value);
    },
  });

  app.route({
    ...serve(pasteItems),
    handler: async (request, reply) => {
      const { preview } = request.query;
      const { value, version } = await app.work.paste.run(request.user, (deadline) =>
        items.addText(request.params.id, request.user, request.lang, request.body.text, { preview, deadline }),
      );
      return withVersion(reply, version)
        .code(preview ? 200 : 201)
        .send(value);
    },
  });

  app.route({
    ...serve(removeItem),
    handler: async (request, reply) => {
      const { id: listId, itemRowId } = request.params;
      const changed = await items.removeItem(listId, itemRowId, request.user);
      return sendItems(reply, await changedAnswer(listId, changed, request));
    },
  });

  app.route({
    ...serve(untickAll),
    handler: async (request, reply) => {
      return sendItems(reply, await items.untickAll(request.params.id, request.user, viewOf(request)));
    },
  });

  app.route({
    ...serve(undoUntickAll),
    handler: async (request, reply) => {
      return sendItems(reply, await items.undoUntickAll(request.params.id, request.user, viewOf(request)));
    },
  });

  app.route({
    ...serve(reserveItem),
    handler: async (request) => {
      const { id: listId, itemRowId } = request.params;
      const target = { listId, itemRowId, user: request.user, ac: request.body.ac };
      return items.reserveItem(target, request.lang);
    },
  });

  app.route({
    ...serve(unreserveItem),
    handler: async (request, reply) => {
      const { id: listId, itemRowId } = request.params;
      await items.unreserveItem({ listId, itemRowId, user: request.user, ac: request.body.ac });
      return reply.code(204).send();
    },
  });

  app.route({
    ...serve(updateItem),
    handler: async (request, reply) => {
      const { value, version } = await items.updateItem(
        request.params.itemRowId,
        request.user,
        request.body,
        request.lang,
      );
      return withVersion(reply, version).send(value);
    },
  });

  app.route({
    ...serve(markItem),
    handler: async (request, reply) => {
      const { itemRowId } = request.params;
      const { price, ac } = request.body;
      const view = viewOf(request, request.body.sort);
      if (price !== undefined) await prices.assertTickPriceFits(app, itemRowId, price);
      const answer = await items.markItem(itemRowId, request.user, ac, view);
      // A price with a tick is the purchase's (features/lists/prices): the items are read again with it.
      const priced =
        price === undefined ? undefined : await prices.priceTick(app, itemRowId, request.user, request.lang, price);
      return sendItems(reply, priced ? await items.itemsAnswer(priced.listId, priced.version, view) : answer);
    },
  });
};
