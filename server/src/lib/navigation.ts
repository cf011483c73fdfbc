import type { FastifyRequest } from 'fastify';

/** A top-level navigation of a browser (a link followed, an address typed), not a script's call. */
export const isNavigation = (request: FastifyRequest) =>
  request.headers['sec-fetch-mode'] === 'navigate' ||
  (request.headers['sec-fetch-mode'] === undefined && (request.headers.accept ?? '').includes('text/html'));
