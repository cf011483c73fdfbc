/**
 * The authorization matrix: every API route × every actor × every list and item state → the expected status.
 * After every refusal nothing may have changed. A route without rows here fails the suite. The flags of the list
 * answers (`can`) are held to the same rows: a flag is true exactly where its calls are expected to be allowed.
 */
import { ListCan, type ListHeader, type ListSummary } from '@listok/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { cookieHeader, createTestApp, type TestApp } from './test/app.js';
import { accountRows } from './test/authorization/account-rows.js';
import { davRows } from './test/authorization/dav-rows.js';
import { buildListFixture, matrixUsers } from './test/authorization/fixture.js';
import { canExceptions, itemRows } from './test/authorization/item-rows.js';
import { listRows } from './test/authorization/list-rows.js';
import {
  type Actor,
  actors,
  type CanException,
  type Ctx,
  type Fixture,
  type Request,
  type Row,
  type State,
  states,
} from './test/authorization/matrix.js';
import { moneyRows } from './test/authorization/money-rows.js';
import { pictureRows } from './test/authorization/picture-rows.js';
import { recipeRows } from './test/authorization/recipe-rows.js';
import { storeRows } from './test/authorization/store-rows.js';
import { taskRows } from './test/authorization/task-rows.js';
import { type TokenActor, tokenActors, tokenStatus } from './test/authorization/token-actors.js';
import { wishRows } from './test/authorization/wish-rows.js';
import { call, createList, logIn, type TestUser } from './test/factories.js';
import { dataFingerprint } from './test/snapshot.js';

const rows = [
  ...accountRows,
  ...listRows,
  ...itemRows,
  ...pictureRows,
  ...wishRows,
  ...storeRows,
  ...moneyRows,
  ...taskRows,
  ...davRows,
  ...recipeRows,
];
const tokens = {} as Record<TokenActor, string>;

let t: TestApp;
let base: string;
let users: Ctx['users'];
const shared = new Map<State, Fixture>();

const buildFixture = (state: State) => buildListFixture(t.app, users, state);

beforeAll(async () => {
  // The matrix makes hundreds of calls with each token in a minute.
  // Every fixture is two lists of the owner's (a shopping and a wish list), made again for each call that changes one.
  t = await createTestApp({
    tokenRequestsPerMinute: 1_000_000,
    quotas: { ...loadConfig({}).quotas, listsPerDay: 100_000 },
  });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  users = await matrixUsers(t.app);
  for (const state of states) shared.set(state, await buildFixture(state));
  const other = await createList(t.app, users.owner, 'Matrix other');
  const make = async (scope: 'read' | 'write', lists: number[] | null) =>
    (await call(t.app, users.owner, 'POST', '/api/user/tokens', { name: `Matrix ${scope}`, scope, lists })).body;
  tokens.readToken = (await make('read', null)).token;
  tokens.writeToken = (await make('write', null)).token;
  tokens.otherListToken = (await make('write', [other.id])).token;
  const revoked = await make('write', null);
  await call(t.app, users.owner, 'DELETE', `/api/user/tokens/${revoked.id}`);
  tokens.revokedToken = revoked.token;
}, 120_000);
afterAll(() => t.close());

function userOf(actor: Actor): TestUser | null {
  if (actor === 'visitor' || actor === 'visitorCode') return null;
  if (actor === 'strangerCode') return users.stranger;
  return users[actor];
}

/** The status of a push subscription: read the headers, then drop the stream. */
async function streamStatus(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(`${base}${url}`, { headers, signal: controller.signal });
  controller.abort();
  return response.status;
}

const isTokenActor = (actor: Actor | TokenActor): actor is TokenActor =>
  (tokenActors as readonly string[]).includes(actor);

/** The headers that make a request the actor's: a bearer token, a session cookie (a fresh one if asked), or none. */
async function credentialsOf(actor: Actor | TokenActor, request: Request): Promise<Record<string, string>> {
  if (isTokenActor(actor)) return { authorization: `Bearer ${tokens[actor]}` };
  let user = userOf(actor);
  if (request.freshSession && user) {
    const login = await logIn(t.app, user.username, user.password);
    user = { ...user, cookie: cookieHeader(login) };
  }
  return user ? { cookie: user.cookie } : {};
}

/** The actor's call, answered (never a 500). */
async function answerOf(request: Request, actor: Actor | TokenActor) {
  const credentials = await credentialsOf(actor, request);
  // A browser's fetch says so; a program with a token does not.
  const browser = isTokenActor(actor) ? {} : { 'sec-fetch-mode': 'cors' };
  const response = await t.app.inject({
    method: request.method,
    url: request.url,
    headers: { ...credentials, ...browser, ...request.headers },
    ...(request.payload ? { payload: request.payload } : {}),
  });
  // A call that mails (feedback, "send again") sends in the background: done before the next case reads the data.
  if (!isTokenActor(actor)) await t.app.mailer.deliverDue();
  expect(response.statusCode, response.body).toBeLessThan(500);
  return response;
}

async function send(request: Request, actor: Actor | TokenActor) {
  if (request.url.startsWith('/.well-known/mercure'))
    return streamStatus(request.url, await credentialsOf(actor, request));
  return (await answerOf(request, actor)).statusCode;
}

const statusOf = (expected: Row['expect'][Actor], state: State) =>
  typeof expected === 'number' ? expected : expected(state);
/** What the row expects of the actor in the state (a token: derived from its owner's). */
const expectedStatus = (row: Row, actor: Actor | TokenActor, state: State) =>
  isTokenActor(actor) ? tokenStatus(row, actor, statusOf(row.expect.owner, state)) : statusOf(row.expect[actor], state);
const cases = rows.flatMap((row) =>
  (row.perState ? states : (['active-open'] as const)).flatMap((state) =>
    [...actors, ...tokenActors].map((actor) => ({ row, state, actor, status: expectedStatus(row, actor, state) })),
  ),
);

/** A row's context for the actor: the code for those who hold it; a token acts as the owner it belongs to. */
const contextOf = (f: Fixture, actor: Actor | TokenActor): Ctx => ({
  f,
  actor: isTokenActor(actor) ? 'owner' : actor,
  ac: actor === 'visitorCode' || actor === 'strangerCode' ? f.access : undefined,
  users,
});

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
      const request = row.request(contextOf(f, actor));
      const before = success ? '' : await dataFingerprint(t.app);
      expect(await send(request, actor)).toBe(status);
      if (!success) expect(await dataFingerprint(t.app)).toBe(before);
    },
  );
});

describe('what the list answers say the caller may do (can)', () => {
  const headerRow = listRows.find((row) => row.route === 'GET /api/list/:id/header')!;
  const flagged = [...listRows, ...itemRows, ...wishRows, ...storeRows, ...moneyRows].filter(
    (row) => row.can !== undefined,
  );
  /** Who reads the header of a list in the state: the flags are theirs. */
  const readers = (state: State) =>
    [...actors, ...tokenActors].filter((actor) => expectedStatus(headerRow, actor, state) === 200);
  /** The header's call of the fixture's list, or of its wish list (with the wish list's code for a code holder). */
  const headerRequest = (c: Ctx, list: Row['canList']): Request =>
    list === 'wishList'
      ? { method: 'GET', url: `/api/list/${c.f.wishListId}/header${c.ac ? `?ac=${c.f.wishAccess}` : ''}` }
      : headerRow.request(c);
  async function headerOf(actor: Actor | TokenActor, state: State, list?: Row['canList']): Promise<ListHeader> {
    const response = await answerOf(headerRequest(contextOf(shared.get(state)!, actor), list), actor);
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  it('has calls for every flag, and readers of the header in every state', () => {
    expect([...new Set(flagged.map((row) => row.can))].sort()).toEqual(Object.keys(ListCan.shape).sort());
    for (const state of states) {
      expect(readers(state)).toEqual(['visitorCode', 'strangerCode', 'member', 'owner', 'readToken', 'writeToken']);
    }
  });

  it('sets a flag exactly where the matrix expects its calls to be allowed, for every reader in every state', async () => {
    const disagreements: string[] = [];
    const excused = new Set<CanException>();
    for (const state of states) {
      for (const actor of readers(state)) {
        const cans = {
          list: (await headerOf(actor, state)).can,
          wishList: (await headerOf(actor, state, 'wishList')).can,
        };
        for (const row of flagged) {
          const flag = row.can!;
          const can = cans[row.canList ?? 'list'];
          if (can[flag] === expectedStatus(row, actor, state) < 400) continue;
          const exception = canExceptions.find((e) => e.route === row.route && e.state === state);
          if (exception) excused.add(exception);
          else disagreements.push(`${row.route} as ${actor} on ${state}: can.${flag} is ${can[flag]}`);
        }
      }
    }
    expect(disagreements).toEqual([]);
    // An exception that no case needs any more is stale.
    expect(canExceptions.filter((exception) => !excused.has(exception))).toEqual([]);
  });

  it('gives My lists the flags of the header, to the members and their tokens', async () => {
    for (const state of states) {
      const isActive = state === 'closed' ? 0 : 1;
      const f = shared.get(state)!;
      for (const actor of ['owner', 'member', 'readToken', 'writeToken'] as const) {
        // Oldest first: the shared lists, made before every other, are on the first page.
        const page = await answerOf({ method: 'GET', url: `/api/lists?isActive=${isActive}&sort=createdAt` }, actor);
        const summaries = page.json() as ListSummary[];
        for (const [id, list] of [
          [f.listId, undefined],
          [f.wishListId, 'wishList'],
        ] as const) {
          const summary = summaries.find((candidate) => candidate.id === id);
          expect(summary?.can, `${actor} on ${state}`).toEqual((await headerOf(actor, state, list)).can);
        }
      }
    }
  });
});
