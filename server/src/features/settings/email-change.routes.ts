import { ChangeEmailBody, ConfirmEmailBody, EmailConfirmedAnswer, MessageAnswer, webRoutes } from '@listok/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, violatedUniqueConstraint } from '../../lib/errors.js';
import { endRecoveryLinks } from '../../lib/recovery-links.js';
import { newToken, tokenHash } from '../../lib/tokens.js';
import { requireUser } from '../../plugins/sessions.js';
import { assertCurrentPassword } from './current-password.js';
import { confirmEmailMail, emailChangeLifetimeMs, emailChangeNoticeMail } from './email-change.mail.js';
import * as changes from './email-change.repo.js';
import * as repo from './settings.repo.js';

const tags = ['settings'];
const emailTaken = () => new AppError('EMAIL_TAKEN', { fields: { email: 'errors.EMAIL_TAKEN' } });

/**
 * A new email takes effect only once its owner confirms it: the change mails a link to the new address (and tells the
 * current one), and opening the link sets it. Tokens work like recovery's: random, stored hashed, single use.
 */
export const emailChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.patch(
    '/api/user/settings/change-email',
    {
      schema: {
        tags,
        summary:
          'Ask for a new email (needs the current password): a confirmation link goes to the new address, a notice to ' +
          'the current one; the email changes when the link is opened',
        body: ChangeEmailBody,
        response: { 200: MessageAnswer },
      },
      // Each call sends two mails: limited like recovery's.
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
    },
    async (request) => {
      const user = requireUser(request);
      const email = request.body.email.toLowerCase();
      const row = await assertCurrentPassword(db, user.id, request.body.password);
      if (email === row.email?.toLowerCase()) {
        throw new AppError('SAME_EMAIL', { fields: { email: 'errors.SAME_EMAIL' } });
      }
      if (await repo.emailTakenByOther(db, email, user.id)) throw emailTaken();
      const token = newToken();
      const link = `${app.config.publicUrl}${webRoutes.confirmEmail}?token=${token}`;
      await db.transaction(async (tx) => {
        await changes.useChanges(tx, user.id);
        await changes.insertChange(tx, {
          userId: user.id,
          newEmail: email,
          tokenHash: tokenHash(token),
          expiresAt: new Date(Date.now() + emailChangeLifetimeMs),
        });
        await app.mailer.queue(confirmEmailMail(email, row.username, link, row.lang), tx);
        if (row.email) await app.mailer.queue(emailChangeNoticeMail(row.email, row.username, email, row.lang), tx);
      });
      void app.mailer.deliverDue();
      return { message: request.t('success.emailChangeStarted', { email }) };
    },
  );

  app.post(
    '/api/user/settings/confirm-email',
    {
      schema: {
        tags,
        summary:
          'Confirm a new email with the token of the mailed link (no session needed): the email changes, and every ' +
          'other pending change and every open password recovery link of the user ends',
        body: ConfirmEmailBody,
        response: { 200: EmailConfirmedAnswer },
      },
    },
    async (request) => {
      let confirmed: { userId: number; email: string };
      try {
        confirmed = await db.transaction(async (tx) => {
          const change = await changes.findUsableChange(tx, tokenHash(request.body.token));
          if (!change) throw new AppError('BAD_EMAIL_TOKEN', { fields: { token: 'errors.BAD_EMAIL_TOKEN' } });
          // Someone may have signed up with the address since it was asked for.
          if (await repo.emailTakenByOther(tx, change.newEmail, change.userId)) throw emailTaken();
          await repo.updateUser(tx, change.userId, { email: change.newEmail });
          await changes.useChanges(tx, change.userId);
          // A recovery link mailed to the old address must not outlive it.
          await endRecoveryLinks(tx, change.userId);
          return { userId: change.userId, email: change.newEmail };
        });
      } catch (error) {
        // Or takes it at this very moment: the unique index decides.
        if (violatedUniqueConstraint(error)?.includes('email')) throw emailTaken();
        throw error;
      }
      app.sessions.forgetUser(confirmed.userId);
      return { message: request.t('success.emailChanged'), email: confirmed.email };
    },
  );
};
