import { apiRoutes, type Route } from '@listok/contract/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app.js';

/** The OpenAPI viewer's own pages and files, served by @fastify/swagger-ui: not calls of the API. */
const docsViewer = /^GET \/api\/docs(\/|$)/;

/** Routes served before the contract declared them; each area's move to the route table empties its group. */
const notYetDeclared = new Set<string>([
  // auth, menu, health, recovery, settings, tokens, users, feedback
  'GET /api/health',
  'POST /api/signup',
  'POST /api/login',
  'POST /logout',
  'GET /logout',
  'GET /api/auth/oidc/start',
  'GET /api/auth/oidc/callback',
  'POST /api/menu',
  'GET /api/lang/:code',
  'GET /api/users',
  'GET /api/user/settings',
  'GET /api/time-zones',
  'PATCH /api/user/settings/change-password',
  'PATCH /api/user/settings/change-tz/:tzId',
  'PATCH /api/user/settings/change-email',
  'POST /api/user/settings/email-confirmation',
  'POST /api/user/settings/confirm-email',
  'GET /api/user/tokens',
  'POST /api/user/tokens',
  'DELETE /api/user/tokens/:id',
  'POST /api/feedback',
  'GET /api/user/password/recovery-pass-start',
  'GET /api/user/password/recovery',
  'POST /api/user/password/recovery',

  // catalogue, products, contacts, vocabulary, web push
  'GET /api/units',
  'GET /api/categories',
  'GET /api/item/autocomplete',
  'GET /api/item/list',
  'POST /api/item/create',
  'PATCH /api/item/:id/common',
  'GET /api/user/search',
  'GET /api/user/contact/list',
  'POST /api/user/contact/add/:id',
  'POST /api/user/contact/remove/:id',
  'GET /api/item/user-list',
  'POST /api/item/:id/edit',
  'DELETE /api/item/:id',
  'GET /api/list/:id/notifications',
  'PUT /api/list/:id/notifications',
  'POST /api/list/:id/shopping',
  'GET /api/push/key',
  'POST /api/push/subscriptions',
  'DELETE /api/push/subscriptions',

  // lists, items, shopping, realtime
]);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('the route table (contract/src/api)', () => {
  const declared = Object.values(apiRoutes as Record<string, Route>).map((r) => `${r.method} ${r.path}`);

  it('is served: every declared call has its route', () => {
    const served = new Set(t.app.routeTable);
    expect(declared.filter((key) => !served.has(key))).toEqual([]);
  });

  it('is whole: every route served is declared', () => {
    const undeclared = t.app.routeTable.filter(
      (key) => !docsViewer.test(key) && !declared.includes(key) && !notYetDeclared.has(key),
    );
    expect(undeclared).toEqual([]);
  });

  it('declares each call once, under one name', () => {
    expect(new Set(declared).size).toBe(declared.length);
  });

  it('names in each path only parameters its params schema has', () => {
    for (const declaredRoute of Object.values(apiRoutes as Record<string, Route>)) {
      const names = [...declaredRoute.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
      const shape = (declaredRoute.params as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
      expect(Object.keys(shape).sort(), declaredRoute.path).toEqual([...names].sort());
    }
  });
});
