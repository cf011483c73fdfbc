/**
 * The authorization matrix: every API route × every actor × every list and item state → the expected status.
 * After every refusal nothing may have changed. A route without rows here fails the suite.
 */
import { listTopic } from '@listok/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUserRole } from './features/auth/auth.repo.js';
import { createTestApp, type TestApp, testOrigin } from './test/app.js';
import { addContact, call, createList, logIn, productId, signUp, type TestUser } from './test/factories.js';
import { dataFingerprint } from './test/snapshot.js';

const actors = ['visitor', 'visitorCode', 'stranger', 'strangerCode', 'member', 'owner', 'admin'] as const;
type Actor = (typeof actors)[number];
/** Closing a list marks every item, so a closed list has only completed items. */
const states = ['active-open', 'active-completed', 'closed'] as const;
type State = (typeof states)[number];

interface Fixture {
  listId: number;
  access: string;
  /** The item row the item calls act on. */
  itemRowId: number;
  /** A common product that is not on the list. */
  freshProductId: number;
  /** A private product of the owner. */
  ownProductId: number;
  /** A product the owner made, since made common by an admin: the catalogue's now. */
  formerOwnProductId: number;
}

interface Ctx {
  f: Fixture;
  actor: Actor;
  /** `&ac=…` / `{ac}` for actors who hold the code. */
  ac: string | undefined;
  /**
   * `contact` and the owner have each other in their contacts (may be added to lists); `oneWay` is in the owner's
   * contacts but has not added the owner (may not); `someone` is the target of contact changes.
   */
  users: Record<'owner' | 'member' | 'stranger' | 'admin' | 'contact' | 'oneWay' | 'someone', TestUser>;
}

interface Request {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT';
  url: string;
  payload?: Record<string, unknown>;
  /** Use a fresh sign-in of the actor (for calls that end the session). */
  freshSession?: boolean;
  headers?: Record<string, string>;
}

type Expected = number | ((state: State) => number);

interface Row {
  route: string;
  request(c: Ctx): Request;
  expect: Record<Actor, Expected>;
  /** States matter only for list routes; other routes run once. */
  perState?: boolean;
  /** A success changes data, so it runs on a fresh fixture. */
  mutates?: boolean;
}

const all = (status: number): Record<Actor, Expected> =>
  Object.fromEntries(actors.map((a) => [a, status])) as Record<Actor, Expected>;
const signedIn = (status: number): Record<Actor, Expected> => ({ ...all(status), visitor: 401, visitorCode: 401 });
const adminOnly = (status: number): Record<Actor, Expected> => ({ ...signedIn(403), admin: status });
/** Reading a list: members, and anyone with the code. */
const read: Record<Actor, Expected> = {
  visitor: 401,
  visitorCode: 200,
  stranger: 404,
  strangerCode: 200,
  member: 200,
  owner: 200,
  admin: 404,
};
/** Changing items: members of an active list; the code lets people view, not edit. */
const memberChange = (ok: Expected): Record<Actor, Expected> => ({
  visitor: 401,
  visitorCode: 401,
  stranger: 404,
  strangerCode: 403,
  member: ok,
  owner: ok,
  admin: 404,
});
/** Calls that take no code: code holders are plain visitors and strangers. */
const ownerOnly = (ok: Expected): Record<Actor, Expected> => ({
  visitor: 401,
  visitorCode: 401,
  stranger: 404,
  strangerCode: 404,
  member: 403,
  owner: ok,
  admin: 404,
});
const activeOnly = (ok: number) => (s: State) => (s === 'closed' ? 409 : ok);
const openItemOnly = (ok: number) => (s: State) => (s === 'closed' || s === 'active-completed' ? 409 : ok);
const withAc = (c: Ctx, sep: '?' | '&') => (c.ac ? `${sep}ac=${c.ac}` : '');

const rows: Row[] = [
  // Public plumbing.
  { route: 'GET /api/health', request: () => ({ method: 'GET', url: '/api/health' }), expect: all(200) },
  { route: 'GET /api/docs', request: () => ({ method: 'GET', url: '/api/docs' }), expect: all(200) },
  { route: 'GET /api/docs/json', request: () => ({ method: 'GET', url: '/api/docs/json' }), expect: all(200) },
  { route: 'GET /api/docs/yaml', request: () => ({ method: 'GET', url: '/api/docs/yaml' }), expect: all(200) },
  {
    route: 'GET /api/docs/static/index.html',
    request: () => ({ method: 'GET', url: '/api/docs/static/index.html' }),
    expect: all(302),
  },
  {
    route: 'GET /api/docs/static/swagger-initializer.js',
    request: () => ({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' }),
    expect: all(200),
  },
  {
    route: 'GET /api/docs/static/*',
    request: () => ({ method: 'GET', url: '/api/docs/static/swagger-ui.css' }),
    expect: all(200),
  },
  { route: 'POST /api/menu', request: () => ({ method: 'POST', url: '/api/menu' }), expect: all(200) },
  { route: 'GET /api/lang/:code', request: () => ({ method: 'GET', url: '/api/lang/ru' }), expect: all(200) },
  { route: 'GET /api/units', request: () => ({ method: 'GET', url: '/api/units' }), expect: all(200) },
  { route: 'GET /api/categories', request: () => ({ method: 'GET', url: '/api/categories' }), expect: all(200) },
  { route: 'GET /api/time-zones', request: () => ({ method: 'GET', url: '/api/time-zones' }), expect: all(200) },

  // Accounts.
  {
    route: 'POST /api/signup',
    request: () => ({
      method: 'POST',
      url: '/api/signup',
      payload: { email: 'taken', username: 'x', password: '1', password_re: '2' },
    }),
    expect: all(400),
  },
  {
    route: 'POST /api/login',
    request: (c) => ({
      method: 'POST',
      url: '/api/login',
      payload: { _username: c.users.owner.username, _password: 'not-the-password' },
    }),
    expect: all(401),
  },
  {
    route: 'POST /logout',
    request: () => ({ method: 'POST', url: '/logout', freshSession: true }),
    expect: all(200),
  },
  {
    route: 'GET /logout',
    request: () => ({ method: 'GET', url: '/logout', freshSession: true }),
    expect: all(200),
  },
  {
    route: 'GET /api/user/password/recovery-pass-start',
    request: () => ({ method: 'GET', url: '/api/user/password/recovery-pass-start?email=nobody%40example.com' }),
    expect: all(200),
  },
  {
    route: 'POST /api/user/password/recovery',
    request: () => ({
      method: 'POST',
      url: '/api/user/password/recovery',
      payload: { password: 'abcdef', passwordRe: 'abcdef', token: 'made-up' },
    }),
    expect: all(400),
  },
  {
    route: 'POST /api/feedback',
    request: () => ({ method: 'POST', url: '/api/feedback', payload: { email: 'a.b@c.de', message: 'hello' } }),
    expect: all(201),
    mutates: true,
  },
  {
    route: 'GET /api/user/settings',
    request: () => ({ method: 'GET', url: '/api/user/settings' }),
    expect: signedIn(200),
  },
  {
    route: 'PATCH /api/user/settings/change-email',
    request: () => ({
      method: 'PATCH',
      url: '/api/user/settings/change-email',
      payload: { email: 'fresh.mail@example.com', password: 'wrong-password' },
    }),
    expect: signedIn(400),
  },
  {
    route: 'PATCH /api/user/settings/change-password',
    request: () => ({
      method: 'PATCH',
      url: '/api/user/settings/change-password',
      payload: { password: 'wrong-password', newPassword: 'abcdef', newPasswordRe: 'abcdef' },
    }),
    expect: signedIn(400),
  },
  {
    route: 'PATCH /api/user/settings/change-tz/:tzId',
    request: () => ({ method: 'PATCH', url: '/api/user/settings/change-tz/99999999' }),
    expect: signedIn(404),
  },

  // Contacts and vocabulary.
  {
    route: 'GET /api/user/search',
    request: (c) => ({ method: 'GET', url: `/api/user/search?name=${c.users.contact.username}` }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/user/contact/list',
    request: () => ({ method: 'GET', url: '/api/user/contact/list' }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/user/contact/add/:id',
    request: (c) => ({ method: 'POST', url: `/api/user/contact/add/${c.users.someone.id}` }),
    expect: signedIn(200),
    mutates: true,
  },
  {
    route: 'POST /api/user/contact/remove/:id',
    request: (c) => ({ method: 'POST', url: `/api/user/contact/remove/${c.users.someone.id}` }),
    expect: signedIn(200),
    mutates: true,
  },
  {
    route: 'GET /api/item/autocomplete',
    request: () => ({ method: 'GET', url: '/api/item/autocomplete?name=mil' }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/item/user-list',
    request: () => ({ method: 'GET', url: '/api/item/user-list' }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/item/:id/edit',
    request: (c) => ({ method: 'POST', url: `/api/item/${c.f.ownProductId}/edit`, payload: { details: 'changed' } }),
    expect: { ...signedIn(404), owner: 200, admin: 200 },
    mutates: true,
  },
  {
    route: 'POST /api/item/:id/edit',
    request: (c) => ({ method: 'POST', url: `/api/item/${c.f.formerOwnProductId}/edit`, payload: { details: 'mine' } }),
    expect: { ...signedIn(403), admin: 200 },
    mutates: true,
  },

  // Admin.
  { route: 'GET /api/item/list', request: () => ({ method: 'GET', url: '/api/item/list' }), expect: adminOnly(200) },
  {
    route: 'POST /api/item/create',
    request: () => ({
      method: 'POST',
      url: '/api/item/create',
      payload: { nameRu: 'Тест', nameEn: 'Test', details: '', category: 1 },
    }),
    expect: adminOnly(201),
    mutates: true,
  },
  {
    route: 'PATCH /api/item/:id/common',
    request: (c) => ({ method: 'PATCH', url: `/api/item/${c.f.ownProductId}/common` }),
    expect: adminOnly(200),
    mutates: true,
  },
  { route: 'GET /api/users', request: () => ({ method: 'GET', url: '/api/users' }), expect: adminOnly(200) },

  // Lists.
  { route: 'GET /api/lists', request: () => ({ method: 'GET', url: '/api/lists' }), expect: signedIn(200) },
  {
    route: 'POST /api/lists',
    request: () => ({ method: 'POST', url: '/api/lists', payload: { name: 'New' } }),
    expect: signedIn(201),
    mutates: true,
  },
  {
    route: 'GET /api/list/:id',
    request: (c) => ({ method: 'GET', url: `/api/list/${c.f.listId}${withAc(c, '?')}` }),
    expect: read,
    perState: true,
  },
  {
    route: 'GET /api/list/:id/header',
    request: (c) => ({ method: 'GET', url: `/api/list/${c.f.listId}/header${withAc(c, '?')}` }),
    expect: read,
    perState: true,
  },
  {
    route: 'GET /api/list/:id/join',
    request: (c) => ({ method: 'GET', url: `/api/list/${c.f.listId}/join${withAc(c, '?')}` }),
    expect: { ...read, visitorCode: 401 },
    perState: true,
    mutates: true,
  },
  {
    route: 'GET /api/list/:id/join',
    request: (c) => ({
      method: 'GET',
      url: `/api/list/${c.f.listId}/join${withAc(c, '?')}`,
      headers: { 'sec-fetch-site': 'cross-site' },
    }),
    expect: all(403),
    perState: true,
  },
  {
    route: 'PATCH /api/list/:id/close',
    request: (c) => ({ method: 'PATCH', url: `/api/list/${c.f.listId}/close` }),
    expect: ownerOnly(200),
    perState: true,
    mutates: true,
  },
  {
    route: 'PATCH /api/list/:id/recover',
    request: (c) => ({ method: 'PATCH', url: `/api/list/${c.f.listId}/recover` }),
    expect: ownerOnly(200),
    perState: true,
    mutates: true,
  },
  {
    route: 'POST /api/list/:id/access-code',
    request: (c) => ({ method: 'POST', url: `/api/list/${c.f.listId}/access-code` }),
    expect: ownerOnly(200),
    perState: true,
    mutates: true,
  },
  {
    route: 'GET /api/list/:id/suggestions',
    request: (c) => ({ method: 'GET', url: `/api/list/${c.f.listId}/suggestions${withAc(c, '?')}` }),
    expect: memberChange(200),
    perState: true,
  },
  {
    route: 'GET /api/list/:id/shop-order',
    request: (c) => ({ method: 'GET', url: `/api/list/${c.f.listId}/shop-order${withAc(c, '?')}` }),
    expect: read,
    perState: true,
  },
  {
    route: 'PUT /api/list/:id/shop-order',
    request: (c) => ({ method: 'PUT', url: `/api/list/${c.f.listId}/shop-order`, payload: { order: null } }),
    expect: { ...ownerOnly(200), member: 200 },
    perState: true,
    mutates: true,
  },
  {
    route: 'POST /api/list/:id/exit',
    request: (c) => ({ method: 'POST', url: `/api/list/${c.f.listId}/exit` }),
    expect: { ...ownerOnly(403), member: 204 },
    perState: true,
    mutates: true,
  },
  {
    route: 'POST /api/list/:id/members/add/:userId',
    request: (c) => ({ method: 'POST', url: `/api/list/${c.f.listId}/members/add/${c.users.contact.id}` }),
    expect: ownerOnly(activeOnly(200)),
    perState: true,
    mutates: true,
  },
  {
    route: 'POST /api/list/:id/members/add/:userId',
    request: (c) => ({ method: 'POST', url: `/api/list/${c.f.listId}/members/add/${c.users.oneWay.id}` }),
    expect: ownerOnly(activeOnly(403)),
    perState: true,
  },
  {
    route: 'POST /api/list/:id/members/remove/:userId',
    request: (c) => ({ method: 'POST', url: `/api/list/${c.f.listId}/members/remove/${c.users.member.id}` }),
    expect: ownerOnly(200),
    perState: true,
    mutates: true,
  },
  {
    route: 'POST /api/list/:id/add',
    request: (c) => ({
      method: 'POST',
      url: `/api/list/${c.f.listId}/add`,
      payload: { item: c.f.freshProductId, ...(c.ac ? { ac: c.ac } : {}) },
    }),
    expect: memberChange(activeOnly(201)),
    perState: true,
    mutates: true,
  },
  {
    route: 'POST /api/list/:id/item/user-create',
    request: (c) => ({
      method: 'POST',
      url: `/api/list/${c.f.listId}/item/user-create`,
      payload: { name: 'Matrix good' },
    }),
    expect: { ...memberChange(activeOnly(201)), strangerCode: 404 },
    perState: true,
    mutates: true,
  },
  {
    route: 'POST /api/list/:id/remove/:itemRowId',
    request: (c) => ({ method: 'POST', url: `/api/list/${c.f.listId}/remove/${c.f.itemRowId}` }),
    expect: { ...memberChange(openItemOnly(200)), strangerCode: 404 },
    perState: true,
    mutates: true,
  },
  {
    route: 'PATCH /api/list/item/update/:itemRowId',
    request: (c) => ({
      method: 'PATCH',
      url: `/api/list/item/update/${c.f.itemRowId}`,
      payload: { amount: 2, unit: 1 },
    }),
    expect: { ...memberChange(openItemOnly(200)), strangerCode: 404 },
    perState: true,
    mutates: true,
  },
  {
    route: 'PATCH /api/list-item/mark/:itemRowId',
    request: (c) => ({
      method: 'PATCH',
      url: `/api/list-item/mark/${c.f.itemRowId}`,
      payload: c.ac ? { ac: c.ac } : {},
    }),
    expect: memberChange(activeOnly(200)),
    perState: true,
    mutates: true,
  },
  {
    route: 'GET /.well-known/mercure',
    request: (c) => ({
      method: 'GET',
      url: `/.well-known/mercure?topic=${encodeURIComponent(listTopic(testOrigin, c.f.listId))}${withAc(c, '&')}`,
    }),
    expect: { ...read, visitor: 403, stranger: 403, admin: 403 },
    perState: true,
  },
];

let t: TestApp;
let base: string;
let users: Ctx['users'];
const shared = new Map<State, Fixture>();

async function buildFixture(state: State): Promise<Fixture> {
  const { owner, member } = users;
  const list = await createList(t.app, owner, `Matrix ${state}`);
  await call(t.app, member, 'GET', `/api/list/${list.id}/join?ac=${list.access}`);
  const item = await call(t.app, owner, 'POST', `/api/list/${list.id}/add`, { item: await productId(t.app, 'Milk') });
  const own = await call(t.app, owner, 'POST', `/api/list/${list.id}/item/user-create`, {
    name: `Own ${state} ${list.id}`,
  });
  const former = await call(t.app, owner, 'POST', `/api/list/${list.id}/item/user-create`, {
    name: `Former ${state} ${list.id}`,
  });
  await call(t.app, users.admin, 'PATCH', `/api/item/${former.body.itemId}/common`);
  if (state !== 'active-open') await call(t.app, owner, 'PATCH', `/api/list-item/mark/${item.body.id}`);
  if (state === 'closed') await call(t.app, owner, 'PATCH', `/api/list/${list.id}/close`);
  return {
    listId: list.id,
    access: list.access,
    itemRowId: item.body.id,
    freshProductId: await productId(t.app, 'Bananas'),
    ownProductId: own.body.itemId,
    formerOwnProductId: former.body.itemId,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const [owner, member, stranger, admin, contact, oneWay, someone] = await Promise.all(
    Array.from({ length: 7 }, () => signUp(t.app)),
  );
  await setUserRole(t.app.db, admin!.username, 'admin');
  users = {
    owner: owner!,
    member: member!,
    stranger: stranger!,
    admin: admin!,
    contact: contact!,
    oneWay: oneWay!,
    someone: someone!,
  };
  await addContact(t.app, users.owner, users.contact);
  await addContact(t.app, users.contact, users.owner);
  await addContact(t.app, users.owner, users.oneWay);
  for (const state of states) shared.set(state, await buildFixture(state));
}, 120_000);
afterAll(() => t.close());

function userOf(actor: Actor): TestUser | null {
  if (actor === 'visitor' || actor === 'visitorCode') return null;
  if (actor === 'strangerCode') return users.stranger;
  return users[actor];
}

/** The status of a push subscription: read the headers, then drop the stream. */
async function streamStatus(url: string, cookie: string | undefined) {
  const controller = new AbortController();
  const response = await fetch(`${base}${url}`, { headers: cookie ? { cookie } : {}, signal: controller.signal });
  controller.abort();
  return response.status;
}

async function send(request: Request, actor: Actor) {
  let user = userOf(actor);
  if (request.freshSession && user) {
    const login = await logIn(t.app, user.username, user.password);
    user = { ...user, cookie: login.cookies.map((c) => `${c.name}=${c.value}`).join('; ') };
  }
  if (request.url.startsWith('/.well-known/')) return streamStatus(request.url, user?.cookie);
  const response = await t.app.inject({
    method: request.method,
    url: request.url,
    headers: { ...(user ? { cookie: user.cookie } : {}), 'sec-fetch-mode': 'cors', ...request.headers },
    ...(request.payload ? { payload: request.payload } : {}),
  });
  expect(response.statusCode, response.body).toBeLessThan(500);
  return response.statusCode;
}

const cases = rows.flatMap((row) =>
  (row.perState ? states : (['active-open'] as const)).flatMap((state) =>
    actors.map((actor) => {
      const expected = row.expect[actor];
      return { row, state, actor, status: typeof expected === 'number' ? expected : expected(state) };
    }),
  ),
);

describe('authorization matrix', () => {
  it('has rows for every route the app serves', () => {
    const covered = new Set(rows.map((r) => r.route));
    expect(t.app.routeTable.filter((route) => !covered.has(route))).toEqual([]);
    expect([...covered].filter((route) => !t.app.routeTable.includes(route))).toEqual([]);
  });

  it.each(cases.map((c) => [c.row.route, c.actor, c.state, c.status, c] as const))(
    '%s as %s on %s → %i',
    async (_route, actor, state, status, { row }) => {
      const success = status < 400;
      const f = success && row.mutates ? await buildFixture(state) : shared.get(state)!;
      const ac = actor === 'visitorCode' || actor === 'strangerCode' ? f.access : undefined;
      const request = row.request({ f, actor, ac, users });
      const before = success ? '' : await dataFingerprint(t.app.db);
      expect(await send(request, actor)).toBe(status);
      if (!success) expect(await dataFingerprint(t.app.db)).toBe(before);
    },
  );
});
