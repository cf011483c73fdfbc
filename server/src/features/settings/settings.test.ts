import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeZones, users } from '../../db/schema.js';
import { cookieHeader, createTestApp, type TestApp } from '../../test/app.js';
import { call, logIn, signUp } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const zoneId = async (name: string) => (await t.app.db.select().from(timeZones).where(eq(timeZones.name, name)))[0]!.id;
const userRow = async (id: number) => (await t.app.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('GET /api/user/settings', () => {
  it('shows the email, the username, the registration date and Moscow time by default', async () => {
    const user = await signUp(t.app, {}, { confirmed: false });
    const { status, body } = await call(t.app, user, 'GET', '/api/user/settings');
    expect(status).toBe(200);
    expect(body).toEqual({
      email: user.email,
      emailConfirmed: false,
      name: user.username,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/),
      tz: await zoneId('Europe/Moscow'),
      pendingEmail: null,
      currency: 'RUB',
    });
    expect((await call(t.app, null, 'GET', '/api/user/settings')).status).toBe(401);
  });
});

describe('time zones', () => {
  it('lists every IANA zone with its offset', async () => {
    const { body } = await call(t.app, null, 'GET', '/api/time-zones');
    expect(body.length).toBeGreaterThan(300);
    expect(body).toContainEqual({ id: await zoneId('Europe/Moscow'), name: 'Europe/Moscow (UTC+03:00)' });
    expect(body).toContainEqual({ id: await zoneId('Asia/Tokyo'), name: 'Asia/Tokyo (UTC+09:00)' });
  });

  it('changing the zone moves every date the user sees', async () => {
    const user = await signUp(t.app);
    const list = await call(t.app, user, 'POST', '/api/lists', { name: 'Zones' });
    const utc = await zoneId('UTC');
    const changed = await call(t.app, user, 'PATCH', `/api/user/settings/change-tz/${utc}`, undefined, 'en');
    expect(changed).toMatchObject({ status: 200, body: { message: 'Time zone changed successfully' } });
    const ru = await call(t.app, user, 'PATCH', `/api/user/settings/change-tz/${utc}`);
    expect(ru.body.message).toBe('Часовой пояс успешно изменён');
    const [after] = (await call(t.app, user, 'GET', '/api/lists')).body;
    const hours = (text: string) => new Date(`${text.replace(' ', 'T')}:00Z`).getTime() / 3_600_000;
    expect(hours(list.body.createdAt) - hours(after.createdAt)).toBe(3);
    expect((await call(t.app, user, 'GET', '/api/user/settings')).body.tz).toBe(utc);
  });

  it('refuses an unknown zone with 404 and keeps the old one', async () => {
    const user = await signUp(t.app);
    expect((await call(t.app, user, 'PATCH', '/api/user/settings/change-tz/99999')).status).toBe(404);
    expect((await call(t.app, user, 'PATCH', '/api/user/settings/change-tz/abc')).status).toBe(400);
    expect((await userRow(user.id)).timeZoneId).toBeNull();
    expect((await call(t.app, null, 'PATCH', '/api/user/settings/change-tz/1')).status).toBe(401);
  });
});

describe('PATCH /api/user/settings/change-password', () => {
  it('changes the password and ends the other sessions, keeping this one', async () => {
    const user = await signUp(t.app);
    const elsewhere = await logIn(t.app, user.username, user.password);
    const otherCookie = cookieHeader(elsewhere);
    const { status, body } = await call(t.app, user, 'PATCH', '/api/user/settings/change-password', {
      password: user.password,
      newPassword: 'brand-new-1',
      newPasswordRe: 'brand-new-1',
    });
    expect(status).toBe(200);
    expect(body.message).toBe('Пароль успешно изменён');
    expect((await call(t.app, user, 'POST', '/api/menu')).body.username).toBe(user.username);
    expect((await call(t.app, { cookie: otherCookie }, 'POST', '/api/menu')).body.username).toBeNull();
    expect((await logIn(t.app, user.username, 'brand-new-1')).statusCode).toBe(200);
    expect((await logIn(t.app, user.username, user.password)).statusCode).toBe(401);
  });

  it('refuses a wrong old password, a mismatch and a short new password, changing nothing', async () => {
    const user = await signUp(t.app);
    const before = (await userRow(user.id)).passwordHash;
    const cases = [
      [{ password: 'wrong', newPassword: 'abcdef', newPasswordRe: 'abcdef' }, 'password'],
      [{ password: user.password, newPassword: 'abcdef', newPasswordRe: 'abcdeg' }, 'newPasswordRe'],
      [{ password: user.password, newPassword: 'abc', newPasswordRe: 'abc' }, 'newPassword'],
    ] as const;
    for (const [payload, field] of cases) {
      const { status, body } = await call(t.app, user, 'PATCH', '/api/user/settings/change-password', payload);
      expect(status).toBe(400);
      expect(Object.keys(body.errors)).toContain(field);
    }
    expect((await userRow(user.id)).passwordHash).toBe(before);
  });

  it("refuses the current password as the new one in the caller's language, keeping the other sessions and the hash", async () => {
    const user = await signUp(t.app);
    const elsewhere = await logIn(t.app, user.username, user.password);
    const otherCookie = cookieHeader(elsewhere);
    const before = await userRow(user.id);
    const same = { password: user.password, newPassword: user.password, newPasswordRe: user.password };
    const ru = await call(t.app, user, 'PATCH', '/api/user/settings/change-password', same);
    expect(ru).toMatchObject({
      status: 400,
      body: { code: 'SAME_PASSWORD', errors: { newPassword: 'Новый пароль совпадает с текущим' } },
    });
    const en = await call(t.app, user, 'PATCH', '/api/user/settings/change-password', same, 'en');
    expect(en.body.errors).toEqual({ newPassword: 'The new password is the same as the current one' });
    const after = await userRow(user.id);
    expect(after.passwordHash).toBe(before.passwordHash);
    expect(after.updatedAt).toEqual(before.updatedAt);
    expect((await call(t.app, { cookie: otherCookie }, 'POST', '/api/menu')).body.username).toBe(user.username);
    expect((await call(t.app, user, 'POST', '/api/menu')).body.username).toBe(user.username);
    // A wrong old password is told first, even when the new one is that wrong text.
    const wrong = await call(t.app, user, 'PATCH', '/api/user/settings/change-password', {
      password: 'not-mine-1',
      newPassword: 'not-mine-1',
      newPasswordRe: 'not-mine-1',
    });
    expect(wrong.body.code).toBe('WRONG_PASSWORD');
  });
});
