import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailChanges, users } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { call, logIn, signUp, type TestUser } from '../../test/factories.js';
import { addressToken, confirmAddress, writtenMails } from '../../test/outbox.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userRow = async (id: number) => (await t.app.db.select().from(users).where(eq(users.id, id)))[0]!;
let counter = 0;
const freshEmail = () => {
  counter += 1;
  return `new${Date.now().toString(36).slice(-6)}${counter}@example.org`;
};
const ask = (user: TestUser, email: string, lang: 'ru' | 'en' = 'ru', password = user.password) =>
  call(t.app, user, 'PATCH', '/api/user/settings/change-email', { email, password }, lang);
const confirm = (token: string, lang: 'ru' | 'en' = 'ru') =>
  call(t.app, null, 'POST', '/api/user/settings/confirm-email', { token }, lang);
const pending = async (user: TestUser) => (await call(t.app, user, 'GET', '/api/user/settings')).body.pendingEmail;

/** Asks for `email` and answers the token of the link mailed to it, with the mails the request wrote. */
async function askAndRead(user: TestUser, email: string, lang: 'ru' | 'en' = 'ru') {
  const before = (await writtenMails(t.app)).length;
  const answer = await ask(user, email, lang);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const mails = (await writtenMails(t.app)).slice(before);
  const toNew = mails.find((mail) => mail.to === email.toLowerCase());
  const token = toNew && addressToken(toNew.text);
  expect(token).toBeDefined();
  return { answer, mails, token: token! };
}

describe('PATCH /api/user/settings/change-email', () => {
  it('changes nothing yet: it mails a link to the new address, tells the current one, and shows the address as pending', async () => {
    const user = await signUp(t.app);
    const email = freshEmail();
    const { answer, mails, token } = await askAndRead(
      user,
      email.toUpperCase().replace('@EXAMPLE.ORG', '@example.org'),
    );
    expect(answer.body).toEqual({
      message: `Мы отправили ссылку на ${email}. Email сменится, когда вы её откроете`,
    });
    expect((await userRow(user.id)).email).toBe(user.email);
    expect(await pending(user)).toBe(email);
    expect(mails.map((mail) => mail.to).sort()).toEqual([email, user.email].sort());
    const toNew = mails.find((mail) => mail.to === email)!.text;
    expect(toNew).toContain(`http://localhost:3000/confirm-email?token=${token}`);
    expect(toNew).toContain(`Здравствуйте, ${user.username}!`);
    expect(toNew).toMatch(/24 часа/);
    const toOld = mails.find((mail) => mail.to === user.email)!.text;
    expect(toOld).toContain(email);
    expect(toOld).not.toContain('token=');
    // The token is kept only as its hash, for a day.
    const [row] = await t.app.db.select().from(emailChanges).where(eq(emailChanges.userId, user.id));
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(23.9 * 60 * 60 * 1000);
    expect((await logIn(t.app, user.email, user.password)).statusCode).toBe(200);
    expect((await logIn(t.app, email, user.password)).statusCode).toBe(401);
  });

  it('speaks the user language in its answer and its mails', async () => {
    const user = await signUp(t.app);
    await call(t.app, user, 'GET', '/api/lang/en', undefined, 'en');
    const email = freshEmail();
    const { answer, mails } = await askAndRead(user, email, 'en');
    expect(answer.body.message).toBe(`We have sent a link to ${email}. The email changes once you open it`);
    expect(mails.find((mail) => mail.to === email)!.text).toContain(`Hello, ${user.username}!`);
    expect(mails.find((mail) => mail.to === user.email)!.text).toMatch(/Subject: .*change.of.email/);
  });

  it('refuses a wrong password, a malformed email and the current one: no mail, nothing pending', async () => {
    const user = await signUp(t.app);
    const before = (await writtenMails(t.app)).length;
    const wrong = await ask(user, freshEmail(), 'ru', 'nope');
    expect(wrong).toMatchObject({ status: 400, body: { code: 'WRONG_PASSWORD' } });
    expect((await ask(user, 'a@b')).status).toBe(400);
    const same = await ask(user, user.email.toUpperCase(), 'en');
    expect(same).toMatchObject({
      status: 400,
      body: { code: 'SAME_EMAIL', errors: { email: 'This is your current email' } },
    });
    expect((await ask(user, user.email)).body.errors).toEqual({ email: 'Это ваш текущий email' });
    expect(await writtenMails(t.app)).toHaveLength(before);
    expect(await pending(user)).toBeNull();
    expect((await userRow(user.id)).email).toBe(user.email);
  });
});

describe('POST /api/user/settings/confirm-email', () => {
  it('sets the new email when the link is opened, without a session, and works once', async () => {
    const user = await signUp(t.app);
    const email = freshEmail();
    const { token } = await askAndRead(user, email);
    const done = await confirm(token, 'en');
    expect(done).toMatchObject({ status: 200, body: { message: 'Email changed successfully', email } });
    expect((await userRow(user.id)).email).toBe(email);
    expect(await pending(user)).toBeNull();
    // The session that asked sees the new address at once.
    expect((await call(t.app, user, 'GET', '/api/user/settings')).body.email).toBe(email);
    expect((await logIn(t.app, email, user.password)).statusCode).toBe(200);
    expect((await logIn(t.app, user.email, user.password)).statusCode).toBe(401);
    const again = await confirm(token);
    expect(again).toMatchObject({
      status: 400,
      body: {
        code: 'BAD_EMAIL_TOKEN',
        errors: {
          token: 'Ссылка для подтверждения email недействительна или устарела. Запросите новую в настройках',
        },
      },
    });
  });

  it('keeps only the latest request: an earlier link stops working', async () => {
    const user = await signUp(t.app);
    const first = await askAndRead(user, freshEmail());
    const latest = freshEmail();
    const second = await askAndRead(user, latest);
    expect(await pending(user)).toBe(latest);
    expect((await confirm(first.token)).body.code).toBe('BAD_EMAIL_TOKEN');
    expect((await userRow(user.id)).email).toBe(user.email);
    expect((await confirm(second.token)).status).toBe(200);
    expect((await userRow(user.id)).email).toBe(latest);
  });

  it('refuses an expired, a made-up and a missing token, changing nothing', async () => {
    const user = await signUp(t.app);
    const { token } = await askAndRead(user, freshEmail());
    await t.app.db
      .update(emailChanges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChanges.userId, user.id));
    expect(await pending(user)).toBeNull();
    expect((await confirm(token)).body.code).toBe('BAD_EMAIL_TOKEN');
    expect((await confirm('made-up')).body.code).toBe('BAD_EMAIL_TOKEN');
    const missing = await call(t.app, null, 'POST', '/api/user/settings/confirm-email', {}, 'en');
    expect(missing).toMatchObject({
      status: 400,
      body: { errors: { token: 'The email confirmation link is incomplete' } },
    });
    expect((await userRow(user.id)).email).toBe(user.email);
  });

  it('refuses an address someone else has taken since it was asked for (409), and keeps the old one', async () => {
    const user = await signUp(t.app);
    const email = freshEmail();
    const { token } = await askAndRead(user, email);
    const taker = await signUp(t.app, { email }, { confirmed: false });
    expect((await confirmAddress(t.app, email)).statusCode).toBe(200);
    expect((await userRow(taker.id)).email).toBe(email);
    expect((await confirm(token)).body).toMatchObject({ status: 409, code: 'EMAIL_TAKEN' });
    expect((await userRow(user.id)).email).toBe(user.email);
  });

  it('is gone with its user', async () => {
    const user = await signUp(t.app);
    await askAndRead(user, freshEmail());
    await t.app.db.delete(users).where(eq(users.id, user.id));
    const [left] = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(emailChanges)
      .where(eq(emailChanges.userId, user.id));
    expect(left!.n).toBe(0);
  });
});

describe('the limit', () => {
  it('answers 429 after 10 requests an hour from one address, like recovery', async () => {
    const limited = await createTestApp({ rateLimitAddress: true });
    try {
      const user = await signUp(limited.app);
      const request = () =>
        call(limited.app, user, 'PATCH', '/api/user/settings/change-email', { email: freshEmail(), password: 'x' });
      for (let i = 0; i < 10; i += 1) expect((await request()).status).toBe(400);
      const refused = await request();
      expect(refused.status).toBe(429);
      expect(Number(refused.response.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
