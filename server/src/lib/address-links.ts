import { type Lang, webRoutes } from '@listok/contract';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/client.js';
import { emailChanges, users } from '../db/schema.js';
import type { Mail } from '../plugins/mail.js';
import { escapeHtml } from './html.js';
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
 * Opens a link that confirms `email` for the user, ending the user's earlier ones, and answers its token (random,
 * kept only as its hash).
 */
async function openAddressLink(tx: Executor, userId: number, email: string): Promise<string> {
  const token = newToken();
  await useAddressLinks(tx, userId);
  await tx.insert(emailChanges).values({
    userId,
    newEmail: email,
    tokenHash: tokenHash(token),
    expiresAt: new Date(Date.now() + addressLinkLifetimeMs),
  });
  return token;
}

/**
 * Mails the user a link that confirms `email`: a new address (an email change) or the account's own (a sign-up, "send
 * again"). Part of the transaction `tx`, which also ends the user's earlier links; `mail` writes the letter around the
 * link. The caller calls `app.mailer.deliverDue()` after the commit.
 */
export async function mailAddressLink(
  app: FastifyInstance,
  tx: Executor,
  userId: number,
  email: string,
  mail: (link: string) => Mail,
) {
  const token = await openAddressLink(tx, userId, email);
  await app.mailer.queue(mail(`${app.config.publicUrl}${webRoutes.confirmEmail}?token=${token}`), tx);
}

/**
 * The account other than `userId` whose address `email` is (ignoring case), if any: offering an address, and again
 * when its link is opened (someone may have confirmed it meanwhile).
 */
export async function addressOwner(tx: Executor, email: string, userId: number) {
  const [row] = await tx
    .select({ username: users.username, lang: users.lang })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.id, userId)))
    .limit(1);
  return row;
}

/**
 * Offers `email` to the user's account (a sign-up, an email change, "send again") and answers alike whether or not it
 * is already another account's, so no one learns which addresses are registered (SECURITY.md, account enumeration).
 * Either way the address waits as the account's, unconfirmed. A free address gets the link that confirms it (`mail`);
 * for a taken one a link is opened too but never sent (only that mailbox could confirm it, and confirming checks the
 * address is free), and its owner is told that someone tried to use it. The caller delivers after the commit.
 */
export async function offerAddress(
  app: FastifyInstance,
  tx: Executor,
  userId: number,
  email: string,
  mail: (link: string) => Mail,
) {
  const owner = await addressOwner(tx, email, userId);
  if (owner === undefined) return mailAddressLink(app, tx, userId, email, mail);
  await openAddressLink(tx, userId, email);
  await app.mailer.queue(addressTakenMail(email, owner.username, owner.lang), tx);
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

const takenTexts = {
  ru: {
    subject: 'Кто-то указал ваш email — Листок',
    hello: (name: string) => `Здравствуйте, ${name}!`,
    body: 'Кто-то указал этот адрес для другого аккаунта Листка — при регистрации или смене email. Ничего не изменилось: адрес остаётся адресом вашего аккаунта, другой аккаунт его не получит.',
    yours: (name: string) =>
      `Если это были вы, у вас уже есть аккаунт: войдите как ${name} или с этим email. Забыли пароль — восстановите его на странице входа.`,
    ignore: 'Если это были не вы, просто удалите это письмо.',
  },
  en: {
    subject: 'Someone entered your email — Listok',
    hello: (name: string) => `Hello, ${name}!`,
    body: 'Someone entered this address for another Listok account, signing up or changing an email. Nothing has changed: the address stays your account’s, and the other account does not get it.',
    yours: (name: string) =>
      `If it was you, you have an account already: sign in as ${name} or with this email. Forgot the password? Recover it from the sign-in page.`,
    ignore: 'If it was not you, just delete this letter.',
  },
} satisfies Record<Lang, unknown>;

/** The notice to the owner of an address that someone tried to use it for another account; it carries no link. */
function addressTakenMail(to: string, username: string, lang: Lang): Mail {
  const t = takenTexts[lang];
  const parts = [t.hello(username), t.body, t.yours(username), t.ignore];
  return {
    to,
    subject: t.subject,
    text: `${parts.join('\n\n')}\n`,
    html: parts.map((part) => `<p>${escapeHtml(part)}</p>`).join(''),
  };
}

/** The mail that asks to confirm the account's own address (after a sign-up, or "send again"), in its language. */
export function confirmAddressMail(to: string, username: string, link: string, lang: Lang): Mail {
  return linkMail(to, username, link, texts[lang]);
}
