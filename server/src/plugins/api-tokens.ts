import { apiRoutes, type Route } from '@listok/contract/api';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Executor } from '../db/client.js';
import { apiTokens } from '../db/schema.js';
import { AppError } from '../lib/errors.js';
import type { ApiTokenGrant } from './sessions.js';

/**
 * What a token may do with each call, as its declaration in the contract says (`token`; docs/api.md, API tokens): the
 * lists and their items, reading the catalogue and the units, and the push hub. Every other call (settings, password,
 * email, tokens, contacts, admin, and any call the contract does not declare) is an account call: 403 with a token.
 * Keyed `METHOD /path` as declared; the authorization matrix reads it too.
 */
export const tokenUse: ReadonlyMap<string, 'read' | 'write'> = new Map(
  Object.values(apiRoutes as Record<string, Route>).flatMap((declared) =>
    declared.token ? [[`${declared.method} ${declared.path}`, declared.token] as const] : [],
  ),
);

/**
 * A token limited to lists reaches only them: it cannot make new lists (they would be out of its reach), nor reach
 * the account's recipes beyond them.
 */
export function assertTokenReachesAll(user: { token?: ApiTokenGrant } | null): void {
  if (user?.token?.lists) throw new AppError('TOKEN_OTHER_LIST');
}

/**
 * The hub topic on which a token's revocation is announced (no client may ask for it: it is no list's): the streams
 * opened with the token listen to it and end.
 */
export const tokenTopic = (publicUrl: string, tokenId: number) => `${publicUrl}/tokens#${tokenId}`;

/**
 * Announces revoked tokens to the streams opened with them, on every server process (as list changes travel). Called
 * once the deletion is committed: a stream ended earlier could come back with the token still valid.
 */
export async function announceRevoked(app: FastifyInstance, tokenIds: readonly number[]): Promise<void> {
  for (const tokenId of tokenIds) {
    try {
      await app.push.publish(tokenTopic(app.config.publicUrl, tokenId), { type: 'revoked', tokenId });
    } catch (error) {
      app.log.error({ err: error, tokenId }, 'announcing a revoked token failed');
    }
  }
}

/** Whether the token is still there (a stream checks it once it listens to `tokenTopic`, for a revocation before). */
export async function tokenAlive(db: Executor, tokenId: number): Promise<boolean> {
  const rows = await db.select({ id: apiTokens.id }).from(apiTokens).where(eq(apiTokens.id, tokenId));
  return rows.length > 0;
}

/**
 * The limit of a token's calls per minute (TOKEN_REQUESTS_PER_MINUTE), per token whatever the address (a trusted proxy
 * lifts only the per-address limits): of the API's bearer calls here, of the CalDAV server's app passwords there.
 */
export function tokenLimit(app: FastifyInstance, grantOf: (request: FastifyRequest) => ApiTokenGrant | undefined) {
  return app.rateLimit({
    max: app.config.tokenRequestsPerMinute,
    timeWindow: '1 minute',
    keyGenerator: (request) => `token:${grantOf(request)?.id}`,
    allowList: () => false,
  });
}

/** What a token lets through, and how often: after the sessions plugin has found the token's user. */
export const apiTokensPlugin = fp(
  async (app: FastifyInstance) => {
    const limit = tokenLimit(app, (request) => request.user?.token);
    app.addHook('onRequest', async (request, reply) => {
      const grant = request.user?.token;
      if (!grant) return;
      // HEAD is answered by the GET route.
      const method = request.method === 'HEAD' ? 'GET' : request.method;
      const use = tokenUse.get(`${method} ${request.routeOptions.url}`);
      // An app password (scope caldav) opens the CalDAV server only, which reads it from HTTP Basic itself.
      if (grant.scope === 'caldav' || use === undefined) throw new AppError('TOKEN_NOT_ALLOWED');
      if (grant.scope === 'read' && use === 'write') throw new AppError('TOKEN_READ_ONLY');
      await limit.call(app, request, reply);
    });
  },
  { name: 'api-tokens', dependencies: ['sessions'] },
);
