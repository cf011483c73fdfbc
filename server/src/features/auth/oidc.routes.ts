import { ssoErrorParam, webRoutes } from '@listok/contract';
import { finishSingleSignOn, startSingleSignOn } from '@listok/contract/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.js';
import { isNavigation } from '../../lib/navigation.js';
import { serve } from '../../lib/serve.js';
import { signInOutcome } from './auth.routes.js';
import { openSession } from './auth.service.js';
import { ssoClient } from './oidc.client.js';
import { ssoRequestLifetimeMs } from './oidc.repo.js';
import { accountOf, beginSso, finishSso } from './oidc.service.js';

/** The browser's half of a single sign-on under way: its state, sent back only to the callback. */
export const ssoStateCookie = 'listok_sso';
const cookiePath = '/api/auth/oidc';
// A family behind one address signs in now and then; a script trying codes or filling the table of sign-ons does not.
const rateLimit = { max: 60, timeWindow: '15 minutes' };

export const oidcRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const client = config.sso ? ssoClient(config.sso, config.publicUrl, app.log) : undefined;
  const secure = config.publicUrl.startsWith('https:');
  // Found in the background once the app is up, so the first sign-in does not wait; a failure is tried again then.
  if (client) app.addHook('onReady', async () => void client.configuration().catch(() => undefined));

  /** A browser goes back to the sign-in screen, which shows the code's message; a program gets the error answer. */
  const refuse = (request: FastifyRequest, reply: FastifyReply, error: unknown, next?: string) => {
    if (!(error instanceof AppError) || !isNavigation(request)) throw error;
    const query = new URLSearchParams({ [ssoErrorParam]: error.code, ...(next ? { next } : {}) });
    return reply.redirect(`${webRoutes.login}?${query}`);
  };

  app.route({
    ...serve(startSingleSignOn),
    config: { rateLimit },
    handler: async (request, reply) => {
      const { next } = request.query;
      try {
        if (!client) throw new AppError('SSO_NOT_CONFIGURED');
        const { url, state } = await beginSso(app, client, request.lang, next);
        reply.setCookie(ssoStateCookie, state, {
          path: cookiePath,
          httpOnly: true,
          // Lax: the provider's redirect back is a top-level navigation from its site, which Lax cookies go with.
          sameSite: 'lax',
          secure,
          maxAge: ssoRequestLifetimeMs / 1000,
        });
        return reply.redirect(url);
      } catch (error) {
        return refuse(request, reply, error, next);
      }
    },
  });

  app.route({
    ...serve(finishSingleSignOn),
    config: { rateLimit, serverTiming: false },
    handler: async (request, reply) => {
      const cookieState = request.cookies[ssoStateCookie];
      reply.clearCookie(ssoStateCookie, { path: cookiePath, httpOnly: true, sameSite: 'lax', secure });
      try {
        if (!client) throw new AppError('SSO_NOT_CONFIGURED');
        const at = request.url.indexOf('?');
        const query = at === -1 ? '' : request.url.slice(at + 1);
        const { identity, returnTo } = await finishSso(app, client, query, cookieState);
        const user = await accountOf(app, identity, request.lang);
        await openSession(app, request, reply, user.id);
        app.metrics.signIn('oidc', 'success');
        return reply.redirect(returnTo ?? webRoutes.home);
      } catch (error) {
        app.metrics.signIn('oidc', signInOutcome(error));
        return refuse(request, reply, error);
      }
    },
  });
};
