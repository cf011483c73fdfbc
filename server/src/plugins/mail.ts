import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Executor } from '../db/client.js';
import { mailOutbox } from '../db/schema.js';
import { redactUrl } from '../lib/log-redaction.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /**
   * Adds a mail to the outbox and starts sending it in the background. Given a transaction, the mail is part of it
   * and the caller calls `deliverDue()` after the commit.
   */
  queue(mail: Mail, executor?: Executor): Promise<void>;
  /** Sends every mail that is due now (one round per process at a time); answers how many were sent. */
  deliverDue(): Promise<number>;
  /**
   * Starts work that ends in a mail without the request waiting for it, so that the answer goes out at once and takes
   * the same time whether a mail is made or not (recovery start: its time must not tell whether an email has an
   * account). A failure is logged; closing the app waits for what is running.
   */
  later(name: string, work: () => Promise<void>): void;
  /** Resolves once no work started with `later` is running (tests read the outbox after it). */
  settled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

const batchSize = 10;
const maxAttempts = 20;
const pollMs = 5_000;
/** The delay before attempt n + 1: 30 s, 1 min, 2 min … at most an hour. */
const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 60 * 60 * 1000);
const linkPattern = /https?:\/\/\S+/g;
/**
 * What a mail row keeps of its text once the mail has gone (or never will): nothing. Recovery and confirmation links
 * work for hours after sending, and the table is read by every backup; the mail itself is the reader's.
 */
const bodyForgotten = { text: '', html: '' };

/**
 * Mail through an outbox table. With SMTP_URL mails go out over SMTP; without it each one is written as an .eml file
 * under DATA_DIR/outbox (readable by the server's user only), and the log says which file and which pages its links
 * open, their secrets redacted. A failed send is logged and retried later, never lost; a sent mail's body is not kept.
 */
export const mailPlugin = fp(
  async (app: FastifyInstance, options: { background?: boolean }) => {
    const { config, db, log } = app;
    const from = `Listok <no-reply@${new URL(config.publicUrl).hostname}>`;
    const outboxDir = join(config.dataDir, 'outbox');
    const transport = config.smtpUrl
      ? nodemailer.createTransport(config.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

    async function send(row: typeof mailOutbox.$inferSelect) {
      // Quoted-printable keeps the .eml files readable (links stay visible) in every language.
      const info = await transport.sendMail({
        from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        textEncoding: 'quoted-printable',
      });
      if (!config.smtpUrl) {
        // The file is the delivered mail, its links live: as private as a mailbox.
        await mkdir(outboxDir, { recursive: true, mode: 0o700 });
        const file = join(outboxDir, `${Date.now()}-${row.id}.eml`);
        await writeFile(file, (info as unknown as { message: Buffer }).message, { mode: 0o600 });
        const links = (row.text.match(linkPattern) ?? []).map(redactUrl);
        log.info({ to: row.to, file, links }, `mail written: ${row.subject}`);
      }
    }

    let running: Promise<number> | undefined;
    async function deliverDue(): Promise<number> {
      let sent = 0;
      for (;;) {
        // Claim a batch: pushing next_attempt_at forward keeps other processes off these rows while they are sent.
        const claimed = await db.transaction(async (tx) => {
          const due = await tx
            .select()
            .from(mailOutbox)
            .where(sql`${mailOutbox.sentAt} is null and ${mailOutbox.nextAttemptAt} <= now()`)
            .orderBy(asc(mailOutbox.id))
            .limit(batchSize)
            .for('update', { skipLocked: true });
          for (const row of due) {
            await tx
              .update(mailOutbox)
              .set({ attempts: row.attempts + 1, nextAttemptAt: new Date(Date.now() + retryDelayMs(row.attempts + 1)) })
              .where(eq(mailOutbox.id, row.id));
          }
          return due;
        });
        if (claimed.length === 0) return sent;
        for (const row of claimed) {
          try {
            await send(row);
            await db
              .update(mailOutbox)
              .set({ sentAt: new Date(), lastError: null, ...bodyForgotten })
              .where(eq(mailOutbox.id, row.id));
            sent += 1;
          } catch (error) {
            const attempts = row.attempts + 1;
            const giveUp = attempts >= maxAttempts;
            log.error({ err: error, mailId: row.id, attempts, giveUp }, 'sending mail failed');
            await db
              .update(mailOutbox)
              .set({
                lastError: String((error as Error).message ?? error).slice(0, 1000),
                ...(giveUp ? { nextAttemptAt: new Date('9999-01-01'), ...bodyForgotten } : {}),
              })
              .where(eq(mailOutbox.id, row.id));
          }
        }
      }
    }

    /** One delivery round at a time per process. */
    const kick = () => {
      running ??= deliverDue()
        .catch((error) => {
          log.error({ err: error }, 'mail delivery round failed');
          return 0;
        })
        .finally(() => {
          running = undefined;
        });
      return running;
    };

    const started = new Set<Promise<void>>();
    const settled = async () => {
      while (started.size > 0) await Promise.all(started);
    };

    app.decorate('mailer', {
      async queue(mail, executor = db) {
        await executor.insert(mailOutbox).values(mail);
        if (executor === db && options.background !== false) setImmediate(() => void kick());
      },
      deliverDue: () => kick(),
      later(name, work) {
        const running: Promise<void> = Promise.resolve()
          .then(work)
          .catch((error) => log.error({ err: error }, `${name} failed`))
          .finally(() => started.delete(running));
        started.add(running);
      },
      settled,
    });
    // Before the database closes (server.ts and the tests close it after the app).
    app.addHook('onClose', settled);

    if (options.background !== false) {
      const timer = setInterval(() => void kick(), pollMs).unref();
      app.addHook('onClose', async () => {
        clearInterval(timer);
        await running;
        transport.close();
      });
    }
  },
  { name: 'mail' },
);
