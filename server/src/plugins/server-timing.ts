import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** performance.now() when the request reached the app's first hook. */
    receivedAt: number;
  }
}

/**
 * Every answer to a read (GET, HEAD) says how long the server spent on it (`Server-Timing: app;dur=<ms>`, from the
 * first hook to the answer): the benchmark reads the server's own time from it, and so do the browser's developer
 * tools. Registered before every other plugin, so their hooks (session, limits) are counted. Not on writes: sign-in,
 * sign-up and recovery must not tell, to the tenth of a millisecond, whether an account exists.
 */
const reads = new Set(['GET', 'HEAD']);

export const serverTimingPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('receivedAt', 0);
    app.addHook('onRequest', async (request) => {
      request.receivedAt = performance.now();
    });
    app.addHook('onSend', async (request, reply, payload) => {
      // An answer to a request refused before routing (a malformed URL) ran no onRequest hook.
      if (request.receivedAt === 0 || !reads.has(request.method)) return payload;
      reply.header('server-timing', `app;dur=${(performance.now() - request.receivedAt).toFixed(2)}`);
      return payload;
    });
  },
  { name: 'server-timing' },
);
