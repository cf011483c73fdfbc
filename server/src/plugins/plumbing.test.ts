import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, otherProcess, type TestApp } from '../test/app.js';

let t: TestApp;
let web: TestApp;
let webDist: string;
const script = `export const texts = ${JSON.stringify('Купить молоко. '.repeat(200))};`;
beforeAll(async () => {
  t = await createTestApp();
  webDist = mkdtempSync(join(tmpdir(), 'listok-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Listok</title><div id="root"></div>');
  writeFileSync(join(webDist, 'robots.txt'), 'User-agent: *');
  writeFileSync(join(webDist, 'sw.js'), 'self.skipWaiting;');
  writeFileSync(join(webDist, 'manifest.webmanifest'), '{"name":"Листок"}');
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'assets', 'app-1a2b3c.js'), script);
  writeFileSync(join(webDist, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync(script));
  writeFileSync(join(webDist, 'assets', 'app-1a2b3c.js.gz'), gzipSync(script));
  web = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  await web.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('errors of the plumbing', () => {
  it('answers an unknown API path with a JSON 404 in the caller language', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing', headers: { cookie: 'lang=en' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, code: 'ROUTE_NOT_FOUND', message: 'There is no such API path' });
  });

  it('answers a URL that is not valid percent-encoding with the contract error, in the caller language', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/list/%E0%A4%A/header',
      headers: { cookie: 'lang=en' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, code: 'BAD_REQUEST', message: 'Bad request' });
  });

  it('answers text PostgreSQL cannot store (a NUL character) with 400, not 500', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user/password/recovery-pass-start?email=a%00b%40c.de',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('BAD_REQUEST');
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: {
        email: 'nul.byte@example.com',
        username: 'nul_byte',
        password: 'pass\u0000word',
        password_re: 'pass\u0000word',
      },
    });
    expect(signup.statusCode).toBeLessThan(500);
  });

  it('answers malformed JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, code: 'BAD_JSON' });
  });

  it('answers an oversized body with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(200_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: { 'content-type': 'application/xml' },
      payload: '<user/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('security headers', () => {
  it('sends a strict CSP without inline scripts, nosniff and frame-ancestors', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/menu' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    // WebAssembly may be compiled (the QR reader's), scripts never evaluated.
    expect(csp).not.toMatch(/ 'unsafe-eval'/u);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  /** Helmet's headers of an answer (those it sets: the security headers, the CSP). */
  const securityHeaders = (headers: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(headers).filter(([name]) => helmetNames.has(name)));
  const helmetNames = new Set([
    'content-security-policy',
    'cross-origin-opener-policy',
    'cross-origin-resource-policy',
    'origin-agent-cluster',
    'referrer-policy',
    'strict-transport-security',
    'x-content-type-options',
    'x-dns-prefetch-control',
    'x-download-options',
    'x-frame-options',
    'x-permitted-cross-domain-policies',
    'x-xss-protection',
    'cross-origin-embedder-policy',
  ]);
  const csp =
    "default-src 'self';script-src 'self' 'wasm-unsafe-eval';style-src 'self';img-src 'self' data:;font-src 'self';" +
    "connect-src 'self';" +
    "manifest-src 'self';worker-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'";
  const overHttp = {
    'content-security-policy': csp,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };

  it('every answer carries the same security headers: an API answer, a refusal, a page, a missing route', async () => {
    for (const [app, url] of [
      [t, '/api/menu'],
      [t, '/api/list/1'],
      [t, '/api/nowhere'],
      [web, '/'],
      [web, '/robots.txt'],
    ] as const) {
      const response = await app.app.inject({ method: 'GET', url });
      expect(securityHeaders(response.headers), url).toEqual(overHttp);
    }
  });

  it('served over https: HSTS, and insecure requests upgraded', async () => {
    const secure = await otherProcess(t, { publicUrl: 'https://listok.example' });
    try {
      const response = await secure.inject({ method: 'GET', url: '/api/menu' });
      expect(securityHeaders(response.headers)).toEqual({
        ...overHttp,
        'content-security-policy': `${csp};upgrade-insecure-requests`,
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
      });
    } finally {
      await secure.close();
    }
  });
});

describe('health and API description', () => {
  it('GET /api/health says the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: t.app.database.kind,
      bus: { kind: 'local', connected: true },
    });
  });

  it('serves the OpenAPI description generated from the schemas at /api/docs', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json();
    expect(doc.openapi).toBe('3.1.0');
    const signup = doc.paths['/api/signup'].post;
    expect(signup.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['email', 'username', 'password', 'password_re']),
    );
    expect(Object.keys(signup.responses)).toContain('201');
    // The spec's sign-in is form-encoded, and each call's description names its errors (the route table).
    const login = doc.paths['/api/login'].post;
    expect(Object.keys(login.requestBody.content)).toEqual(['application/x-www-form-urlencoded']);
    expect(login.description).toContain('BAD_CREDENTIALS');
    // Web Push: the key, devices, a list's mode and "going shopping".
    const subscribe = doc.paths['/api/push/subscriptions'].post;
    expect(subscribe.requestBody.content['application/json'].schema.required).toEqual(['endpoint', 'keys']);
    expect(Object.keys(subscribe.responses)).toEqual(expect.arrayContaining(['200', '201']));
    expect(doc.paths['/api/push/subscriptions'].delete).toBeDefined();
    expect(doc.paths['/api/push/key'].get.responses['200']).toBeDefined();
    expect(doc.paths['/api/list/{id}/notifications'].put.requestBody.content['application/json'].schema).toMatchObject({
      properties: { mode: { enum: ['all', 'shopping', 'none'] } },
    });
    expect(doc.paths['/api/list/{id}/shopping'].post).toBeDefined();
    // API tokens, a pasted list and a copy.
    expect(doc.paths['/api/user/tokens'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['name', 'scope', 'lists']),
    );
    expect(doc.paths['/api/user/tokens/{id}'].delete).toBeDefined();
    expect(Object.keys(doc.paths['/api/list/{id}/add-text'].post.responses)).toEqual(
      expect.arrayContaining(['200', '201']),
    );
    expect(doc.paths['/api/list/{id}/copy'].post.requestBody.content['application/json'].schema.required).toEqual([
      'only',
    ]);
    // Lists of any kind: a wish's reservation, unticking all, and the kind in the bodies.
    expect(doc.paths['/api/list/{id}/reserve/{itemRowId}'].post.responses['200']).toBeDefined();
    expect(doc.paths['/api/list/{id}/reserve/{itemRowId}'].delete).toBeDefined();
    expect(doc.paths['/api/list/{id}/untick-all'].post.responses['200']).toBeDefined();
    expect(doc.paths['/api/lists'].post.requestBody.content['application/json'].schema.properties.kind.enum).toEqual([
      'shopping',
      'todo',
      'packing',
      'wishlist',
    ]);
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });
});

describe('the web client', () => {
  it.each(['/', '/login', '/signup', '/lists', '/lists/5', '/pass-recovery?token=x', '/users', '/help'])(
    'answers index.html with 200 for the app route %s',
    async (url) => {
      const response = await web.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it('answers index.html with 404 for an unknown page, so the client shows its not-found screen', async () => {
    const response = await web.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root">');
  });

  it('serves static files and a JSON 404 for a missing file', async () => {
    expect((await web.app.inject({ method: 'GET', url: '/robots.txt' })).body).toContain('User-agent');
    const missing = await web.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
  });

  it('serves the service worker and the web app manifest with their types, the worker never cached for long', async () => {
    const worker = await web.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toContain('javascript');
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await web.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
  });

  it('sends the compressed copy of a built file to a browser that accepts it, and caches hashed files for a year', async () => {
    const url = '/assets/app-1a2b3c.js';
    const brotli = await web.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(String(brotli.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
    const gzip = await web.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await web.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('still answers unknown API paths with JSON', async () => {
    const response = await web.app.inject({ method: 'GET', url: '/api/nope', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('ROUTE_NOT_FOUND');
  });
});
