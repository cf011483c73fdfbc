import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts } from '../../db/schema.js';
import { createTestApp, otherProcess, type TestApp } from '../../test/app.js';
import { call, signUp } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const contactRows = async (ownerId: number) =>
  (await t.app.db.select().from(contacts).where(eq(contacts.ownerId, ownerId))).map((c) => c.contactId);

describe('GET /api/user/search', () => {
  it('finds a user by exact username or email, ignoring case, and shows only the username', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    for (const name of [other.username.toUpperCase(), other.email.toUpperCase()]) {
      const { status, body } = await call(t.app, me, 'GET', `/api/user/search?name=${encodeURIComponent(name)}`);
      expect(status).toBe(200);
      expect(body).toEqual([{ id: other.id, result: other.username }]);
      expect(JSON.stringify(body)).not.toContain('@');
    }
  });

  it('does not match parts of names and never finds the caller', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    expect((await call(t.app, me, 'GET', `/api/user/search?name=${other.username.slice(0, -1)}`)).body).toEqual([]);
    expect((await call(t.app, me, 'GET', `/api/user/search?name=${me.username}`)).body).toEqual([]);
  });

  it('needs a name (400) and a signed-in caller (401)', async () => {
    const me = await signUp(t.app);
    expect((await call(t.app, me, 'GET', '/api/user/search?name=')).status).toBe(400);
    expect((await call(t.app, null, 'GET', '/api/user/search?name=x')).status).toBe(401);
  });
});

describe('contacts', () => {
  it('adds and removes contacts, answering the contact list each time', async () => {
    const me = await signUp(t.app, { username: `m_${Date.now()}` });
    const anna = await signUp(t.app, { username: `anna_${Date.now()}` });
    const boris = await signUp(t.app, { username: `Boris_${Date.now()}` });
    await call(t.app, me, 'POST', `/api/user/contact/add/${boris.id}`);
    const added = await call(t.app, me, 'POST', `/api/user/contact/add/${anna.id}`);
    expect(added.status).toBe(200);
    expect(added.body).toEqual([
      { id: anna.id, username: anna.username, mutual: false },
      { id: boris.id, username: boris.username, mutual: false },
    ]);
    expect((await call(t.app, me, 'POST', `/api/user/contact/add/${anna.id}`)).body).toHaveLength(2);
    expect((await call(t.app, me, 'GET', '/api/user/contact/list')).body).toEqual(added.body);
    const removed = await call(t.app, me, 'POST', `/api/user/contact/remove/${anna.id}`);
    expect(removed.body).toEqual([{ id: boris.id, username: boris.username, mutual: false }]);
    // Contacts are one-way: Boris's own list is untouched.
    expect(await contactRows(boris.id)).toEqual([]);
  });

  it('refuses yourself (400), an unknown user (404), a bad id (400) and visitors (401), changing nothing', async () => {
    const me = await signUp(t.app);
    expect((await call(t.app, me, 'POST', `/api/user/contact/add/${me.id}`)).body.code).toBe('SELF_CONTACT');
    expect((await call(t.app, me, 'POST', '/api/user/contact/add/99999999')).status).toBe(404);
    expect((await call(t.app, me, 'POST', '/api/user/contact/add/-1')).status).toBe(400);
    expect((await call(t.app, null, 'POST', `/api/user/contact/add/${me.id}`)).status).toBe(401);
    expect((await call(t.app, null, 'GET', '/api/user/contact/list')).status).toBe(401);
    expect((await call(t.app, null, 'POST', `/api/user/contact/remove/${me.id}`)).status).toBe(401);
    expect(await contactRows(me.id)).toEqual([]);
  });
});

describe('mutual contacts', () => {
  it('marks a contact mutual once they have the caller among their own contacts, and not after they remove the caller', async () => {
    const me = await signUp(t.app);
    const anna = await signUp(t.app);
    await call(t.app, me, 'POST', `/api/user/contact/add/${anna.id}`);
    const mutual = await call(t.app, anna, 'POST', `/api/user/contact/add/${me.id}`);
    expect(mutual.body).toEqual([{ id: me.id, username: me.username, mutual: true }]);
    expect((await call(t.app, me, 'GET', '/api/user/contact/list')).body).toEqual([
      { id: anna.id, username: anna.username, mutual: true },
    ]);
    await call(t.app, anna, 'POST', `/api/user/contact/remove/${me.id}`);
    expect((await call(t.app, me, 'GET', '/api/user/contact/list')).body).toEqual([
      { id: anna.id, username: anna.username, mutual: false },
    ]);
  });
});

describe('limit on adding contacts', () => {
  it('allows 60 attempts an hour per user, counting failures, then answers 429 with Retry-After', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const others = await Promise.all(Array.from({ length: 30 }, () => signUp(t.app)));
    for (const [i, someone] of others.entries()) {
      expect((await call(t.app, me, 'POST', `/api/user/contact/add/${someone.id}`)).status).toBe(200);
      // A failed attempt (an unknown user) counts as well.
      expect((await call(t.app, me, 'POST', `/api/user/contact/add/${99_999_000 + i}`)).status).toBe(404);
    }
    const refused = await call(t.app, me, 'POST', `/api/user/contact/add/${other.id}`, undefined, 'en');
    expect(refused.status).toBe(429);
    expect(Number(refused.response.headers['retry-after'])).toBeGreaterThan(3000);
    expect(refused.body).toMatchObject({
      status: 429,
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/^Too many requests/),
    });
    expect(await contactRows(me.id)).toHaveLength(30);
    // The limit is the user's, not the address's: another user adds at once.
    expect((await call(t.app, other, 'POST', `/api/user/contact/add/${me.id}`)).status).toBe(200);
    // Listing and removing are not limited.
    expect((await call(t.app, me, 'GET', '/api/user/contact/list')).status).toBe(200);
    expect((await call(t.app, me, 'POST', `/api/user/contact/remove/${others[0]!.id}`)).status).toBe(200);
  });

  it('is shared by server processes on one database', async () => {
    const shared = await createTestApp({ rateLimitStore: 'database' });
    const second = await otherProcess(shared, { rateLimitStore: 'database' });
    try {
      const me = await signUp(shared.app);
      for (let i = 0; i < 60; i += 1) {
        const app = i % 2 === 0 ? shared.app : second;
        expect((await call(app, me, 'POST', `/api/user/contact/add/${99_999_000 + i}`)).status).toBe(404);
      }
      for (const app of [shared.app, second]) {
        const refused = await call(app, me, 'POST', `/api/user/contact/add/${99_999_999}`);
        expect(refused.status).toBe(429);
        expect(Number(refused.response.headers['retry-after'])).toBeGreaterThan(3000);
      }
    } finally {
      await second.close();
      await shared.close();
    }
  });
});
