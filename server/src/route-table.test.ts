import { apiRoutes, type Route } from '@listok/contract/api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from './test/app.js';
import { isDavRoute } from './test/dav-routes.js';

/** The OpenAPI viewer's own pages and files, served by @fastify/swagger-ui: not calls of the API. */
const docsViewer = /^GET \/api\/docs(\/|$)/;

let t: TestApp;
/** Fastify's warnings while the routes are registered (e.g. FSTWRN001, a schema part given as undefined). */
let warnings: string[] = [];
beforeAll(async () => {
  const emitWarning = vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
  t = await createTestApp();
  warnings = emitWarning.mock.calls.map((call) => String(call[0]));
  emitWarning.mockRestore();
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
      (key) => !docsViewer.test(key) && !isDavRoute(key) && !declared.includes(key),
    );
    expect(undeclared).toEqual([]);
  });

  it('registers every route without a warning', () => {
    expect(warnings).toEqual([]);
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
