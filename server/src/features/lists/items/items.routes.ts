import { defaultItemSort, type ItemSort, itemsVersionHeader } from '@listok/contract';
import {
  addItem,
  addNewItem,
  listItems,
  markItem,
  pasteItems,
  removeItem,
  untickAll,
  updateItem,
} from '@listok/contract/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../../lib/serve.js';
import { loadListAccess } from '../basics/lists.access.js';
import { listPolicy } from '../basics/lists.policy.js';
import { acceptedEncoding } from './content-encoding.js';
import { type ItemsAnswer, type ItemsView, zoneOf } from './items.answers.js';
import { itemsService } from './items.service.js';

/**
 * Names the list's items version the answer reflects (the version its change made, or the one a read was built at):
 * a client holding it need not read the items again (docs/api.md, "Items version"). No version, no header.
 */
function withVersion(reply: FastifyReply, version: number | undefined) {
  if (version === undefined) return reply;
  return reply.header(itemsVersionHeader, String(version)).header('access-control-expose-headers', itemsVersionHeader);
}

/** Sends an items answer: a string sent as JSON is sent as it is, validated and serialised when it was built. */
function sendItems(reply: FastifyReply, answer: ItemsAnswer) {
  if (answer.encoding) reply.header('content-encoding', answer.encoding);
  return withVersion(reply, answer.version).type('application/json; charset=utf-8').send(answer.body);
}

/** How the caller sees the items: the order asked for, their language and time zone. */
const viewOf = (request: FastifyRequest, sort: ItemSort = defaultItemSort): ItemsView => ({
  sort,
  lang: request.lang,
  timeZone: zoneOf(request.user),
});

export const itemsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const items = itemsService(app);

  app.route({
    ...serve(listItems),
    handler: async (request, reply) => {
      const access = await loadListAccess(db, request.params.id, request.user, request.query.ac);
      listPolicy.assertCanRead(access);
      const { id, itemsVersion } = access.list;
      // Whether the answer is compressed depends on what the client accepts.
      reply.header('vary', 'accept-encoding');
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      return sendItems(reply, await items.itemsAnswer(id, itemsVersion, viewOf(request, request.query.sort), encoding));
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
      const version = await items.removeItem(listId, itemRowId, request.user);
      return sendItems(reply, await items.itemsAnswer(listId, version, viewOf(request)));
    },
  });

  app.route({
    ...serve(untickAll),
    handler: async (request, reply) => {
      const listId = request.params.id;
      const version = await items.untickAll(listId, request.user);
      return sendItems(reply, await items.itemsAnswer(listId, version, viewOf(request)));
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
      const view = viewOf(request, request.body.sort);
      return sendItems(reply, await items.markItem(itemRowId, request.user, request.body.ac, view));
    },
  });
};
