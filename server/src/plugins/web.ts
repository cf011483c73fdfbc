import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { isWebRoute } from '@listok/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';
import { sendError } from './errors.js';

const isApiPath = (url: string) => url.startsWith('/api/') || url === '/api' || url.startsWith('/.well-known/');

/**
 * Serves the built web client with history fallback: every route of the app answers index.html (200), any other
 * path index.html with 404 so the client shows its not-found page. Unknown API paths answer a JSON 404.
 */
export const webPlugin = fp(
  async (app: FastifyInstance) => {
    const dist = app.config.webDist;
    const indexFile = dist ? join(dist, 'index.html') : undefined;
    const hasWeb = indexFile !== undefined && existsSync(indexFile);
    let indexHtml: string | undefined;
    if (hasWeb) {
      indexHtml = readFileSync(indexFile, 'utf8');
      await app.register(fastifyStatic, {
        root: dist!,
        index: false,
        wildcard: false,
        // The build writes .br and .gz copies of its text files (web/precompress.ts): sent to browsers that accept them.
        preCompressed: true,
        // Hashed assets never change; index.html is re-read by the browser every time.
        setHeaders(reply, path) {
          reply.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    } else if (dist) {
      app.log.warn({ dist }, 'web client is not built; only the API is served');
    }

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(path);
      if (wantsPage && indexHtml !== undefined && !/\.[a-z0-9]+$/i.test(path)) {
        return reply
          .code(isWebRoute(path) ? 200 : 404)
          .header('Cache-Control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(indexHtml);
      }
      return sendError(request, reply, new AppError(isApiPath(path) ? 'ROUTE_NOT_FOUND' : 'NOT_FOUND'));
    });
  },
  { name: 'web', dependencies: ['errors'] },
);
