/**
 * A new email takes effect only once its owner confirms it: the change mails a link to the new address (and tells the
 * current one), and opening the link sets it. The account's own address is confirmed by the same kind of link, mailed
 * at sign-up and by "send again". Tokens work like recovery's: random, stored hashed, single use.
 */
import type { ChangeEmailBody } from '@listok/contract';
import type { FastifyInstance } from 'fastify';
import { addressOwner, confirmAddressMail, offerAddress, useAddressLinks } from '../../lib/address-links.js';
import { grantBootstrapAdmin } from '../../lib/bootstrap-admin.js';
import { AppError, violatedUniqueConstraint } from '../../lib/errors.js';
import { endRecoveryLinks } from '../../lib/recovery-links.js';
import { tokenHash } from '../../lib/tokens.js';
import type { SessionUser } from '../../plugins/sessions.js';
import { assertCurrentPassword } from './current-password.js';
import { confirmEmailMail, emailChangeNoticeMail } from './email-change.mail.js';
import * as changes from './email-change.repo.js';
import * as repo from './settings.repo.js';

const emailTaken = () => new AppError('EMAIL_TAKEN', { fields: { email: 'errors.EMAIL_TAKEN' } });

/** Asks for a new address (the current password given): its link mailed, the current address told. The address. */
export async function startEmailChange(app: FastifyInstance, user: SessionUser, body: ChangeEmailBody) {
  const email = body.email.toLowerCase();
  const row = await assertCurrentPassword(app.db, user.id, body.password);
  if (email === row.email?.toLowerCase()) {
    throw new AppError('SAME_EMAIL', { fields: { email: 'errors.SAME_EMAIL' } });
  }
  // Whether another account has the address is not told (offerAddress): confirming it checks again.
  await app.db.transaction(async (tx) => {
    await offerAddress(app, tx, user.id, email, (link) => confirmEmailMail(email, row.username, link, row.lang));
    if (row.email) await app.mailer.queue(emailChangeNoticeMail(row.email, row.username, email, row.lang), tx);
  });
  void app.mailer.deliverDue();
  return email;
}

/** Mails the link that confirms the account's own address again; the address it went to. */
export async function sendConfirmation(app: FastifyInstance, user: SessionUser) {
  const { db } = app;
  const row = await repo.findUser(db, user.id);
  // A signed-up account's address waits until confirmed; an older account's may be its own, not confirmed yet.
  const email = row.email ?? (await changes.pendingEmail(db, user.id));
  if (email === null) throw new AppError('NO_EMAIL');
  if (row.email !== null && row.emailConfirmedAt !== null) throw new AppError('EMAIL_ALREADY_CONFIRMED');
  await db.transaction((tx) =>
    offerAddress(app, tx, user.id, email, (link) => confirmAddressMail(email, row.username, link, row.lang)),
  );
  void app.mailer.deliverDue();
  return email;
}

/**
 * Opens a mailed link: its address becomes the account's, confirmed. The address, and whether it replaced another
 * (a signed-up account's first address is confirmed, not changed).
 */
export async function confirmEmail(app: FastifyInstance, token: string): Promise<{ email: string; changed: boolean }> {
  let confirmed: { userId: number; email: string; changed: boolean };
  try {
    confirmed = await app.db.transaction(async (tx) => {
      const change = await changes.findUsableChange(tx, tokenHash(token));
      if (!change) throw new AppError('BAD_EMAIL_TOKEN', { fields: { token: 'errors.BAD_EMAIL_TOKEN' } });
      // Someone may have signed up with the address since it was asked for.
      if (await addressOwner(tx, change.newEmail, change.userId)) throw emailTaken();
      const before = await repo.findUser(tx, change.userId);
      await repo.updateUser(tx, change.userId, { email: change.newEmail, emailConfirmedAt: new Date() });
      await useAddressLinks(tx, change.userId);
      await grantBootstrapAdmin(tx, app.config.bootstrapAdmin, change.userId, change.newEmail);
      const changed = before.email !== null && before.email.toLowerCase() !== change.newEmail.toLowerCase();
      // A recovery link mailed to the old address must not outlive it.
      if (changed) await endRecoveryLinks(tx, change.userId);
      return { userId: change.userId, email: change.newEmail, changed };
    });
  } catch (error) {
    // Or takes it at this very moment: the unique index decides.
    if (violatedUniqueConstraint(error)?.includes('email')) throw emailTaken();
    throw error;
  }
  app.sessions.forgetUser(confirmed.userId);
  return { email: confirmed.email, changed: confirmed.changed };
}
