/** What the fuzz tests of every route share: which routes they run (fuzz.test.ts, fuzz-numbers.test.ts). */
import type { FastifyInstance } from 'fastify';
import { isDavRoute } from './test/dav-routes.js';

/** Every route of the API but the docs, the streams, the sign-out redirect and CalDAV's (tested by their own). */
export const fuzzedRoutes = (app: FastifyInstance): string[] =>
  app.routeTable.filter(
    (r) => !r.startsWith('GET /api/docs') && !r.includes('/.well-known/') && r !== 'GET /logout' && !isDavRoute(r),
  );
