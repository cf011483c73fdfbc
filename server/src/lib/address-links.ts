import { type Lang, webRoutes } from '@listok/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/client.js';
import { emailChanges } from '../db/schema.js';
import type { Mail } from '../plugins/mail.js';
import { linkMail } from './link-mail.js';
import { newToken, tokenHash } from './tokens.js';

/** How long a link that confirms an address works; the mails say it in words. */
export const addressLinkLifetimeMs = 24 * 60 * 60 * 1000;

/** Uses up every open link of the user: a new one, or opening one, ends the others. */
export async function useAddressLinks(db: Executor, userId: number) {
  await db
    .update(emailChanges)
    .set({ usedAt: new Date() })
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt)));
}

/**
 * Mails the user a link that confirms `email`: a new address (an email change) or the account's own (a sign-up, "send
 * again"). Part of the transaction `tx`, which also ends the user's earlier links; `mail` writes the letter around the
 * link. The token is random and kept only as its hash; the caller calls `app.mailer.deliverDue()` after the commit.
 */
export async function mailAddressLink(
  app: FastifyInstance,
  tx: Executor,
  userId: number,
  email: string,
  mail: (link: string) => Mail,
) {
  const token = newToken();
  await useAddressLinks(tx, userId);
  await tx.insert(emailChanges).values({
    userId,
    newEmail: email,
    tokenHash: tokenHash(token),
    expiresAt: new Date(Date.now() + addressLinkLifetimeMs),
  });
  await app.mailer.queue(mail(`${app.config.publicUrl}${webRoutes.confirmEmail}?token=${token}`), tx);
}

const texts = {
  ru: {
    subject: 'Подтвердите email — Листок',
    hello: (name: string) => `Здравствуйте, ${name}!`,
    body: 'Чтобы подтвердить, что это адрес вашего аккаунта в Листке, откройте ссылку (она действует 24 часа и только один раз):',
    button: 'Подтвердить email',
    ignore: 'Если вы не регистрировались в Листке, просто удалите это письмо.',
  },
  en: {
    subject: 'Confirm your email — Listok',
    hello: (name: string) => `Hello, ${name}!`,
    body: 'To confirm that this is the address of your Listok account, open this link (it works once, within 24 hours):',
    button: 'Confirm the email',
    ignore: 'If you did not sign up to Listok, just delete this letter.',
  },
} satisfies Record<Lang, unknown>;

/** The mail that asks to confirm the account's own address (after a sign-up, or "send again"), in its language. */
export function confirmAddressMail(to: string, username: string, link: string, lang: Lang): Mail {
  return linkMail(to, username, link, texts[lang]);
}
