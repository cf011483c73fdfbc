import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, recoveryTokens } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { call, logIn, signUp } from '../../test/factories.js';
import { recoveryToken, writtenMails } from '../../test/outbox.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const start = (email: string, lang: 'ru' | 'en' = 'ru') =>
  call(
    t.app,
    null,
    'GET',
    `/api/user/password/recovery-pass-start?email=${encodeURIComponent(email)}`,
    undefined,
    lang,
  );

/** Starts a recovery and reads the link's token from the mail written to the outbox. */
async function mailedToken(email: string): Promise<string> {
  const before = (await writtenMails(t.app)).length;
  expect((await start(email)).status).toBe(200);
  const added = (await writtenMails(t.app)).slice(before);
  expect(added).toHaveLength(1);
  const token = recoveryToken(added[0]!.text);
  expect(token).toBeDefined();
  return token!;
}

const newestMail = async () => (await writtenMails(t.app)).at(-1)!.text;

describe('GET /api/user/password/recovery-pass-start', () => {
  it('answers the same for a known and an unknown email, and mails only the known one', async () => {
    const user = await signUp(t.app);
    // The token and mail are made after the answer (`mailer.later`): counted once that work is done.
    const pending = async () => {
      await t.app.mailer.settled();
      return (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox))[0]!.n;
    };
    const before = await pending();
    const unknown = await start('nobody.here@example.com');
    const known = await start(user.email.toUpperCase());
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(await pending()).toBe(before + 1);
  });

  it('mails a link in the user language with a token that is stored only as a hash', async () => {
    const user = await signUp(t.app);
    const token = await mailedToken(user.email);
    const rows = await t.app.db.select().from(recoveryTokens).where(eq(recoveryTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(rows[0]!.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    const mail = await newestMail();
    expect(mail).toContain(`http://localhost:3000/pass-recovery?token=${token}`);
    expect(mail).toContain(`Здравствуйте, ${user.username}!`);
  });

  it('writes the mail in English for a user who chose English', async () => {
    const user = await signUp(t.app);
    await call(t.app, user, 'GET', '/api/lang/en');
    await mailedToken(user.email);
    const mail = await newestMail();
    expect(mail).toContain(`Hello, ${user.username}!`);
    expect(mail).toMatch(/Subject: .*Password.recovery/);
  });

  it('needs an email (400)', async () => {
    expect((await start('')).status).toBe(400);
  });
});

describe('POST /api/user/password/recovery', () => {
  it('sets the new password, ends every session, and the link works once', async () => {
    const user = await signUp(t.app);
    const token = await mailedToken(user.email);
    const body = { password: 'recovered1', passwordRe: 'recovered1', token };
    const done = await call(t.app, null, 'POST', '/api/user/password/recovery', body, 'en');
    expect(done).toMatchObject({ status: 200, body: { message: expect.stringMatching(/reset/) } });
    expect((await call(t.app, user, 'POST', '/api/menu')).body.username).toBeNull();
    expect((await logIn(t.app, user.email, 'recovered1')).statusCode).toBe(200);
    const again = await call(t.app, null, 'POST', '/api/user/password/recovery', {
      ...body,
      password: 'other12',
      passwordRe: 'other12',
    });
    expect(again).toMatchObject({ status: 400, body: { code: 'BAD_TOKEN' } });
    expect((await logIn(t.app, user.email, 'recovered1')).statusCode).toBe(200);
  });

  it('refuses an expired token, a made-up token and different passwords, changing nothing', async () => {
    const user = await signUp(t.app);
    const token = await mailedToken(user.email);
    const mismatch = await call(t.app, null, 'POST', '/api/user/password/recovery', {
      password: 'abcdef',
      passwordRe: 'abcdeg',
      token,
    });
    expect(mismatch.body.errors).toEqual({ passwordRe: 'Пароли не совпадают' });
    const madeUp = await call(t.app, null, 'POST', '/api/user/password/recovery', {
      password: 'abcdef',
      passwordRe: 'abcdef',
      token: 'x',
    });
    expect(madeUp.body.code).toBe('BAD_TOKEN');
    await t.app.db
      .update(recoveryTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(recoveryTokens.userId, user.id));
    const expired = await call(t.app, null, 'POST', '/api/user/password/recovery', {
      password: 'abcdef',
      passwordRe: 'abcdef',
      token,
    });
    expect(expired.status).toBe(400);
    expect((await logIn(t.app, user.email, user.password)).statusCode).toBe(200);
  });
});

describe("the server's time", () => {
  it('answers a known email before its token and mail are made: the answer waits for the same one lookup as an unknown one', async () => {
    const user = await signUp(t.app);
    const tokensOf = () => t.app.db.select().from(recoveryTokens).where(eq(recoveryTokens.userId, user.id));
    // The work the route leaves for after its answer is held here instead of started.
    const held: (() => Promise<void>)[] = [];
    const later = t.app.mailer.later;
    t.app.mailer.later = (_name, work) => void held.push(work);
    try {
      expect((await start(user.email)).status).toBe(200);
      expect(held).toHaveLength(1);
      expect(await tokensOf()).toEqual([]);
    } finally {
      t.app.mailer.later = later;
    }
    const before = (await writtenMails(t.app)).length;
    await held[0]!();
    expect(await tokensOf()).toHaveLength(1);
    expect((await writtenMails(t.app)).slice(before).map((mail) => mail.to)).toEqual([user.email]);
  });

  it('is told by no answer of recovery, so its time cannot tell whether an email has an account', async () => {
    const user = await signUp(t.app);
    const answers = [
      (await start(user.email)).response,
      (await start('nobody.here@example.com')).response,
      (await start('')).response,
      await t.app.inject({ method: 'HEAD', url: `/api/user/password/recovery-pass-start?email=${user.email}` }),
    ];
    const token = await mailedToken(user.email);
    const recover = (body: object) =>
      t.app.inject({ method: 'POST', url: '/api/user/password/recovery', payload: body });
    answers.push(
      await recover({ token, password: 'new-secret1', passwordRe: 'new-secret1' }),
      await recover({ token, password: 'new-secret1', passwordRe: 'new-secret1' }),
      await recover({ token: 'made-up', password: 'new-secret1', passwordRe: 'other-secret' }),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 400, 200, 200, 400, 400]);
    for (const answer of answers) expect(answer.headers['server-timing']).toBeUndefined();
  });
});
