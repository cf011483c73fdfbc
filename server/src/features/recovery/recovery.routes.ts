import { checkRecoveryLink, recoverPassword, startPasswordRecovery } from '@listok/contract/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/serve.js';
import { tokenHash } from '../../lib/tokens.js';
import { usableLink } from './recovery.policy.js';
import * as repo from './recovery.repo.js';
import * as recovery from './recovery.service.js';

export const recoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.route({
    ...serve(startPasswordRecovery),
    // Its time would tell whether the email has an account (a known one is mailed).
    config: { rateLimit: { max: 10, timeWindow: '1 hour' }, serverTiming: false },
    handler: async (request) => {
      await recovery.startRecovery(app, request.query.email);
      return { message: request.t('success.recoveryStarted') };
    },
  });

  app.route({
    ...serve(checkRecoveryLink),
    config: { rateLimit: { max: 30, timeWindow: '1 hour' }, serverTiming: false },
    handler: async (request) => {
      usableLink(await repo.findToken(db, tokenHash(request.query.token)));
      return { usable: true as const };
    },
  });

  app.route({
    ...serve(recoverPassword),
    config: { rateLimit: { max: 10, timeWindow: '1 hour' }, serverTiming: false },
    handler: async (request, reply) => {
      const { signedIn, revokedTokens } = await recovery.recoverPassword(app, request, reply, request.body);
      const told = [request.t(signedIn ? 'success.passwordRecoveredSignedIn' : 'success.passwordRecovered')];
      if (revokedTokens > 0) told.push(request.t('success.tokensRevoked', { count: revokedTokens }));
      return { message: told.join('. '), signedIn, revokedTokens };
    },
  });
};
