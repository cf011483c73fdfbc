import { itemPrices, setItemPrice } from '@listok/contract/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve, withVersion } from '../../../lib/serve.js';
import * as prices from './prices.service.js';

/** What the shopping costs (issue 50): a ticked item's price, and a good's last prices per shop. */
export const pricesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...serve(setItemPrice),
    handler: async (request, reply) => {
      const { itemRowId } = request.params;
      const { item, version } = await prices.setItemPrice(
        app,
        itemRowId,
        request.user,
        request.lang,
        request.body.price,
      );
      return withVersion(reply, version).send(item);
    },
  });

  app.route({
    ...serve(itemPrices),
    handler: async (request) => prices.itemPrices(app, request.params.itemRowId, request.user),
  });
};
