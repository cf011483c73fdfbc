import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMembers, lists } from '../../../db/schema.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { call, listWithMember } from '../../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ pageSize: 2 });
});
afterAll(() => t.close());

const listRow = async (id: number) => (await t.app.db.select().from(lists).where(eq(lists.id, id)))[0];
const memberIds = async (id: number) =>
  (await t.app.db.select().from(listMembers).where(eq(listMembers.listId, id))).map((m) => m.userId).sort();

describe('GET /api/list/{id}/join', () => {
  it('makes a signed-in stranger with the code a member', async () => {
    const { owner, stranger, list } = await listWithMember(t.app);
    const { status, body } = await call(t.app, stranger, 'GET', `/api/list/${list.id}/join?ac=${list.access}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ isMember: true, isOwner: false, access: list.access });
    expect(body.members.map((m: { id: number }) => m.id)).toContain(stranger.id);
    expect(await memberIds(list.id)).toContain(owner.id);
    // Joining again changes nothing.
    expect((await call(t.app, stranger, 'GET', `/api/list/${list.id}/join?ac=${list.access}`)).status).toBe(200);
    expect((await memberIds(list.id)).filter((id) => id === stranger.id)).toHaveLength(1);
  });

  it('refuses a wrong code (403), a missing code (404) and a visitor (401), changing nothing', async () => {
    const { stranger, list } = await listWithMember(t.app);
    const before = await memberIds(list.id);
    expect((await call(t.app, stranger, 'GET', `/api/list/${list.id}/join?ac=nope`)).status).toBe(403);
    expect((await call(t.app, stranger, 'GET', `/api/list/${list.id}/join`)).status).toBe(404);
    expect((await call(t.app, null, 'GET', `/api/list/${list.id}/join?ac=${list.access}`)).status).toBe(401);
    expect(await memberIds(list.id)).toEqual(before);
  });
});

describe('a join started by another site', () => {
  it('is refused (403) in the caller language and changes nothing; same-site and unmarked calls join', async () => {
    const { stranger, list } = await listWithMember(t.app);
    const before = await memberIds(list.id);
    const join = (site: string | undefined) =>
      t.app.inject({
        method: 'GET',
        url: `/api/list/${list.id}/join?ac=${list.access}`,
        headers: { cookie: `${stranger.cookie}; lang=en`, ...(site ? { 'sec-fetch-site': site } : {}) },
      });
    const refused = await join('cross-site');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'CROSS_SITE_JOIN',
      message: 'A list can only be joined from within the app. Open the link again',
    });
    expect(await memberIds(list.id)).toEqual(before);
    expect((await join('same-origin')).statusCode).toBe(200);
    expect(await memberIds(list.id)).toContain(stranger.id);
    // A client that marks nothing (not a browser) is not a site: it joins as before.
    const { stranger: other, list: another } = await listWithMember(t.app);
    const plain = await call(t.app, other, 'GET', `/api/list/${another.id}/join?ac=${another.access}`);
    expect(plain.status).toBe(200);
  });
});

describe('POST /api/list/{id}/access-code', () => {
  it('the owner gets a new code: the old link stops working at once, members keep the list', async () => {
    const { owner, member, stranger, list } = await listWithMember(t.app);
    const { status, body } = await call(t.app, owner, 'POST', `/api/list/${list.id}/access-code`);
    expect(status).toBe(200);
    expect(body.access).toEqual(expect.any(String));
    expect(body.access).not.toBe(list.access);
    expect(body.access.length).toBeGreaterThanOrEqual(12);
    expect((await listRow(list.id))?.accessCode).toBe(body.access);
    for (const url of [`/api/list/${list.id}/header?ac=${list.access}`, `/api/list/${list.id}/join?ac=${list.access}`])
      expect((await call(t.app, stranger, 'GET', url)).status).toBe(403);
    expect((await call(t.app, null, 'GET', `/api/list/${list.id}/header?ac=${list.access}`)).status).toBe(403);
    expect((await call(t.app, stranger, 'GET', `/api/list/${list.id}/header?ac=${body.access}`)).status).toBe(200);
    const seen = await call(t.app, member, 'GET', `/api/list/${list.id}/header`);
    expect(seen.status).toBe(200);
    expect(seen.body.access).toBe(body.access);
  });

  it('is the owner’s: a member gets 403, a code holder 403, a visitor 401, a stranger 404, and nothing changes', async () => {
    const { member, stranger, list } = await listWithMember(t.app);
    const member403 = await call(t.app, member, 'POST', `/api/list/${list.id}/access-code`, undefined, 'en');
    expect(member403.status).toBe(403);
    expect(member403.body.code).toBe('OWNER_ONLY');
    expect((await call(t.app, null, 'POST', `/api/list/${list.id}/access-code`)).status).toBe(401);
    expect((await call(t.app, stranger, 'POST', `/api/list/${list.id}/access-code`)).status).toBe(404);
    expect((await call(t.app, stranger, 'POST', '/api/list/abc/access-code')).status).toBe(400);
    expect((await listRow(list.id))?.accessCode).toBe(list.access);
  });

  it('works on a closed list too', async () => {
    const { owner, list } = await listWithMember(t.app);
    await call(t.app, owner, 'PATCH', `/api/list/${list.id}/close`);
    const { status, body } = await call(t.app, owner, 'POST', `/api/list/${list.id}/access-code`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ active: false });
    expect(body.access).not.toBe(list.access);
  });
});

describe('POST /api/list/{id}/exit', () => {
  it('a member leaves with 204; the owner cannot; a stranger gets 404', async () => {
    const { owner, member, stranger, list } = await listWithMember(t.app);
    expect((await call(t.app, owner, 'POST', `/api/list/${list.id}/exit`)).body.code).toBe('OWNER_CANNOT_LEAVE');
    expect((await call(t.app, stranger, 'POST', `/api/list/${list.id}/exit`)).status).toBe(404);
    const left = await call(t.app, member, 'POST', `/api/list/${list.id}/exit`);
    expect(left.status).toBe(204);
    expect(await memberIds(list.id)).toEqual([owner.id]);
    expect((await call(t.app, member, 'GET', `/api/list/${list.id}`)).status).toBe(404);
  });
});
