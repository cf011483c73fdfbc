import { describe, expect, expectTypeOf, it } from 'vitest';
import { apiRoutes } from './index.js';
import { addMember, type removeMember } from './members.js';
import { type AnswerOf, addressOf, type RequestOf, type Route } from './route.js';

describe('addressOf', () => {
  it('fills the path parameters, encoded', () => {
    expect(addressOf(addMember, { params: { id: 7, userId: 12 } })).toBe('/api/list/7/members/add/12');
    expect(addressOf({ path: '/api/lang/:code' }, { params: { code: 'a b/c' } })).toBe('/api/lang/a%20b%2Fc');
  });

  it('adds the query, leaving out what has no value', () => {
    const address = addressOf({ path: '/api/lists' }, { query: { page: 2, name: 'мо&ло', sort: undefined } });
    expect(address).toBe('/api/lists?page=2&name=%D0%BC%D0%BE%26%D0%BB%D0%BE');
    expect(addressOf({ path: '/api/lists' }, { query: {} })).toBe('/api/lists');
  });

  it('refuses a path parameter without a value rather than call a wrong address', () => {
    expect(() => addressOf(addMember, { params: { id: 7 } })).toThrow(':userId');
  });
});

describe('the types read from a declaration', () => {
  it('types the answer, also of a choice of calls', () => {
    type Members = AnswerOf<typeof addMember>;
    expectTypeOf<Members>().not.toBeNever();
    expectTypeOf<Members[number]['username']>().toEqualTypeOf<string>();
    expectTypeOf<AnswerOf<typeof addMember | typeof removeMember>>().toEqualTypeOf<Members>();
  });

  it('asks for the path parameters a call names', () => {
    expectTypeOf<RequestOf<typeof addMember>['params']>().toEqualTypeOf<{ id: number; userId: number }>();
  });
});

describe('what an API token may call (`token`)', () => {
  const declared = Object.values(apiRoutes as Record<string, Route>);
  const tokenCalls = declared.filter((call) => call.token !== undefined);

  it('no account call: settings, password, email, tokens, contacts, admin, sign-in', () => {
    const account =
      /^\/api\/(user|users|signup|login|logout|auth|admin|feedback|menu|lang)\b|^\/api\/item\/(?!autocomplete$)/;
    expect(tokenCalls.filter((call) => account.test(call.path)).map((call) => call.path)).toEqual([]);
  });

  it('a read only by GET, and every GET of a list but joining it is a read', () => {
    expect(tokenCalls.filter((call) => call.token === 'read' && call.method !== 'GET')).toEqual([]);
    const changingGets = tokenCalls.filter((call) => call.method === 'GET' && call.token === 'write');
    expect(changingGets.map((call) => call.path)).toEqual(['/api/list/:id/join']);
  });

  it('the lists, their items and shops, the catalogue reads and the push hub', () => {
    const paths = new Set(tokenCalls.map((call) => call.path));
    for (const path of ['/api/lists', '/api/list/:id', '/api/list/:id/add-text', '/api/tasks', '/api/units'])
      expect(paths, path).toContain(path);
    expect(paths).toContain('/.well-known/mercure');
  });
});
