import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailChanges, users } from '../../db/schema.js';
import { cookieHeader, createTestApp, type TestApp } from '../../test/app.js';
import { call, logIn, newUserFields, signUp, type TestUser } from '../../test/factories.js';
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

/** A new account whose address waits for the link mailed at sign-up. */
const newcomer = (fields: { email?: string } = {}) => signUp(t.app, fields, { confirmed: false });

describe('a sign-up', () => {
  it('mails a link that confirms the address; signing in by name does not wait for it, by address does', async () => {
    const user = await newcomer();
    const [mail, ...more] = await mailsTo(user.email);
    expect(more).toEqual([]);
    expect(mail!.text).toContain(`Здравствуйте, ${user.username}!`);
    expect(mail!.text).toMatch(/24 часа/);
    expect(addressToken(mail!.text)).toBeDefined();
    expect(mail!.text).toContain(`http://localhost:3000/confirm-email?token=${addressToken(mail!.text)}`);
    expect(await settingsOf(user)).toMatchObject({ email: user.email, emailConfirmed: false, pendingEmail: null });
    expect((await logIn(t.app, user.username, user.password)).statusCode).toBe(200);
    // The address is the account's only once its mailbox confirms it.
    expect((await logIn(t.app, user.email, user.password)).statusCode).toBe(401);
    expect((await confirmAddress(t.app, user.email)).statusCode).toBe(200);
    expect((await logIn(t.app, user.email, user.password)).statusCode).toBe(200);
  });
});

describe('an address another account has: nobody learns it is registered', () => {
  /** What an answer shows of itself, less what differs between any two accounts. */
  const shape = (answer: { status: number; body: Record<string, unknown> }) => ({
    status: answer.status,
    keys: Object.keys(answer.body).sort(),
  });

  it('a sign-up with it answers as with a new one; its owner is told, with no link, and keeps it', async () => {
    const owner = await signUp(t.app);
    await call(t.app, owner, 'GET', '/api/lang/en');
    const before = (await writtenMails(t.app)).length;
    const fresh = newUserFields();
    const taken = newUserFields({ email: owner.email.toUpperCase(), password: 'another-pw2' });
    const freshAnswer = await call(t.app, null, 'POST', '/api/signup', fresh);
    const takenAnswer = await call(t.app, null, 'POST', '/api/signup', taken);
    expect(shape(takenAnswer)).toEqual(shape(freshAnswer));
    expect(takenAnswer.body).toMatchObject({ email: owner.email, username: taken.username });
    expect(takenAnswer.response.headers['set-cookie']).toBeDefined();
    // Signed in, its settings show the address as its own, waiting, as a new address's do.
    const intruder = { cookie: cookieHeader(takenAnswer.response) };
    const newUser = { cookie: cookieHeader(freshAnswer.response) };
    const waiting = { emailConfirmed: false, pendingEmail: null };
    expect(await settingsOf(intruder as TestUser)).toMatchObject({ email: owner.email, ...waiting });
    expect(await settingsOf(newUser as TestUser)).toMatchObject({ email: fresh.email, ...waiting });
    // The owner's mailbox gets a notice in the owner's language, with no link; the new address its link.
    const mails = (await writtenMails(t.app)).slice(before);
    const notice = mails.filter((mail) => mail.to === owner.email);
    expect(notice).toHaveLength(1);
    expect(notice[0]!.text).toContain(`Hello, ${owner.username}!`);
    expect(notice[0]!.text).toContain('Someone entered this address for another Listok account');
    expect(notice[0]!.text).not.toContain('token=');
    expect(addressToken(mails.find((mail) => mail.to === fresh.email)!.text)).toBeDefined();
    // "Send again" answers alike too, and tells the owner again.
    const again = await sendAgain(intruder, 'en');
    expect(again).toMatchObject({
      status: 200,
      body: { message: `We have sent a link to ${owner.email}. Open it to confirm the email` },
    });
    expect((await mailsTo(owner.email, before)).map((mail) => addressToken(mail.text))).toEqual([undefined, undefined]);
    // The address stays the owner's: a sign-in with it is the owner's, not the intruder's.
    expect((await logIn(t.app, owner.email, taken.password)).statusCode).toBe(401);
    expect((await logIn(t.app, owner.email, owner.password)).statusCode).toBe(200);
    expect(await settingsOf(owner)).toMatchObject({ email: owner.email, emailConfirmed: true });
  });

  it('an email change to it answers as to a new one, and the owner is told', async () => {
    const owner = await signUp(t.app);
    const user = await signUp(t.app);
    const before = (await writtenMails(t.app)).length;
    const change = (email: string) =>
      call(t.app, user, 'PATCH', '/api/user/settings/change-email', { email, password: user.password }, 'en');
    const toFresh = await change(`fresh.${user.id}@example.org`);
    const toTaken = await change(owner.email);
    expect(toTaken.status).toBe(200);
    expect(toTaken.body.message).toBe(toFresh.body.message.replace(`fresh.${user.id}@example.org`, owner.email));
    expect(await settingsOf(user)).toMatchObject({
      email: user.email,
      emailConfirmed: true,
      pendingEmail: owner.email,
    });
    const notice = await mailsTo(owner.email, before);
    expect(notice).toHaveLength(1);
    expect(notice[0]!.text).not.toContain('token=');
    expect(await settingsOf(owner)).toMatchObject({ email: owner.email, emailConfirmed: true });
  });

  it('a link to a free address confirmed after another account took it is refused, changing nothing', async () => {
    const email = newUserFields().email;
    const first = await newcomer({ email });
    const second = await newcomer({ email });
    expect((await confirmAddress(t.app, email)).statusCode).toBe(200);
    const firstToken = addressToken((await mailsTo(email)).find((mail) => mail.text.includes(first.username))!.text);
    expect((await confirm(firstToken)).body).toMatchObject({ status: 409, code: 'EMAIL_TAKEN' });
    expect(await settingsOf(second)).toMatchObject({ email, emailConfirmed: true });
    // Its address still waits, not confirmed, for a link that can no longer give it.
    expect(await settingsOf(first)).toMatchObject({ email, emailConfirmed: false });
  });
});

describe('the link that confirms the address', () => {
  it('confirms it without a session, says so in the language asked, and works once', async () => {
    const user = await newcomer();
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
    const email = `changed.${user.id}@example.org`;
    const asked = await call(t.app, user, 'PATCH', '/api/user/settings/change-email', {
      email,
      password: user.password,
    });
    expect(asked.status).toBe(200);
    // The link of the sign-up ended with the new request.
    const signupToken = addressToken((await mailsTo(user.email))[0]!.text);
    expect((await confirm(signupToken)).status).toBe(400);
    expect(await settingsOf(user)).toMatchObject({ email: user.email, emailConfirmed: true, pendingEmail: email });
    expect((await confirmAddress(t.app, email)).json()).toMatchObject({ message: 'Email успешно изменён', email });
    expect(await settingsOf(user)).toMatchObject({ email, emailConfirmed: true, pendingEmail: null });
  });

  it('a new account that asks for another address before confirming waits for that one instead', async () => {
    const user = await newcomer();
    const email = `other.${user.id}@example.org`;
    const asked = { email, password: user.password };
    expect((await call(t.app, user, 'PATCH', '/api/user/settings/change-email', asked)).status).toBe(200);
    expect(await settingsOf(user)).toMatchObject({ email, emailConfirmed: false, pendingEmail: null });
    expect((await confirmAddress(t.app, email)).json()).toMatchObject({ message: 'Email подтверждён', email });
    expect(await settingsOf(user)).toMatchObject({ email, emailConfirmed: true, pendingEmail: null });
  });
});

describe('POST /api/user/settings/email-confirmation ("send again")', () => {
  it('mails a new link, and the earlier one stops working', async () => {
    const user = await newcomer();
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
    const user = await newcomer();
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
    const user = await newcomer();
    const other = await newcomer();
    for (let i = 0; i < 5; i += 1) expect((await sendAgain(user)).status).toBe(200);
    const refused = await sendAgain(user);
    expect(refused.status).toBe(429);
    expect(Number(refused.response.headers['retry-after'])).toBeGreaterThan(0);
    expect((await sendAgain(other)).status).toBe(200);
    const open = await t.app.db.select().from(emailChanges).where(eq(emailChanges.userId, user.id));
    expect(open.filter((row) => row.usedAt === null)).toHaveLength(1);
  });
});
