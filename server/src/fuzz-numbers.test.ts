/**
 * Every number a route takes, out of range (past an int4 column, past a Date, negative, a fraction, text that is no
 * number): 400 with the field named, never a 5xx. Generated bad input of every kind: fuzz.test.ts.
 */
import { epochMsMax, int4Max } from '@listok/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fuzzedRoutes } from './fuzz.test-support.js';
import { createTestApp, type TestApp } from './test/app.js';
import { addItem, call, createList, grantAdmin, signUp, type TestUser } from './test/factories.js';
import { testSubscription } from './test/push-service.js';

let t: TestApp;
/** An admin with a list, an item row and a product of their own: the ids that make a request valid but for one field. */
let owner: TestUser;
let ownerList: number;
let ownerStore: number;
let ownerRecipe: number;
let ownerRow: number;
let ownerProduct: number;
/** A bought item (its price may be set) and one to tick. */
let boughtRow: number;
let tickRow: number;
/** A receipt of the owner's list, and a member to settle up with. */
let ownerReceipt: number;
let partner: TestUser;
let unit: number;
let category: number;
const pushOrigin = 'http://127.0.0.1:9999';

beforeAll(async () => {
  t = await createTestApp();
  t.app.config.webPush.endpointAllow = [pushOrigin];
  owner = await signUp(t.app);
  await grantAdmin(t.app, owner.username);
  const list = await createList(t.app, owner, 'Owner list');
  ownerList = list.id;
  ownerRow = (await addItem(t.app, owner, ownerList, 'Milk')).id;
  boughtRow = (await addItem(t.app, owner, ownerList, 'Bread')).id;
  await call(t.app, owner, 'PATCH', `/api/list-item/mark/${boughtRow}`);
  tickRow = (await addItem(t.app, owner, ownerList, 'Apples')).id;
  ownerStore = (await call(t.app, owner, 'POST', `/api/list/${ownerList}/stores`, { name: 'Ашан' })).body.id;
  ownerRecipe = (await call(t.app, owner, 'POST', '/api/recipes', recipe)).body.id;
  partner = await signUp(t.app);
  await call(t.app, partner, 'GET', `/api/list/${ownerList}/join?ac=${list.access}`);
  ownerReceipt = (await call(t.app, owner, 'POST', `/api/list/${ownerList}/receipts`, { total: 100 })).body.id;
  unit = (await call(t.app, owner, 'GET', '/api/units')).body[0].id;
  category = (await call(t.app, owner, 'GET', '/api/categories')).body[0].id;
  const product = { nameRu: 'Кефир фаззинг', nameEn: 'Kefir fuzz', details: '', category };
  ownerProduct = (await call(t.app, owner, 'POST', '/api/item/create', product)).body.id;
}, 60_000);
afterAll(() => t.close());

const fuzzed = () => fuzzedRoutes(t.app);

/** A number field of a route's input, as its JSON schema declares it; `path` leads to it (0: an array's item). */
interface NumberField {
  path: (string | 0)[];
  integer: boolean;
  min?: number;
  exclusiveMin?: number;
  max?: number;
}

function numberFields(json: unknown, path: (string | 0)[] = []): NumberField[] {
  if (!json || typeof json !== 'object') return [];
  const node = json as Record<string, any>;
  const types = [node.type].flat();
  const here: NumberField[] =
    types.includes('integer') || types.includes('number')
      ? [
          {
            path,
            integer: types.includes('integer'),
            min: node.minimum,
            exclusiveMin: node.exclusiveMinimum,
            max: node.maximum,
          },
        ]
      : [];
  return [
    ...here,
    ...Object.entries(node.properties ?? {}).flatMap(([key, child]) => numberFields(child, [...path, key])),
    ...numberFields(node.items, [...path, 0]),
    ...[...(node.anyOf ?? []), ...(node.oneOf ?? [])].flatMap((child: unknown) => numberFields(child, path)),
  ];
}

type Part = 'body' | 'querystring' | 'params';
/** Every number field of every route, as `METHOD /path part field`. */
function routeNumbers(): { route: string; part: Part; field: NumberField }[] {
  return fuzzed().flatMap((route) => {
    const schemas = t.app.routeSchemas.get(route) ?? {};
    return (['body', 'querystring', 'params'] as const).flatMap((part) => {
      const schema = schemas[part];
      if (!schema || typeof schema !== 'object' || !('_zod' in schema)) return [];
      const json = z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' });
      return numberFields(json).map((field) => ({ route, part, field }));
    });
  });
}
const fieldName = (route: string, part: Part, field: NumberField) => `${route} ${part} ${field.path.join('.')}`;

/** The integer fields that are moments in milliseconds since 1970 (a timestamptz column), not int4 columns. */
const moments = new Set(['POST /api/push/subscriptions body expirationTime']);

/** Numbers no field should choke on: past int4, past a Date, negative, zero, a fraction, and text that is no number. */
const outOfRange: unknown[] = [2147483648, 1e15, 1e20, -1e20, -1, 0, 1.5, 'NaN', 'Infinity', '1e400', '12abc'];

const inRange = (value: unknown, field: NumberField) =>
  typeof value === 'number' &&
  Number.isFinite(value) &&
  (!field.integer || Number.isInteger(value)) &&
  (field.min === undefined || value >= field.min) &&
  (field.exclusiveMin === undefined || value > field.exclusiveMin) &&
  (field.max === undefined || value <= field.max);

const recipe = { name: 'Блины', servings: 4, ingredients: ['200 г муки'] };

/** For each route that takes a number in its body: a request that is valid, to which one bad number is then given. */
const validRequests = (): Record<string, { url: string; body: Record<string, unknown> }> => ({
  'PATCH /api/list/item/update/:itemRowId': { url: `/api/list/item/update/${ownerRow}`, body: { amount: 2, unit } },
  'POST /api/item/:id/edit': { url: `/api/item/${ownerProduct}/edit`, body: { category } },
  'POST /api/item/create': {
    url: '/api/item/create',
    body: { nameRu: 'Ряженка фаззинг', nameEn: 'Ryazhenka fuzz', details: '', category },
  },
  'POST /api/list/:id/add': { url: `/api/list/${ownerList}/add`, body: { item: ownerProduct, amount: 1, unit } },
  'POST /api/list/:id/item/user-create': {
    url: `/api/list/${ownerList}/item/user-create`,
    body: { name: 'Своё фаззинг', amount: 1, unit },
  },
  'POST /api/user/tokens': { url: '/api/user/tokens', body: { name: 'fuzz', scope: 'read', lists: [ownerList] } },
  'PUT /api/list/:id/shop-order': { url: `/api/list/${ownerList}/shop-order`, body: { order: [category] } },
  'PATCH /api/list/:id/stores/:storeId': {
    url: `/api/list/${ownerList}/stores/${ownerStore}`,
    body: { order: [category] },
  },
  'PATCH /api/list-item/mark/:itemRowId': { url: `/api/list-item/mark/${tickRow}`, body: { price: 8900 } },
  'PATCH /api/list/item/price/:itemRowId': { url: `/api/list/item/price/${boughtRow}`, body: { price: 8900 } },
  'POST /api/list/:id/receipts': {
    url: `/api/list/${ownerList}/receipts`,
    body: { total: 12_050, store: ownerStore, payer: owner.id, shares: [{ user: owner.id, factor: 1 }] },
  },
  'PATCH /api/list/:id/receipts/:receiptId': {
    url: `/api/list/${ownerList}/receipts/${ownerReceipt}`,
    body: { total: 12_100, store: ownerStore, payer: owner.id, shares: [{ user: owner.id, factor: 1.5 }] },
  },
  'POST /api/list/:id/settlements': {
    url: `/api/list/${ownerList}/settlements`,
    body: { from: partner.id, to: owner.id, amount: 100 },
  },
  'PUT /api/list/:id/here': { url: `/api/list/${ownerList}/here`, body: { store: ownerStore } },
  'POST /api/list/:id/shopping': { url: `/api/list/${ownerList}/shopping`, body: { store: ownerStore } },
  'POST /api/recipes': { url: '/api/recipes', body: recipe },
  'PATCH /api/recipes/:id': { url: `/api/recipes/${ownerRecipe}`, body: { servings: 6 } },
  'POST /api/list/:id/recipe': {
    url: `/api/list/${ownerList}/recipe`,
    body: { recipe: ownerRecipe, servings: 4, skip: [0], preview: true },
  },
  'POST /api/push/subscriptions': {
    url: '/api/push/subscriptions',
    body: { ...testSubscription(`${pushOrigin}/push/fuzz`).toJSON(), expirationTime: null },
  },
});

/** The body with the field at `path` set to `value` (an array becomes `[value]`). */
function withValue(body: Record<string, unknown>, path: (string | 0)[], value: unknown): Record<string, unknown> {
  const [head, ...rest] = path;
  if (head === undefined || head === 0) return body;
  const next =
    rest[0] === 0 ? [value] : rest.length > 0 ? withValue(body[head] as Record<string, unknown>, rest, value) : value;
  return { ...body, [head]: next };
}

describe('numbers out of range', () => {
  it('every number a route takes has a range; an integer fits an int4 column, or a Date when it is a moment', () => {
    const found = routeNumbers();
    for (const { route, part, field } of found) {
      const name = fieldName(route, part, field);
      expect(field.max, name).toBeDefined();
      expect(field.min ?? field.exclusiveMin, name).toBeDefined();
      if (field.integer) expect(field.max, name).toBeLessThanOrEqual(moments.has(name) ? epochMsMax : int4Max);
    }
    const names = new Set(found.map(({ route, part, field }) => fieldName(route, part, field)));
    expect(
      [...moments].filter((name) => !names.has(name)),
      'stale moments',
    ).toEqual([]);
  });

  it('in a body that is otherwise valid, a number out of range is 400 with the field named, never 5xx', async () => {
    const requests = validRequests();
    const bodyNumbers = routeNumbers().filter((n) => n.part === 'body');
    expect(new Set(bodyNumbers.map((n) => n.route)), 'routes without a valid request').toEqual(
      new Set(Object.keys(requests)),
    );
    for (const [route, { url, body }] of Object.entries(requests)) {
      const method = route.split(' ')[0] as 'POST' | 'PATCH' | 'PUT';
      // Valid as it stands, so that a refusal below is the bad number's.
      expect((await call(t.app, owner, method, url, body)).status, route).toBeLessThan(300);
    }
    for (const { route, field } of bodyNumbers) {
      const { url, body } = requests[route]!;
      const method = route.split(' ')[0] as 'POST' | 'PATCH' | 'PUT';
      for (const value of outOfRange) {
        const payload = withValue(body, field.path, value);
        const answer = await call(t.app, owner, method, url, payload, 'en');
        const what = `${route} ${JSON.stringify(payload)}`;
        expect(answer.status, what).toBeLessThan(500);
        if (inRange(value, field)) continue;
        expect(answer.status, what).toBe(400);
        expect(
          Object.keys(answer.body.errors ?? {}).some((key) => key.startsWith(String(field.path[0]))),
          what,
        ).toBe(true);
      }
    }
  });

  it('in a query string or a path, a number out of range is 400, never 5xx', async () => {
    for (const { route, part, field } of routeNumbers().filter((n) => n.part !== 'body')) {
      const [method, path] = route.split(' ') as ['GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', string];
      const name = String(field.path[0]);
      for (const value of outOfRange) {
        const url =
          part === 'params'
            ? path.replace(`:${name}`, encodeURIComponent(String(value))).replace(/:\w+/g, String(ownerList))
            : `${path.replace(/:\w+/g, String(ownerList))}?${name}=${encodeURIComponent(String(value))}`;
        const answer = await t.app.inject({ method, url, headers: { cookie: `${owner.cookie}; lang=en` } });
        expect(answer.statusCode, `${route} ${url}`).toBeLessThan(500);
        if (!inRange(value, field)) expect(answer.statusCode, `${route} ${url}`).toBe(400);
      }
    }
  });
});
