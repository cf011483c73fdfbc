import {
  AddItemBody,
  AddTextAnswer,
  AddTextBody,
  AddTextQuery,
  defaultItemSort,
  ItemRowParams,
  type ItemSort,
  ItemsQuery,
  ListIdParams,
  ListItem,
  ListItemRowParams,
  MarkItemBody,
  UpdateItemBody,
  UserCreateItemBody,
} from '@listok/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadListAccess } from '../basics/lists.access.js';
import { listPolicy } from '../basics/lists.policy.js';
import { acceptedEncoding } from './content-encoding.js';
import { type ItemsAnswer, type ItemsView, zoneOf } from './items.answers.js';
import { itemsService } from './items.service.js';

const tags = ['items'];
const Items = z.array(ListItem);

/** Sends an items answer: a string sent as JSON is sent as it is, validated and serialised when it was built. */
function sendItems(reply: FastifyReply, answer: ItemsAnswer) {
  if (answer.encoding) reply.header('content-encoding', answer.encoding);
  return reply.type('application/json; charset=utf-8').send(answer.body);
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
      return sendItems(reply, await items.itemsAnswer(id, itemsVersion, viewOf(request, request.query.sort), encoding));
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
    async (request, reply) => {
      const item = await items.addProduct(request.params.id, request.user, request.lang, request.body);
      return reply.code(201).send(item);
    },
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
      const item = await items.addNewProduct(request.params.id, request.user, request.lang, request.body);
      return reply.code(201).send(item);
    },
  );

  app.post(
    '/api/list/:id/add-text',
    {
      schema: {
        tags,
        summary:
          'Add a pasted list, one good per line ("2 кг яблок", "milk 2 l"): known goods are added, unknown names become ' +
          'own products, a good already on the list gets the amount on top where the units convert (members of an ' +
          'active list); one event, one notification bundle. `?preview=1`: the same answer (200) with nothing changed. ' +
          'Per user one at a time and 20 a minute (429); 503 when the server could not finish it in time',
        params: ListIdParams,
        querystring: AddTextQuery,
        body: AddTextBody,
        response: { 200: AddTextAnswer, 201: AddTextAnswer },
      },
    },
    async (request, reply) => {
      const { preview } = request.query;
      const answer = await app.work.paste.run(request.user, (deadline) =>
        items.addText(request.params.id, request.user, request.lang, request.body.text, { preview, deadline }),
      );
      return reply.code(preview ? 200 : 201).send(answer);
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
      const version = await items.removeItem(listId, itemRowId, request.user);
      return sendItems(reply, await items.itemsAnswer(listId, version, viewOf(request)));
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
    async (request) => items.updateItem(request.params.itemRowId, request.user, request.body, request.lang),
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
      const view = viewOf(request, request.body.sort);
      return sendItems(reply, await items.markItem(itemRowId, request.user, request.body.ac, view));
    },
  );
};
