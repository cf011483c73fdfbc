import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/app.js';
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
      { id: anna.id, username: anna.username },
      { id: boris.id, username: boris.username },
    ]);
    expect((await call(t.app, me, 'POST', `/api/user/contact/add/${anna.id}`)).body).toHaveLength(2);
    expect((await call(t.app, me, 'GET', '/api/user/contact/list')).body).toEqual(added.body);
    const removed = await call(t.app, me, 'POST', `/api/user/contact/remove/${anna.id}`);
    expect(removed.body).toEqual([{ id: boris.id, username: boris.username }]);
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
