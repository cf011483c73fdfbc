/**
 * Property-based tests of every route: malformed, oversized, wrongly typed, unicode-heavy and injection-shaped inputs,
 * generated from the routes' schemas, never get a 5xx, always get a well-formed error in the caller's language, and
 * never change another user's data. Numbers out of range, route by route: fuzz-numbers.test.ts.
 */
import { ApiErrorBody } from '@listok/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fuzzedRoutes } from './fuzz.test-support.js';
import { createTestApp, type TestApp } from './test/app.js';
import { addItem, call, createList, signUp, type TestUser } from './test/factories.js';

let t: TestApp;
let victim: TestUser;
let fuzzer: TestUser;
let victimListId: number;

beforeAll(async () => {
  t = await createTestApp();
  victim = await signUp(t.app);
  fuzzer = await signUp(t.app);
  const list = await createList(t.app, victim, 'Victim list');
  victimListId = list.id;
  await addItem(t.app, victim, list.id, 'Milk');
  await call(t.app, victim, 'POST', `/api/list/${list.id}/item/user-create`, { name: 'Victim own product' });
}, 60_000);
afterAll(() => t.close());

/** Everything that belongs to the victim: their account, lists, members, items and own products. */
async function victimFingerprint(): Promise<string> {
  const result = await t.app.db.execute(sql`
    select md5(coalesce((select string_agg(u::text, '|') from users u where u.id = ${victim.id}), ''))
      || md5(coalesce((select string_agg(l::text, '|' order by l.id) from lists l where l.owner_id = ${victim.id}), ''))
      || md5(coalesce((select string_agg(m::text, '|' order by m.user_id) from list_members m where m.list_id = ${victimListId}), ''))
      || md5(coalesce((select string_agg(i::text, '|' order by i.id) from list_items i where i.list_id = ${victimListId}), ''))
      || md5(coalesce((select string_agg(p::text, '|' order by p.id) from products p where p.owner_id = ${victim.id}), ''))
      as f`);
  return (result as unknown as { rows: { f: string }[] }).rows[0]!.f;
}

const nasty = fc.constantFrom(
  "' OR 1=1 --",
  "'); DROP TABLE users; --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../etc/passwd',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
  '${7*7}{{7*7}}',
  '\u0000\u0001\u001f',
  '%00%ff',
  '\uD800',
  'ё'.repeat(300),
  '🛒'.repeat(100),
  'x'.repeat(5000),
  '-1',
  '0',
  '2147483648',
  '1e309',
  'NaN',
  'null',
  '[]',
  '{}',
  ' ',
  // Ids in forms other than plain decimal, which must never name a row.
  '0x10',
  '+3',
  '1e3',
  ' 16',
  '016',
  // Links that are no web address.
  'javascript:alert(1)',
  'data:text/html,<b>x</b>',
);
const scalar = fc.oneof(
  nasty,
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);
const value = fc.oneof(
  scalar,
  fc.array(scalar, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), scalar, { maxKeys: 3 }),
);

/** The property names of a route's zod schema, or none. */
function fieldsOf(schema: unknown): string[] {
  if (!schema || typeof schema !== 'object' || !('_zod' in schema)) return [];
  try {
    const json = z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as {
      properties?: Record<string, unknown>;
    };
    return Object.keys(json.properties ?? {});
  } catch {
    return [];
  }
}

/** The text with lone surrogates replaced, so that it can be percent-encoded. */
const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** Raw segments that are not valid percent-encoding at all. */
const brokenEncodings = ['%', '%zz', '%E0%A4%A', '%ff%fe', '%C0%AF'];

/** A path with every `:param` and `*` replaced by a generated segment (or a raw broken encoding). */
const pathOf = (route: string, segments: string[]) => {
  let i = 0;
  return route.replace(/:\w+|\*/g, () => {
    const segment = segments[i++] ?? 'x';
    return brokenEncodings.includes(segment) ? segment : encodeURIComponent(wellFormed(segment));
  });
};

const fuzzed = () => fuzzedRoutes(t.app);

describe('ids', () => {
  it('another form of a real id (hexadecimal, signed, exponent, padded) is 400 on every route that takes one', async () => {
    const forms = (id: number) => [`0x${id.toString(16)}`, `+${id}`, `${id}e0`, `0${id}`, `${id}.0`];
    for (const route of fuzzed().filter((r) => /:(id|itemRowId|userId|tzId)\b/.test(r))) {
      const [method, path] = route.split(' ') as ['GET' | 'POST' | 'PATCH', string];
      for (const form of forms(victimListId)) {
        const url = path.replace(/:(id|itemRowId|userId|tzId)\b/g, form).replace(/:\w+/g, 'ru');
        const response = await t.app.inject({ method, url, headers: { cookie: `${victim.cookie}; lang=en` } });
        expect(response.statusCode, `${route} ${url}`).toBe(400);
        // Refused for the id itself, not for a missing body.
        expect(Object.values(response.json().errors ?? {}), `${route} ${url}`).toContain('Invalid identifier');
      }
    }
  });
});

describe('every route under generated bad input', () => {
  it('never answers 5xx, always answers a well-formed error, and never changes another user’s data', async () => {
    const before = await victimFingerprint();
    for (const route of fuzzed()) {
      const [method, path] = route.split(' ') as ['GET' | 'POST' | 'PATCH', string];
      const schemas = t.app.routeSchemas.get(route) ?? {};
      const bodyFields = fieldsOf(schemas.body);
      const queryFields = fieldsOf(schemas.querystring);
      await fc.assert(
        fc.asyncProperty(
          fc.array(
            fc.oneof(
              nasty,
              fc.constantFrom(...brokenEncodings),
              fc.string({ maxLength: 20 }),
              fc.integer().map(String),
            ),
            { minLength: 3, maxLength: 3 },
          ),
          fc.record(Object.fromEntries(bodyFields.map((f) => [f, value])), { requiredKeys: [] }),
          fc.dictionary(
            fc.constantFrom(...queryFields, 'ac', 'page', 'sort', 'zz'),
            fc.oneof(nasty, fc.string({ maxLength: 30 })),
          ),
          fc.constantFrom('json', 'raw', 'form', 'text'),
          fc.boolean(),
          fc.constantFrom('ru', 'en'),
          async (segments, body, query, encoding, signedIn, lang) => {
            const search = new URLSearchParams(
              Object.entries(query).map(([k, v]): [string, string] => [k, wellFormed(String(v))]),
            );
            const url = `${pathOf(path, segments)}?${search.toString()}`;
            const headers: Record<string, string> = { cookie: `${signedIn ? `${fuzzer.cookie}; ` : ''}lang=${lang}` };
            let payload: string | undefined;
            if (method !== 'GET') {
              if (encoding === 'json') payload = JSON.stringify(body);
              else if (encoding === 'raw') payload = JSON.stringify(body).slice(0, -1);
              else {
                const pairs = Object.entries(body).map(([k, v]): [string, string] => [
                  k,
                  typeof v === 'string' ? v : JSON.stringify(v),
                ]);
                payload = new URLSearchParams(pairs).toString();
              }
              headers['content-type'] =
                encoding === 'form'
                  ? 'application/x-www-form-urlencoded'
                  : encoding === 'text'
                    ? 'text/plain'
                    : 'application/json';
            }
            const response = await t.app.inject({
              method,
              url,
              headers,
              ...(payload !== undefined ? { payload } : {}),
            });
            expect(response.statusCode, `${route} ${url} ${payload}`).toBeLessThan(500);
            // A body of any type but JSON and form-encoding is refused before anything reads it (only a URL that
            // cannot be routed is refused earlier).
            if (encoding === 'text' && method !== 'GET' && response.statusCode !== 415) {
              expect(response.json().code, `${route} ${url}`).toMatch(/^(BAD_REQUEST|ROUTE_NOT_FOUND)$/);
            }
            if (response.statusCode >= 400) {
              const error = ApiErrorBody.parse(response.json());
              expect(error.status).toBe(response.statusCode);
              expect(error.message.length).toBeGreaterThan(0);
              if (lang === 'en') expect(error.message).not.toMatch(/[а-яё]/i);
            }
          },
        ),
        { numRuns: 40 },
      );
    }
    expect(await victimFingerprint()).toBe(before);
  }, 300_000);
});
