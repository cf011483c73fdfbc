import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { decodeMail } from './smtp.js';

export interface WrittenMail {
  to: string;
  /** The whole mail, quoted-printable undone: headers, text and HTML parts. */
  text: string;
}

/** Ends the work that makes mails after an answer (`mailer.later`), then sends every mail due, in this process. */
export async function sendQueuedMails(app: FastifyInstance): Promise<void> {
  await app.mailer.settled();
  // A round under way may have looked for due mails before the latest was queued: a second round sends it.
  await app.mailer.deliverDue();
  await app.mailer.deliverDue();
}

/**
 * Every mail the app has written to DATA_DIR/outbox (it has no SMTP_URL in tests), oldest first, after the work that
 * makes mails after an answer (`mailer.later`) and sending those due. Take the length before an action and slice
 * after it to get the action's mails.
 */
export async function writtenMails(app: FastifyInstance): Promise<WrittenMail[]> {
  await sendQueuedMails(app);
  const dir = join(app.config.dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir);
  } catch {
    return [];
  }
  // Names are `<time>-<outbox row id>.eml`.
  const order = (name: string) => name.split(/[-.]/).map(Number) as [number, number];
  files.sort((a, b) => order(a)[0] - order(b)[0] || order(a)[1] - order(b)[1]);
  return files.map((file) => {
    const text = decodeMail(readFileSync(join(dir, file), 'utf8'));
    return { to: /^To: (.+)$/im.exec(text)?.[1]?.trim() ?? '', text };
  });
}

/** The token of a recovery mail's link, if the text holds one. */
export const recoveryToken = (text: string) => text.match(/\/pass-recovery\?token=([\w-]+)/)?.[1];

/**
 * Recovers a user's password as the mailed link does: starts a recovery, reads the link's token from the mail, sets
 * `password` with it. Answers the last call's status (200: done, and every session of the user ended).
 */
export async function recoverPassword(app: FastifyInstance, email: string, password: string): Promise<number> {
  const before = (await writtenMails(app)).length;
  await app.inject({ method: 'GET', url: `/api/user/password/recovery-pass-start?email=${encodeURIComponent(email)}` });
  const mail = (await writtenMails(app)).slice(before)[0];
  const token = mail && recoveryToken(mail.text);
  const done = await app.inject({
    method: 'POST',
    url: '/api/user/password/recovery',
    payload: { token, password, passwordRe: password },
  });
  return done.statusCode;
}

/** The token of a link that confirms an address (sign-up, "send again", email change), if the text holds one. */
export const addressToken = (text: string) => text.match(/\/confirm-email\?token=([\w-]+)/)?.[1];

/**
 * Confirms `email` as its owner does: opens the link of the latest mail to it that holds one. Answers the call's
 * answer (200: the address is confirmed).
 */
export async function confirmAddress(app: FastifyInstance, email: string) {
  const mail = (await writtenMails(app)).findLast((m) => m.to === email.toLowerCase() && addressToken(m.text));
  return app.inject({
    method: 'POST',
    url: '/api/user/settings/confirm-email',
    payload: { token: mail && addressToken(mail.text) },
  });
}
