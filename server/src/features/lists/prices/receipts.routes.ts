import {
  changeReceipt,
  createReceipt,
  createSettlement,
  deleteReceipt,
  listBalances,
  listReceipts,
  spending,
} from '@listok/contract/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../../lib/serve.js';
import { requireUser } from '../../../plugins/sessions.js';
import { receiptsService } from './receipts.service.js';
import * as spent from './spending.service.js';

/** A shopping list's receipts, balances and settlements, and the caller's spending (docs/api.md, "Money"). */
export const receiptsRoutes: FastifyPluginAsyncZod = async (app) => {
  const money = receiptsService(app);

  app.route({
    ...serve(listReceipts),
    handler: async (request) => money.receipts(request.params.id, request.user),
  });

  app.route({
    ...serve(createReceipt),
    handler: async (request, reply) => {
      const receipt = await money.createReceipt(request.params.id, request.user, request.body);
      return reply.code(201).send(receipt);
    },
  });

  app.route({
    ...serve(changeReceipt),
    handler: async (request) => {
      const { id, receiptId } = request.params;
      return money.changeReceipt(id, receiptId, request.user, request.body);
    },
  });

  app.route({
    ...serve(deleteReceipt),
    handler: async (request, reply) => {
      const { id, receiptId } = request.params;
      await money.deleteReceipt(id, receiptId, request.user);
      return reply.code(204).send();
    },
  });

  app.route({
    ...serve(listBalances),
    handler: async (request) => money.balances(request.params.id, request.user),
  });

  app.route({
    ...serve(createSettlement),
    handler: async (request, reply) => {
      const settlement = await money.settle(request.params.id, request.user, request.body);
      return reply.code(201).send(settlement);
    },
  });

  app.route({
    ...serve(spending),
    handler: async (request) =>
      spent.spending(app, requireUser(request), request.query, (key) => request.t(key), request.lang),
  });
};
