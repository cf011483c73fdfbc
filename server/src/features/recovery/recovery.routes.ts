import { checkRecoveryLink, recoverPassword, startPasswordRecovery } from '@listok/contract/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hashPassword } from '../../lib/passwords.js';
import { endRecoveryLinks } from '../../lib/recovery-links.js';
import { serve } from '../../lib/serve.js';
import { newToken, tokenHash } from '../../lib/tokens.js';
import { announceRevoked } from '../../plugins/api-tokens.js';
import { recoveryMail } from './recovery.mail.js';
import { usableLink } from './recovery.policy.js';
import * as repo from './recovery.repo.js';

const tokenLifetimeMs = 60 * 60 * 1000;

export const recoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.route({
    ...serve(startPasswordRecovery),
    // Its time would tell whether the email has an account (a known one is mailed).
    config: { rateLimit: { max: 10, timeWindow: '1 hour' }, serverTiming: false },
    handler: async (request) => {
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
  });

  app.route({
    ...serve(checkRecoveryLink),
    config: { rateLimit: { max: 30, timeWindow: '1 hour' }, serverTiming: false },
    handler: async (request) => {
      usableLink(await repo.findToken(db, tokenHash(request.query.token)));
      return { usable: true as const };
    },
  });

  app.route({
    ...serve(recoverPassword),
    config: { rateLimit: { max: 10, timeWindow: '1 hour' }, serverTiming: false },
    handler: async (request, reply) => {
      const hash = tokenHash(request.body.token);
      // A link that cannot work is refused before the password is hashed (the costly part).
      usableLink(await repo.findToken(db, hash));
      const passwordHash = await hashPassword(request.body.password);
      const { userId, revoked } = await db.transaction(async (tx) => {
        // Again under the row's lock: another tab may have used the link meanwhile.
        const token = usableLink(await repo.findToken(tx, hash, { lock: true }));
        await repo.setPassword(tx, token.userId, passwordHash);
        await endRecoveryLinks(tx, token.userId);
        await app.sessions.revokeAll(token.userId, null, tx);
        return { userId: token.userId, revoked: await app.sessions.revokeTokens(token.userId, tx) };
      });
      await announceRevoked(app, revoked);
      // The link proved the mailbox, as a sign-in would; a server that takes no passwords signs in by its provider only.
      const signedIn = app.config.passwordLogin;
      if (signedIn) {
        await app.sessions.end(request, reply);
        await app.sessions.start(reply, userId);
      }
      const revokedTokens = revoked.length;
      const told = [request.t(signedIn ? 'success.passwordRecoveredSignedIn' : 'success.passwordRecovered')];
      if (revokedTokens > 0) told.push(request.t('success.tokensRevoked', { count: revokedTokens }));
      return { message: told.join('. '), signedIn, revokedTokens };
    },
  });
};
