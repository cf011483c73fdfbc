/**
 * The authorization matrix of the CalDAV server's writes: every write method × every kind of credential a calendar
 * app may send × every list state → the expected status. The API's matrix (authorization.test.ts) holds that a cookie
 * or a bearer token opens nothing under /dav/; here the app passwords of the list's owner, its member and a stranger,
 * the owner's read-only token, an app password of another list and a revoked one. After every refusal nothing may
 * have changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { createTestApp, type TestApp } from './test/app.js';
import { buildListFixture, matrixUsers } from './test/authorization/fixture.js';
import { type Ctx, type Fixture, type State, states } from './test/authorization/matrix.js';
import { basic } from './test/dav-client.js';
import { call, createList, type TestUser } from './test/factories.js';
import { dataFingerprint } from './test/snapshot.js';

const davActors = [
  'owner',
  'member',
  'stranger',
  'readToken',
  'otherListPassword',
  'revokedPassword',
  'cookie',
] as const;
type DavActor = (typeof davActors)[number];

/** What a write asks, as the actor: its path is in the actor's own calendar home. */
interface DavWrite {
  method: 'PUT' | 'DELETE' | 'PROPPATCH' | 'MKCALENDAR';
  url: string;
  body?: string;
  headers?: Record<string, string>;
}

interface DavRow {
  name: string;
  request(f: Fixture, home: number, n: number): DavWrite;
  /** The owner's and the member's answer by state; every other actor is refused (below). */
  owner: (state: State) => number;
  member: (state: State) => number;
  /** A PROPPATCH answers 207 and says in it whether the property was set: that status is the answer. */
  inner?: true;
}

const calendar = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'BEGIN:VTODO', ...lines, 'END:VTODO', 'END:VCALENDAR', ''].join('\r\n');
const ics = { 'content-type': 'text/calendar' };
const activeOnly = (ok: number) => (state: State) => (state === 'closed' ? 404 : ok);
const list = (f: Fixture, home: number) => `/dav/calendars/${home}/${f.listId}/`;

const rows: DavRow[] = [
  {
    name: 'PUT a new to-do',
    request: (f, home, n) => ({
      method: 'PUT',
      url: `${list(f, home)}new-${n}.ics`,
      body: calendar(`UID:new-${n}`, `SUMMARY:Дело ${n}`),
      headers: ics,
    }),
    owner: activeOnly(201),
    member: activeOnly(201),
  },
  {
    name: 'PUT a tick or an untick of the list’s good',
    request: (f, home) => ({
      method: 'PUT',
      url: `${list(f, home)}${f.itemRowId}.ics`,
      // The good's name without an amount changes nothing but the tick.
      body: calendar('SUMMARY:Молоко', 'STATUS:COMPLETED'),
      headers: ics,
    }),
    // A ticked good stays ticked: nothing to change, nothing refused.
    owner: activeOnly(204),
    member: activeOnly(204),
  },
  {
    name: 'DELETE the list’s good',
    request: (f, home) => ({ method: 'DELETE', url: `${list(f, home)}${f.itemRowId}.ics` }),
    owner: activeOnly(204),
    member: activeOnly(204),
  },
  {
    name: 'PROPPATCH the list’s name',
    request: (f, home, n) => ({
      method: 'PROPPATCH',
      url: list(f, home),
      body: `<d:propertyupdate xmlns:d="DAV:"><d:set><d:prop><d:displayname>Дача ${n}</d:displayname></d:prop></d:set></d:propertyupdate>`,
    }),
    owner: activeOnly(200),
    // Renaming is the owner's.
    member: activeOnly(403),
    inner: true,
  },
  {
    name: 'DELETE the list’s collection (the owner deletes it, a member leaves it)',
    request: (f, home) => ({ method: 'DELETE', url: list(f, home) }),
    owner: activeOnly(204),
    member: activeOnly(204),
  },
  {
    name: 'MKCALENDAR in the actor’s own home',
    request: (_f, home, n) => ({
      method: 'MKCALENDAR',
      url: `/dav/calendars/${home}/made-${n}/`,
      body: `<c:mkcalendar xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:set><d:prop><d:displayname>Новый ${n}</d:displayname></d:prop></d:set></c:mkcalendar>`,
    }),
    owner: () => 201,
    member: () => 201,
  },
];

/** The answer every other actor gets: a stranger's own home has no such list; the rest are no app password. */
function refusedAs(actor: DavActor, row: DavRow, state: State): number {
  if (actor === 'owner') return row.owner(state);
  if (actor === 'member') return row.member(state);
  const making = row.name.startsWith('MKCALENDAR');
  // A stranger makes lists of their own, and finds none of these; an app password of some lists makes none.
  if (actor === 'stranger') return making ? 201 : 404;
  if (actor === 'otherListPassword') return making ? 403 : 404;
  return 401;
}

let t: TestApp;
let users: Ctx['users'];
const authOf = {} as Record<DavActor, Record<string, string>>;
const homeOf = {} as Record<DavActor, number>;
let made = 0;
const shared = new Map<State, Fixture>();

beforeAll(async () => {
  t = await createTestApp({
    tokenRequestsPerMinute: 1_000_000,
    quotas: { ...loadConfig({}).quotas, listsPerDay: 100_000 },
    limits: { searchesPerMinute: 600, pastesPerMinute: 1_000, importsPerMinute: 10 },
  });
  users = await matrixUsers(t.app);
  const password = async (user: TestUser, scope: string, lists: number[] | null = null) => {
    const token = await call(t.app, user, 'POST', '/api/user/tokens', { name: `Matrix ${scope}`, scope, lists });
    return token.body as { id: number; token: string };
  };
  const other = await createList(t.app, users.owner, 'Matrix other');
  const revoked = await password(users.owner, 'caldav');
  await call(t.app, users.owner, 'DELETE', `/api/user/tokens/${revoked.id}`);
  const credentials: Record<DavActor, [TestUser, string | undefined]> = {
    owner: [users.owner, (await password(users.owner, 'caldav')).token],
    member: [users.member, (await password(users.member, 'caldav')).token],
    stranger: [users.stranger, (await password(users.stranger, 'caldav')).token],
    readToken: [users.owner, (await password(users.owner, 'read')).token],
    otherListPassword: [users.owner, (await password(users.owner, 'caldav', [other.id])).token],
    revokedPassword: [users.owner, revoked.token],
    cookie: [users.owner, undefined],
  };
  for (const actor of davActors) {
    const [user, secret] = credentials[actor];
    authOf[actor] = secret ? { authorization: basic(user.username, secret) } : { cookie: user.cookie };
    homeOf[actor] = user.id;
  }
  for (const state of states) shared.set(state, await buildListFixture(t.app, users, state));
}, 120_000);
afterAll(() => t.close());

/** The status of the answer: a PROPPATCH's is the one it gives the property. */
function statusOf(row: DavRow, response: { statusCode: number; body: string }): number {
  if (!row.inner || response.statusCode !== 207) return response.statusCode;
  return Number(/<d:status>HTTP\/1\.1 (\d{3})/.exec(response.body)?.[1] ?? 0);
}

const cases = rows.flatMap((row) =>
  states.flatMap((state) => davActors.map((actor) => ({ row, state, actor, status: refusedAs(actor, row, state) }))),
);

describe('the CalDAV writes’ authorization matrix', () => {
  it('has rows for every write method of the CalDAV server', () => {
    expect([...new Set(rows.map((row) => row.request({} as Fixture, 0, 0).method))].sort()).toEqual(
      ['DELETE', 'MKCALENDAR', 'PROPPATCH', 'PUT'].sort(),
    );
  });

  it.each(cases.map((c) => [c.row.name, c.actor, c.state, c.status, c] as const))(
    '%s as %s on %s → %i',
    async (_name, actor, state, status, { row }) => {
      // A write that goes through changes its list: it gets one of its own.
      const f = status < 300 ? await buildListFixture(t.app, users, state) : shared.get(state)!;
      made += 1;
      const write = row.request(f, homeOf[actor], made);
      const before = status < 300 ? '' : await dataFingerprint(t.app);
      const response = await t.app.inject({
        method: write.method,
        url: write.url,
        headers: { 'content-type': 'application/xml', ...authOf[actor], ...write.headers },
        payload: write.body ?? '',
      });
      expect(response.statusCode, response.body).toBeLessThan(500);
      expect(statusOf(row, response), response.body).toBe(status);
      if (status >= 300) expect(await dataFingerprint(t.app)).toBe(before);
    },
  );
});
