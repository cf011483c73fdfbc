import { isPresenceTopic } from '@listok/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FamilyPurchases } from '../lib/family-purchases.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The family purchases the search keeps per user (lib/family-purchases.ts). */
    familyPurchases: FamilyPurchases;
  }
}

/**
 * Keeps the family purchases of users who search, and forgets a list's share of them on each of its push events
 * (every mark and every change of members is one, from any process); presence events change no purchase.
 */
export const familyPurchasesPlugin = fp(
  async (app: FastifyInstance) => {
    const family = new FamilyPurchases();
    const stop = app.push.observe((event) => {
      if (!isPresenceTopic(event.topic) && event.data.type !== 'revoked') family.forgetList(event.data.listId);
    });
    app.addHook('onClose', async () => stop());
    app.decorate('familyPurchases', family);
  },
  { name: 'family-purchases', dependencies: ['push'] },
);
