import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { AppError } from '../lib/errors.js';
import { bearerToken } from '../lib/tokens.js';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A loopback host as a URL's `hostname` has it: the machine itself. */
const isLoopbackHost = (hostname: string) =>
  hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);

/**
 * Whether `origin` (of an `Origin` or a `Referer`) is this app's: the origin of PUBLIC_URL, never one read from the
 * request's `Host`, which its sender writes. With a loopback PUBLIC_URL (the default `http://localhost:PORT`:
 * development, the tests, a try-out on one machine) any loopback origin is, since only a page of this machine has
 * one: the app opened as 127.0.0.1, and Vite's dev server on its own port.
 */
export function isOwnOrigin(origin: string, publicOrigin: string): boolean {
  if (origin === publicOrigin) return true;
  const given = URL.parse(origin);
  const own = new URL(publicOrigin);
  return (
    given !== null &&
    isLoopbackHost(own.hostname) &&
    isLoopbackHost(given.hostname) &&
    (given.protocol === 'http:' || given.protocol === 'https:')
  );
}

/**
 * A state-changing request is accepted when it carries no Origin (non-browser clients), or its Origin is the app's
 * (`isOwnOrigin`).
 */
export function isAllowedOrigin(request: FastifyRequest, publicOrigin: string): boolean {
  const origin = request.headers.origin;
  return origin === undefined || isOwnOrigin(origin, publicOrigin);
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
  return referer !== null && !isOwnOrigin(referer.origin, publicOrigin);
}

/** Helmet's settings for the app: a strict CSP without inline code, HSTS only over https. */
export function helmetOptions(publicOrigin: string): HelmetOptions {
  const https = publicOrigin.startsWith('https:');
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // WebAssembly compiled from the app's own files (the QR reader of a receipt: zxing's .wasm), no eval of scripts.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
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
 * again for every answer, a measurable part of a list read's CPU: docs/performance-history.md.)
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
    if (isLoopbackHost(new URL(publicOrigin).hostname) && !isLoopbackHost(app.config.host.replace(/^::1$/, '[::1]'))) {
      // Browsers elsewhere would read and be refused every change (403 FOREIGN_ORIGIN).
      app.log.warn(
        { publicUrl: app.config.publicUrl, host: app.config.host },
        'PUBLIC_URL is this machine while the server listens on other addresses: set PUBLIC_URL to the address people open',
      );
    }
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
