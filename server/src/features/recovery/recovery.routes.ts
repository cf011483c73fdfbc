import { MessageAnswer, RecoveryBody, RecoveryStartQuery } from '@listok/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { newToken, tokenHash } from '../../lib/tokens.js';
import { announceRevoked } from '../../plugins/api-tokens.js';
import { recoveryMail } from './recovery.mail.js';
import * as repo from './recovery.repo.js';

const tags = ['recovery'];
const tokenLifetimeMs = 60 * 60 * 1000;

export const recoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/api/user/password/recovery-pass-start',
    {
      schema: {
        tags,
        summary: 'Mail a password recovery link; always answers the same, whether the email exists or not',
        querystring: RecoveryStartQuery,
        response: { 200: MessageAnswer },
      },
      // Its time would tell whether the email has an account (a known one is mailed).
      config: { rateLimit: { max: 10, timeWindow: '1 hour' }, serverTiming: false },
    },
    async (request) => {
      const user = await repo.findUserByEmail(db, request.query.email);
      // Found by its email, so it has one (only single sign-on makes accounts without). The token and its mail are
      // made after the answer, which so goes out after the same one lookup for a known email and an unknown one.
      if (user?.email) {
        const to = user.email;
        app.mailer.later('recovery mail', async () => {
          const token = newToken();
          const link = `${app.config.publicUrl}/pass-recovery?token=${token}`;
          await db.transaction(async (tx) => {
            await repo.insertToken(tx, user.id, tokenHash(token), new Date(Date.now() + tokenLifetimeMs));
            await app.mailer.queue(recoveryMail(to, user.username, link, user.lang), tx);
          });
          void app.mailer.deliverDue();
        });
      }
      return { message: request.t('success.recoveryStarted') };
    },
  );

  app.post(
    '/api/user/password/recovery',
    {
      schema: {
        tags,
        summary: 'Set a new password with a recovery token; every session of the user ends',
        body: RecoveryBody,
        response: { 200: MessageAnswer },
      },
      config: { serverTiming: false },
    },
    async (request) => {
      const passwordHash = await hashPassword(request.body.password);
      const revoked = await db.transaction(async (tx) => {
        const token = await repo.findUsableToken(tx, tokenHash(request.body.token));
        if (!token) throw new AppError('BAD_TOKEN', { fields: { token: 'errors.BAD_TOKEN' } });
        await repo.setPassword(tx, token.userId, passwordHash);
        await repo.useTokens(tx, token.userId);
        await app.sessions.revokeAll(token.userId, null, tx);
        return app.sessions.revokeTokens(token.userId, tx);
      });
      await announceRevoked(app, revoked);
      return { message: request.t('success.passwordRecovered') };
    },
  );
};
