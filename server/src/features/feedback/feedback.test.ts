import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { feedback, mailOutbox } from '../../db/schema.js';
import { startWarnings } from '../../start.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { call, grantAdmin, signUp } from '../../test/factories.js';
import { decodeMail, startSmtpServer } from '../../test/smtp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ feedbackTo: 'team@listok.example' });
});
afterAll(() => t.close());

const lastFeedback = async () => (await t.app.db.select().from(feedback).orderBy(desc(feedback.id)).limit(1))[0];

describe('POST /api/feedback', () => {
  it('stores the message and mails it to FEEDBACK_TO (an .eml in the outbox without SMTP)', async () => {
    const user = await signUp(t.app);
    const { status, body } = await call(t.app, user, 'POST', '/api/feedback', {
      email: user.email,
      message: 'Спасибо! Добавьте тёмную тему <b>пожалуйста</b>',
    });
    expect(status).toBe(201);
    expect(body).toEqual({ message: 'Сообщение успешно отправлено' });
    expect(await lastFeedback()).toMatchObject({ userId: user.id, email: user.email, lang: 'ru' });
    await t.app.mailer.deliverDue();
    const dir = join(t.app.config.dataDir, 'outbox');
    const mail = decodeMail(readFileSync(join(dir, readdirSync(dir).sort().at(-1)!), 'utf8'));
    expect(mail).toContain('To: team@listok.example');
    expect(mail).toContain('Добавьте тёмную тему');
    expect(mail).toContain('&lt;b&gt;пожалуйста&lt;/b&gt;');
  });

  it('accepts feedback from a visitor, in English', async () => {
    const { body } = await call(
      t.app,
      null,
      'POST',
      '/api/feedback',
      { email: 'guest@mail.example', message: 'Hi' },
      'en',
    );
    expect(body.message).toBe('The message was sent successfully');
    expect(await lastFeedback()).toMatchObject({ userId: null, email: 'guest@mail.example', lang: 'en' });
  });

  it.each([
    ['an empty message', { email: 'a.b@c.de', message: '  ' }, 'message'],
    ['a message over 5000 characters', { email: 'a.b@c.de', message: 'x'.repeat(5001) }, 'message'],
    ['a malformed email', { email: 'not an email', message: 'hi' }, 'email'],
  ])('refuses %s and stores nothing', async (_case, payload, field) => {
    const before = await lastFeedback();
    const { status, body } = await call(t.app, null, 'POST', '/api/feedback', payload);
    expect(status).toBe(400);
    expect(Object.keys(body.errors)).toEqual([field]);
    expect(await lastFeedback()).toEqual(before);
  });
});

describe('mail over SMTP', () => {
  it('delivers the sign-up confirmation, the recovery and the feedback mail to a real SMTP server', async () => {
    const smtp = await startSmtpServer();
    const app = await createTestApp({ smtpUrl: smtp.url, feedbackTo: 'team@listok.example' });
    try {
      const user = await signUp(app.app);
      await call(app.app, null, 'GET', `/api/user/password/recovery-pass-start?email=${user.email}`);
      await call(app.app, user, 'POST', '/api/feedback', { email: user.email, message: 'Отличное приложение' });
      const mails = await smtp.waitFor(3);
      const toUser = mails.filter((m) => m.to.includes(user.email)).map((m) => decodeMail(m.raw));
      expect(toUser.some((text) => /http:\/\/localhost:3000\/confirm-email\?token=[\w-]{20,}/.test(text))).toBe(true);
      const recovery = mails.find((m) => m.to.includes(user.email) && decodeMail(m.raw).includes('/pass-recovery?'));
      const team = mails.find((m) => m.to.includes('team@listok.example'));
      expect(decodeMail(recovery!.raw)).toMatch(/http:\/\/localhost:3000\/pass-recovery\?token=[\w-]{20,}/);
      expect(recovery!.raw).toMatch(/Content-Type: text\/plain/);
      expect(recovery!.raw).toMatch(/Content-Type: text\/html/);
      expect(decodeMail(team!.raw)).toContain('Отличное приложение');
    } finally {
      await app.close();
      await smtp.close();
    }
  });

  it('keeps a mail that failed to send and sends it on a later attempt', async () => {
    const probe = await startSmtpServer();
    const port = probe.port;
    await probe.close();
    const app = await createTestApp({
      smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      feedbackTo: 'team@listok.example',
    });
    try {
      const answer = await call(app.app, null, 'POST', '/api/feedback', { email: 'a.b@c.de', message: 'retry me' });
      expect(answer.status).toBe(201);
      await app.app.mailer.deliverDue();
      const [failed] = await app.app.db.select().from(mailOutbox);
      expect(failed).toMatchObject({ sentAt: null, attempts: 1, lastError: expect.any(String) });

      const smtp = await startSmtpServer(port);
      try {
        await app.app.db.update(mailOutbox).set({ nextAttemptAt: new Date() }).where(eq(mailOutbox.id, failed!.id));
        await app.app.mailer.deliverDue();
        await smtp.waitFor(1);
        expect(decodeMail(smtp.received[0]!.raw)).toContain('retry me');
        const [sent] = await app.app.db.select().from(mailOutbox);
        expect(sent?.sentAt).toBeInstanceOf(Date);
      } finally {
        await smtp.close();
      }
    } finally {
      await app.close();
    }
  });
});

describe('GET /api/feedback: the admins’ inbox', () => {
  it('pages what users wrote, the newest first, with who wrote it, when and in which language', async () => {
    const admin = await signUp(t.app);
    await grantAdmin(t.app, admin.username);
    const user = await signUp(t.app);
    await call(t.app, user, 'POST', '/api/feedback', { email: user.email, message: 'Нужна тёмная тема' });
    await call(t.app, null, 'POST', '/api/feedback', { email: 'guest@mail.example', message: 'Nice app' }, 'en');
    const { status, body, response } = await call(t.app, admin, 'GET', '/api/feedback');
    expect(status).toBe(200);
    expect(body.slice(0, 2)).toEqual([
      {
        id: expect.any(Number),
        username: null,
        email: 'guest@mail.example',
        message: 'Nice app',
        lang: 'en',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/),
      },
      expect.objectContaining({ username: user.username, email: user.email, message: 'Нужна тёмная тема', lang: 'ru' }),
    ]);
    expect(Number(response.headers['x-pagination-total-count'])).toBe(body.length);
    expect((await call(t.app, admin, 'GET', '/api/feedback?page=0')).status).toBe(400);
  });

  it('is for admins only: a user is refused, a visitor asked to sign in', async () => {
    const user = await signUp(t.app);
    expect(await call(t.app, user, 'GET', '/api/feedback')).toMatchObject({
      status: 403,
      body: { code: 'ADMIN_ONLY' },
    });
    expect((await call(t.app, null, 'GET', '/api/feedback')).status).toBe(401);
  });
});

describe('the start of a server without FEEDBACK_TO', () => {
  it('warns that feedback is only kept, and where admins read it', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://listok.example' });
    expect(startWarnings(config)).toEqual([expect.stringContaining('https://listok.example/admin/feedback')]);
    expect(startWarnings({ ...config, feedbackTo: 'team@listok.example' })).toEqual([]);
  });
});
