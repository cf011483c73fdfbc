import { logIn, logOut, logOutLink, signUp } from '@listok/contract/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.js';
import { isNavigation } from '../../lib/navigation.js';
import { serve } from '../../lib/serve.js';
import type { SignInOutcome } from '../../plugins/metrics.js';
import { isCrossSite } from '../../plugins/security.js';
import { login, signup } from './auth.service.js';

/** How a failed sign-in is counted in the metrics. */
export function signInOutcome(error: unknown): SignInOutcome {
  if (!(error instanceof AppError)) return 'refused';
  if (error.code === 'BAD_CREDENTIALS') return 'bad_credentials';
  if (error.code === 'TOO_MANY_LOGIN_FAILURES') return 'locked';
  return 'refused';
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...serve(signUp),
    config: { rateLimit: { max: 20, timeWindow: '1 hour' }, serverTiming: false },
    handler: async (request, reply) => {
      const user = await signup(app, request, reply, request.body);
      return reply.code(201).send(user);
    },
  });

  app.route({
    ...serve(logIn),
    // Writes never tell their time (plugins/server-timing.ts); said here too, where it matters most.
    config: { serverTiming: false },
    handler: async (request, reply) => {
      try {
        const user = await login(app, request, reply, request.body);
        app.metrics.signIn('password', 'success');
        return { username: user.username };
      } catch (error) {
        app.metrics.signIn('password', signInOutcome(error));
        throw error;
      }
    },
  });

  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    // A cross-site page must not be able to sign the user out through a link.
    if (request.method === 'GET' && isCrossSite(request)) return reply.redirect('/');
    await app.sessions.end(request, reply);
    // A top-level navigation (the menu's logout link) is redirected; a script's call gets JSON.
    if (isNavigation(request)) return reply.redirect('/');
    return { message: request.t('success.loggedOut') };
  };
  app.route({ ...serve(logOut), handler: logout });
  // The menu's link, not a call for programs: the API description leaves it out.
  const link = serve(logOutLink);
  app.route({ ...link, schema: { ...link.schema, hide: true }, handler: logout });
};
