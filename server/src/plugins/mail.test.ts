import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { mailOutbox } from '../db/schema.js';
import { createTestApp, testOrigin } from '../test/app.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { call, signUp } from '../test/factories.js';
import { writtenMails } from '../test/outbox.js';
import { decodeMail, startSmtpServer } from '../test/smtp.js';

const secret = 'Zm9vYmFyLXNlY3JldC10b2tlbi0xMjM0NTY3ODkw';
const link = `${testOrigin}/pass-recovery?token=${secret}`;
const mailWithLink = (to: string) => ({
  to,
  subject: 'A link',
  text: `Open ${link} within an hour.\n`,
  html: `<p><a href="${link}">Open</a></p><p>${link}</p>`,
});
const rowsTo = (app: FastifyInstance, to: string) => app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

describe('without SMTP_URL: mails written to DATA_DIR/outbox', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let dataDir: string;
  const lines: string[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'listok-mail-'));
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        callback();
      },
    });
    const config = loadConfig({ PUBLIC_URL: testOrigin, DATA_DIR: dataDir, RATE_LIMIT_ADDRESS: 'off' });
    app = await buildApp({ config, database: testDb.database, logger: { level: 'info', stream } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await testDb.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps the link in the file only: the row forgets the body once written, the log names the file, not the token', async () => {
    await app.mailer.queue(mailWithLink('reader@example.com'));
    const [written] = (await writtenMails(app)).filter((mail) => mail.to === 'reader@example.com');
    expect(written!.text).toContain(link);
    const [row] = await rowsTo(app, 'reader@example.com');
    expect(row).toMatchObject({ sentAt: expect.any(Date), text: '', html: '' });

    const files = readdirSync(join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    // Only the server's user reads the outbox: its files hold working links.
    expect(statSync(join(dataDir, 'outbox', files[0]!)).mode & 0o077).toBe(0);
    expect(statSync(join(dataDir, 'outbox')).mode & 0o077).toBe(0);

    const entry = lines.map((line) => JSON.parse(line)).find((e) => e.msg === 'mail written: A link');
    expect(entry).toMatchObject({
      to: 'reader@example.com',
      file: join(dataDir, 'outbox', files[0]!),
      links: [`${testOrigin}/pass-recovery?token=[redacted]`],
    });
    expect(lines.join('\n')).not.toContain(secret);
  });
});

describe('with SMTP_URL', () => {
  it('keeps no recovery link in the database once the SMTP server has taken the mail', async () => {
    const smtp = await startSmtpServer();
    const t = await createTestApp({ smtpUrl: smtp.url });
    try {
      const user = await signUp(t.app);
      await call(t.app, null, 'GET', `/api/user/password/recovery-pass-start?email=${user.email}`);
      await t.app.mailer.settled();
      // The sign-up's address confirmation, then the recovery.
      const received = await smtp.waitFor(2);
      const token = received
        .map((mail) => decodeMail(mail.raw).match(/pass-recovery\?token=([\w-]+)/)?.[1])
        .find(Boolean);
      expect(token).toBeDefined();
      await t.app.mailer.deliverDue();
      const rows = await rowsTo(t.app, user.email);
      const sent = expect.objectContaining({ sentAt: expect.any(Date), text: '', html: '' });
      expect(rows).toEqual([sent, sent]);
      expect(JSON.stringify(await t.app.db.select().from(mailOutbox))).not.toContain(token);
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it('keeps the body of a mail that failed for the next attempt, and forgets it when it gives up', async () => {
    const probe = await startSmtpServer();
    await probe.close();
    const t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${probe.port}?ignoreTLS=true` });
    try {
      await t.app.mailer.queue(mailWithLink('retry@example.com'));
      await t.app.mailer.deliverDue();
      const [failed] = await rowsTo(t.app, 'retry@example.com');
      expect(failed).toMatchObject({ sentAt: null, attempts: 1, text: mailWithLink('').text });

      // The last attempt fails too.
      await t.app.db
        .update(mailOutbox)
        .set({ attempts: 19, nextAttemptAt: new Date() })
        .where(eq(mailOutbox.id, failed!.id));
      await t.app.mailer.deliverDue();
      const [givenUp] = await rowsTo(t.app, 'retry@example.com');
      expect(givenUp).toMatchObject({ sentAt: null, attempts: 20, text: '', html: '', lastError: expect.any(String) });
      expect(givenUp!.nextAttemptAt.getUTCFullYear()).toBe(9999);
    } finally {
      await t.close();
    }
  });
});
