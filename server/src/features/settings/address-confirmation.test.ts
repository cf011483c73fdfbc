import { eq } from 'drizzle-orm';
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

const settingsOf = async (user: TestUser) => (await call(t.app, user, 'GET', '/api/user/settings')).body;
const sendAgain = (user: { cookie: string }, lang: 'ru' | 'en' = 'ru') =>
  call(t.app, user, 'POST', '/api/user/settings/email-confirmation', undefined, lang);
const confirm = (token: string | undefined, lang: 'ru' | 'en' = 'ru') =>
  call(t.app, null, 'POST', '/api/user/settings/confirm-email', { token }, lang);
/** The mails written to `email` since `before` (a length of writtenMails). */
const mailsTo = async (email: string, before = 0) =>
  (await writtenMails(t.app)).slice(before).filter((mail) => mail.to === email);

describe('a sign-up', () => {
  it('mails a link that confirms the address; signing in does not wait for it', async () => {
    const user = await signUp(t.app);
    const [mail, ...more] = await mailsTo(user.email);
    expect(more).toEqual([]);
    expect(mail!.text).toContain(`Здравствуйте, ${user.username}!`);
    expect(mail!.text).toMatch(/24 часа/);
    expect(addressToken(mail!.text)).toBeDefined();
    expect(mail!.text).toContain(`http://localhost:3000/confirm-email?token=${addressToken(mail!.text)}`);
    expect(await settingsOf(user)).toMatchObject({ email: user.email, emailConfirmed: false, pendingEmail: null });
    expect((await logIn(t.app, user.username, user.password)).statusCode).toBe(200);
  });
});

describe('the link that confirms the address', () => {
  it('confirms it without a session, says so in the language asked, and works once', async () => {
    const user = await signUp(t.app);
    const token = addressToken((await mailsTo(user.email))[0]!.text);
    const done = await confirm(token, 'en');
    expect(done).toMatchObject({ status: 200, body: { message: 'Email confirmed', email: user.email } });
    expect(await settingsOf(user)).toMatchObject({ email: user.email, emailConfirmed: true, pendingEmail: null });
    expect((await confirm(token)).body).toMatchObject({ status: 400, code: 'BAD_EMAIL_TOKEN' });
    expect((await confirm(token, 'en')).body.errors.token).toBe(
      'The email confirmation link is invalid or expired. Ask for a new one in Settings',
    );
  });

  it('after an email change, the new address is confirmed', async () => {
    const user = await signUp(t.app);
    const email = `changed.${user.username}@example.org`.toLowerCase();
    const asked = await call(t.app, user, 'PATCH', '/api/user/settings/change-email', {
      email,
      password: user.password,
    });
    expect(asked.status).toBe(200);
    // The link of the sign-up ended with the new request.
    const signupToken = addressToken((await mailsTo(user.email))[0]!.text);
    expect((await confirm(signupToken)).status).toBe(400);
    expect(await settingsOf(user)).toMatchObject({ emailConfirmed: false, pendingEmail: email });
    expect((await confirmAddress(t.app, email)).json()).toMatchObject({ message: 'Email успешно изменён', email });
    expect(await settingsOf(user)).toMatchObject({ email, emailConfirmed: true, pendingEmail: null });
  });
});

describe('POST /api/user/settings/email-confirmation ("send again")', () => {
  it('mails a new link, and the earlier one stops working', async () => {
    const user = await signUp(t.app);
    const first = addressToken((await mailsTo(user.email))[0]!.text);
    const before = (await writtenMails(t.app)).length;
    const again = await sendAgain(user, 'en');
    expect(again).toMatchObject({
      status: 200,
      body: { message: `We have sent a link to ${user.email}. Open it to confirm the email` },
    });
    const [mail, ...more] = await mailsTo(user.email, before);
    expect(more).toEqual([]);
    const second = addressToken(mail!.text);
    expect(second).not.toBe(first);
    expect((await confirm(first)).status).toBe(400);
    expect((await confirm(second)).status).toBe(200);
    expect((await settingsOf(user)).emailConfirmed).toBe(true);
  });

  it('is refused once the address is confirmed, and for an account without email, mailing nothing', async () => {
    const user = await signUp(t.app);
    expect((await confirmAddress(t.app, user.email)).statusCode).toBe(200);
    const ssoLike = await signUp(t.app);
    await t.app.db.update(users).set({ email: null }).where(eq(users.id, ssoLike.id));
    const before = (await writtenMails(t.app)).length;
    expect(await sendAgain(user, 'en')).toMatchObject({
      status: 400,
      body: { code: 'EMAIL_ALREADY_CONFIRMED', message: 'Your email is confirmed already' },
    });
    expect((await sendAgain(ssoLike)).body).toMatchObject({ status: 400, code: 'NO_EMAIL' });
    expect(await writtenMails(t.app)).toHaveLength(before);
    expect((await sendAgain({ cookie: '' })).status).toBe(401);
  });

  it('is limited to 5 an hour for each user (429), whatever the address', async () => {
    const user = await signUp(t.app);
    const other = await signUp(t.app);
    for (let i = 0; i < 5; i += 1) expect((await sendAgain(user)).status).toBe(200);
    const refused = await sendAgain(user);
    expect(refused.status).toBe(429);
    expect(Number(refused.response.headers['retry-after'])).toBeGreaterThan(0);
    expect((await sendAgain(other)).status).toBe(200);
    const open = await t.app.db.select().from(emailChanges).where(eq(emailChanges.userId, user.id));
    expect(open.filter((row) => row.usedAt === null)).toHaveLength(1);
  });
});
