import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { call, grantAdmin, signUp, type TestUser } from '../../test/factories.js';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({ pageSize: 2 });
  admin = await signUp(t.app, { username: 'chief_admin' });
  await grantAdmin(t.app, admin.username);
});
afterAll(() => t.close());

describe('GET /api/users', () => {
  it('pages users with id, username, email and dates, newest first by default', async () => {
    const a = await signUp(t.app, { username: 'zoe_first' });
    const b = await signUp(t.app, { username: 'zoe_second' });
    await t.app.db.update(users).set({ createdAt: sql`now() - interval '1 day'` }).where(eq(users.id, a.id));
    const { status, body, response } = await call(t.app, admin, 'GET', '/api/users?name=zoe_');
    expect(status).toBe(200);
    expect(body).toEqual([
      {
        id: b.id,
        username: 'zoe_second',
        email: b.email,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/),
        updatedAt: expect.any(String),
      },
      expect.objectContaining({ id: a.id }),
    ]);
    expect(response.headers['x-pagination-pages-count']).toBe('1');
    const asc = await call(t.app, admin, 'GET', '/api/users?name=zoe_&sort=createdAt');
    expect(asc.body.map((u: { id: number }) => u.id)).toEqual([a.id, b.id]);
  });

  it('searches in usernames and emails, ignoring case, and pages', async () => {
    const c = await signUp(t.app, { email: 'Unique.Mail@corp.example' });
    const byMail = await call(t.app, admin, 'GET', '/api/users?name=UNIQUE.MAIL');
    expect(byMail.body.map((u: { id: number }) => u.id)).toEqual([c.id]);
    const all = await call(t.app, admin, 'GET', '/api/users?page=2');
    expect(all.body).toHaveLength(2);
    expect(Number(all.response.headers['x-pagination-pages-count'])).toBeGreaterThanOrEqual(2);
  });

  it('refuses an unknown sort with 400', async () => {
    expect((await call(t.app, admin, 'GET', '/api/users?sort=email')).status).toBe(400);
  });
});
