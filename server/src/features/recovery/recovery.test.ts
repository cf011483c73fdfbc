import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox, recoveryTokens } from '../../db/schema.js';
import { cookieHeader, createTestApp, otherProcess, type TestApp } from '../../test/app.js';
import { call, logIn, signUp } from '../../test/factories.js';
import { recoveryToken, writtenMails } from '../../test/outbox.js';
import { mailedToken as mailedTokenOf, startRecovery } from './recovery.test-support.js';

// Starting a recovery and using its link; what the link answers when it cannot work, and the limits:
// recovery-link.test.ts.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const start = (email: string, lang: 'ru' | 'en' = 'ru') => startRecovery(t.app, email, lang);
const mailedToken = (email: string) => mailedTokenOf(t.app, email);

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
    expect(again).toMatchObject({
      status: 400,
      body: {
        code: 'RECOVERY_LINK_USED',
        errors: { token: expect.stringMatching(/^Эта ссылка для восстановления пароля уже не действует/) },
      },
    });
    expect((await logIn(t.app, user.email, 'recovered1')).statusCode).toBe(200);
  });

  it('signs this browser in with a new session and says how many API tokens it revoked', async () => {
    const user = await signUp(t.app);
    for (const name of ['Siri', 'Kitchen']) {
      const made = await call(t.app, user, 'POST', '/api/user/tokens', { name, scope: 'read', lists: null });
      expect(made.status).toBe(201);
    }
    const token = await mailedToken(user.email);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/user/password/recovery',
      headers: { cookie: user.cookie },
      payload: { password: 'recovered1', passwordRe: 'recovered1', token },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      message:
        'Пароль восстановлен, вы вошли в Листок. На других устройствах войдите заново. Токены доступа аккаунта ' +
        'отозваны (2): программам, которые ими пользовались, нужны новые — создайте их в настройках',
      signedIn: true,
      revokedTokens: 2,
    });
    const session = answer.cookies.find((cookie) => cookie.name === 'listok_session');
    expect(session?.value).toBeTruthy();
    expect(user.cookie).not.toContain(session!.value);
    const signedIn = { ...user, cookie: cookieHeader(answer) };
    expect((await call(t.app, signedIn, 'POST', '/api/menu')).body.username).toBe(user.username);
    expect((await call(t.app, signedIn, 'GET', '/api/user/tokens')).body).toEqual([]);
    // The session the browser had before is over, as every other.
    expect((await call(t.app, user, 'POST', '/api/menu')).body.username).toBeNull();
  });

  it('tells of no tokens when there were none, in the language of the request', async () => {
    const user = await signUp(t.app);
    const token = await mailedToken(user.email);
    const body = { password: 'recovered1', passwordRe: 'recovered1', token };
    expect((await call(t.app, null, 'POST', '/api/user/password/recovery', body, 'en')).body).toEqual({
      message: 'Your password has been reset and you are signed in. Sign in again on your other devices',
      signedIn: true,
      revokedTokens: 0,
    });
  });

  it('signs nobody in on a server that takes no passwords (single sign-on only)', async () => {
    const user = await signUp(t.app);
    const ssoOnly = await otherProcess(t, { passwordLogin: false });
    try {
      await call(ssoOnly, null, 'GET', `/api/user/password/recovery-pass-start?email=${user.email}`);
      // The sign-up's confirmation mail may be written meanwhile, and other tests' mails later than theirs (both
      // processes send queued mails): this user's recovery mail is the one to them with a recovery link. It is written
      // after the answer, so it is waited for.
      const token = await vi.waitFor(async () => {
        const found = (await writtenMails(ssoOnly))
          .filter((mail) => mail.to.includes(user.email))
          .map((mail) => recoveryToken(mail.text))
          .filter((link) => link !== undefined)
          .at(-1);
        if (found === undefined) throw new Error('no recovery mail yet');
        return found;
      });
      const answer = await ssoOnly.inject({
        method: 'POST',
        url: '/api/user/password/recovery',
        payload: { password: 'recovered1', passwordRe: 'recovered1', token },
      });
      expect(answer.json()).toMatchObject({ message: 'Пароль восстановлен. Войдите с новым паролем', signedIn: false });
      expect(answer.cookies.find((cookie) => cookie.name === 'listok_session')).toBeUndefined();
    } finally {
      await ssoOnly.close();
    }
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
