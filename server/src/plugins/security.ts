import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { AppError } from '../lib/errors.js';
import { bearerToken } from '../lib/tokens.js';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** An origin of this app: its public origin, or the origin the request itself was sent to (e.g. 127.0.0.1). */
const isOwnOrigin = (origin: string, request: FastifyRequest, publicOrigin: string) =>
  origin === publicOrigin || origin === `${request.protocol}://${request.host}`;

/**
 * A state-changing request is accepted when it carries no Origin (non-browser clients), or its Origin is the app's
 * public origin, or the origin the request itself was sent to (same-origin, e.g. 127.0.0.1 instead of localhost).
 */
export function isAllowedOrigin(request: FastifyRequest, publicOrigin: string): boolean {
  const origin = request.headers.origin;
  return origin === undefined || isOwnOrigin(origin, request, publicOrigin);
}

/**
 * The request was started by another site (a link, a form or an image there). A GET that changes something (the
 * menu's logout link, joining a list, the language) must not happen that way. Sec-Fetch-Site decides when the
 * browser sends it; without it (older browsers), an Origin or a Referer of another site does.
 */
export function isCrossSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'cross-site';
  const publicOrigin = new URL(request.server.config.publicUrl).origin;
  if (request.headers.origin !== undefined) return !isAllowedOrigin(request, publicOrigin);
  const referer = request.headers.referer === undefined ? null : URL.parse(request.headers.referer);
  return referer !== null && !isOwnOrigin(referer.origin, request, publicOrigin);
}

/** Helmet's settings for the app: a strict CSP without inline code, HSTS only over https. */
export function helmetOptions(publicOrigin: string): HelmetOptions {
  const https = publicOrigin.startsWith('https:');
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only makes sense when the app is served over https.
    strictTransportSecurity: https,
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers helmet sets with these options, worked out once: with no nonces and no directive that is a function,
 * they depend on nothing of the request. (Helmet made per request, as its Fastify plugin does, parses its options
 * again for every answer, a measurable part of a list read's CPU: docs/performance.md.)
 */
export function helmetHeaders(options: HelmetOptions): [name: string, value: string][] {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return [...headers];
}

export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    const publicOrigin = new URL(app.config.publicUrl).origin;
    const headers = helmetHeaders(helmetOptions(publicOrigin));
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
    app.addHook('onRequest', async (request) => {
      if (safeMethods.has(request.method)) return;
      // A bearer call is a program's: its credential is no cookie a browser adds by itself, so no Origin to check.
      if (bearerToken(request) !== undefined) return;
      if (!isAllowedOrigin(request, publicOrigin)) throw new AppError('FOREIGN_ORIGIN');
    });
  },
  { name: 'security', dependencies: ['i18n'] },
);
