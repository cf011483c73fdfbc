import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** performance.now() when the request reached the app's first hook. */
    receivedAt: number;
  }
  interface FastifyContextConfig {
    /** false: the route's answers never tell the server's time (it would tell whether an account exists). */
    serverTiming?: boolean;
  }
}

/**
 * Answers to reads (GET, HEAD) say how long the server spent on them (`Server-Timing: app;dur=<ms>`, from the first
 * hook to the answer): the benchmark reads the server's own time from it, and so do the browser's developer tools.
 * Registered before every other plugin, so their hooks (session, limits) are counted. Not on writes, and not on a read
 * whose route says `serverTiming: false` (recovery start: mailing a known address takes longer than not mailing an
 * unknown one, and the time would tell which addresses have accounts).
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
      if (request.routeOptions.config?.serverTiming === false) return payload;
      reply.header('server-timing', `app;dur=${(performance.now() - request.receivedAt).toFixed(2)}`);
      return payload;
    });
  },
  { name: 'server-timing' },
);
