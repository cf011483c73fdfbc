import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';

/**
 * The calls an API token may make (docs/api.md, API tokens): the lists and their items, reading the catalogue and the
 * units, and the push hub. Every other call (settings, password, email, tokens, contacts, admin) is an account call:
 * 403 with a token.
 */
const tokenRoutes = [
  /^\/api\/lists$/,
  /^\/api\/list[/-]/,
  /^\/api\/item\/autocomplete$/,
  /^\/api\/units$/,
  /^\/api\/categories$/,
  /^\/\.well-known\/mercure$/,
];
const readMethods = new Set(['GET', 'HEAD']);

/** What a token lets through, and how often: after the sessions plugin has found the token's user. */
export const apiTokensPlugin = fp(
  async (app: FastifyInstance) => {
    const limit = app.rateLimit({
      max: app.config.tokenRequestsPerMinute,
      timeWindow: '1 minute',
      keyGenerator: (request) => `token:${request.user?.token?.id}`,
      // Per token, whatever the address (a trusted proxy lifts only the per-address limits).
      allowList: () => false,
    });
    app.addHook('onRequest', async (request, reply) => {
      const grant = request.user?.token;
      if (!grant) return;
      const route = request.routeOptions.url ?? request.url.split('?', 1)[0] ?? '';
      if (!tokenRoutes.some((pattern) => pattern.test(route))) throw new AppError('TOKEN_NOT_ALLOWED');
      if (grant.scope === 'read' && !readMethods.has(request.method)) throw new AppError('TOKEN_READ_ONLY');
      await limit.call(app, request, reply);
    });
  },
  { name: 'api-tokens', dependencies: ['sessions'] },
);
